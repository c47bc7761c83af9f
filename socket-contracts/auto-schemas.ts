import { z } from './zod';
import { BetAmount, BingoNumber, BoardId, BoardNumbers, BoardsCount, Call, EchoedRequestId, GameId, Phone, PlayersCount, RequestId } from './schemas';

/**
 * Zod schemas of the scheduled (automatic) game events of spec §7 "Client emits (scheduled
 * games)" and their listeners. Field names follow the spec. Amounts are ETB; times are ISO 8601.
 */

/** A 5x5 boolean win pattern, row-major (grid[row][column]); spec §3 Scheduled game result patternGrid. */
export const PatternGrid = z.array(z.array(z.boolean()).check(z.length(5))).check(z.length(5));

// ---- client → server ----

export const RequestAutoBoardlist = z.object({ game_id: GameId });
export const RequestAutoBoardlistAck = z.object({
  status: z.enum(['success', 'error']),
  gameId: z.optional(GameId),
  message: z.optional(z.string()),
});
export const PurchaseCartela = z.object({ phone: Phone, gameId: GameId, boards: z.array(BoardId).check(z.minLength(1), z.maxLength(2)), requestId: z.optional(RequestId) });
export const JoinAutoGame = z.object({ gameId: GameId, phone: Phone, requestId: z.optional(RequestId) });
/** `{success: true}`, or a refusal: `{error}` or `{success: false, message}` (an unknown game). */
export const JoinAutoGameAck = z.object({ success: z.optional(z.boolean()), error: z.optional(z.string()), message: z.optional(z.string()) });
/** The release of picked, unbought boards; spec §4 names the request but not its event (chosen here). */
export const ReleaseAutoBoards = z.object({ gameId: GameId, phone: Phone, boards: z.array(BoardId).check(z.minLength(1), z.maxLength(2)) });

// ---- server → client ----

export const AutoBoardlist = z.object({ gameBoards: z.array(BoardId) });
export const PurchaseCartelaResult = z.object({ success: z.boolean(), message: z.optional(z.string()), requestId: z.optional(EchoedRequestId) });
/** Spec §3 Scheduled game details (live): the player's board ids, start, stake, prize pool, calls so far. */
export const AutoGameDetails = z.object({
  boardIds: z.array(BoardId),
  startTime: z.string().check(z.minLength(1)),
  betAmount: BetAmount,
  totalWinning: z.number().check(z.gte(0)),
  calledNumbers: z.array(Call),
});
export const AutoBingoNumber = Call;
/** `_auto_game_msg_{gameId}` is ignored by the client (spec §7); any payload is accepted. */
export const AutoGameMsg = z.unknown();
/** Spec §3 Scheduled game result; winning_board_maps holds column-major boards (0 = free centre). */
export const AutoBingoResult = z.object({
  hasWinner: z.boolean(),
  winning_board_ids: z.array(BoardId),
  winning_board_maps: z.record(z.string().check(z.regex(/^\d+$/)), BoardNumbers),
  winnerPhoneMap: z.record(z.string().check(z.regex(/^\d+$/)), z.string()),
  called_numbers: z.array(BingoNumber),
  patternGrid: PatternGrid,
  message: z.string(),
  players_count: z.optional(PlayersCount),
  boards_count: z.optional(BoardsCount),
});
