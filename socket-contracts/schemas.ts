import { z } from './zod';

/**
 * Zod schemas for every manual-play Socket.IO event of spec §7, in both directions, with the
 * acknowledgement payloads. Field names follow the spec. Amounts are ETB numbers; times are seconds.
 * Game ids are strings chosen by the server.
 */

export const Phone = z.string().check(z.regex(/^0\d{9}$/, 'phone: 10 digits starting with 0'));
export const BetAmount = z.number().check(z.positive());
export const GameId = z.string().check(z.minLength(1));
export const BoardId = z.int().check(z.positive());
export const BingoNumber = z.int().check(z.gte(1), z.lte(75));
export const Letter = z.enum(['B', 'I', 'N', 'G', 'O']);
/** Column-major 5x5 board (board_numbers[c][r]); the centre is free (0 or null). */
export const BoardNumbers = z.array(z.array(z.nullable(z.int().check(z.gte(0), z.lte(75)))).check(z.length(5))).check(z.length(5));
/**
 * A stake's state as its stake card shows it (spec §2.6). `inProgress`: that stake's game has started
 * and calls numbers, and no game of the stake is open to join; the card turns orange and its button
 * reads "In progress", disabled, until the stake is `waiting` again.
 */
export const GameState = z.enum(['waiting', 'inProgress', 'completed']).check(
  z.describe(
    "The stake's state, as its stake card shows it. waiting: a game of this stake takes players and counts down remainingTime seconds; the card is green and Play is enabled. " +
      'inProgress: the stake\'s game has started (numbers are being called) and no game of this stake is open to join; the card is orange, its button reads "In progress" and is disabled, and the countdown shows a dash, until the stake is waiting again. ' +
      'completed: the last game has ended and the next is not open yet; the card is red and Play stays enabled.',
  ),
);
/**
 * Proposed: the id of one money or seat intent (`_join_game_`, `purchase_cartela`,
 * `join_auto_game`). The client makes it when the player confirms and sends the same id on every
 * retry of that intent; the server performs the event once per (player, event, requestId) and
 * answers a repeat with the first answer again (ack and answer event), moving nothing twice.
 */
export const RequestId = z
  .string()
  .check(
    z.minLength(8),
    z.maxLength(100),
    z.describe('Proposed: the id of this money or seat intent, the same on every retry; the server performs the event once per (player, event, requestId) and answers a repeat with the first answer.'),
  );
/**
 * Proposed: the acknowledgement of a money or seat event. `success: true` once the server has
 * performed it (or performed it earlier under the same requestId); `error` when it refused it.
 * The answer events of the spec (`_game_joined_`, `purchase_cartela_result`, …) still follow.
 */
export const MoneyAck = z
  .object({ success: z.optional(z.boolean()), error: z.optional(z.string()), message: z.optional(z.string()) })
  .check(
    z.describe(
      'Proposed: {success: true} once performed (or performed earlier under the same requestId). A refusal is {error} or {success: false, message}: nothing moved, the client shows the message and keeps the picks.',
    ),
  );
/**
 * Proposed: the `requestId` of the `_join_game_` / `purchase_cartela` this answer event answers,
 * echoed by the server. These answers carry no other link to the request, and a server may send a
 * per-game event to every socket that asked for the game's board list: a client acts on an answer
 * only while it has a request of that game in flight, and ignores one that echoes another id. Read
 * loosely (any string): an unexpected echo is only "not ours", never an unreadable payload.
 */
export const EchoedRequestId = z.string().check(
  z.meta({
    description:
      'Proposed: the requestId of the request this answers, echoed by the server. A client ignores an answer that echoes another requestId (another player\'s or an older request); without it, the client takes the answer as its own only while it has a request of this game in flight.',
    'x-spec-status': 'proposed',
  }),
);

/**
 * Proposed (fairness view, ours): how many players and how many boards took part in the game, sent
 * with its end so a player can see the size of the game. The spec has no source for either; a
 * client shows them only when the server sends them and never guesses.
 */
export const PlayersCount = z.int().check(
  z.gte(0),
  z.meta({ description: 'Proposed: how many players took part in the game (bots and other players included); shown as is, never guessed.', 'x-spec-status': 'proposed' }),
);
/** Proposed (fairness view): how many boards took part in the game; see `PlayersCount`. */
export const BoardsCount = z.int().check(
  z.gte(0),
  z.meta({ description: 'Proposed: how many boards took part in the game (all players); shown as is, never guessed.', 'x-spec-status': 'proposed' }),
);

/** A call: a number with its letter (spec §3 "called numbers (letter, number)"). */
export const Call = z.object({ letter: Letter, number: BingoNumber });

// ---- client → server (spec §7 "Client emits (manual play)") ----

export const RequestInitialBoardlist = z.object({ betAmount: BetAmount, phone: Phone });
export const RequestInitialBoardlistAck = z.object({
  status: z.enum(['success', 'error']),
  gameId: z.optional(GameId),
  message: z.optional(z.string()),
});
export const ToggleBoard = z.object({ boardId: BoardId, betAmount: BetAmount, gameId: GameId });
export const JoinGame = z.object({
  phone: Phone,
  betAmount: BetAmount,
  numberOfBoards: z.int().check(z.gte(1), z.lte(2)),
  boardIds: z.array(BoardId).check(z.minLength(1), z.maxLength(2)),
  hasLost: z.literal(false),
  isActive: z.literal(true),
  gameId: GameId,
  requestId: z.optional(RequestId),
});
export const RejoinGame = z.object({ phone: Phone, betAmount: BetAmount, gameId: GameId });
export const RejoinGameAck = z.object({ success: z.optional(z.boolean()), error: z.optional(z.string()) });
export const ReadyForWinnings = z.object({ game_id: GameId });
export const NavigateBack = z.object({
  boards: z.array(BoardId),
  betamount: BetAmount,
  phone: Phone,
  gameId: GameId,
});
export const Bingo = z.object({
  username: z.string().check(z.minLength(1)),
  betAmount: BetAmount,
  boardId: BoardId,
  phone: Phone,
  gameId: GameId,
});

// ---- server → client (spec §7 "Client listens (manual play)") ----

export const Waiting = z.object({ remainingTime: z.number().check(z.gte(0)), totalWinning: z.number().check(z.gte(0)) });
export const StakeStatus = z.object({
  state: GameState,
  remainingTime: z.number().check(z.gte(0)),
  waiting: Waiting,
  inProgressCount: z.int().check(z.gte(0), z.describe('Games of this stake running now; the card shows it as "Games running".')),
});
/** Map by stake amount (object keys are the stake as a string, e.g. "10"). */
export const AllGameStatus = z.record(z.string().check(z.regex(/^\d+(\.\d+)?$/)), StakeStatus);
export const AllGameStatusUpdate = z.object({ betAmount: BetAmount, state: GameState, remainingTime: z.number().check(z.gte(0)) });
export const GameStatusUpdate = z.object({
  betAmount: BetAmount,
  waiting: z.optional(Waiting),
  inProgressCount: z.int().check(z.gte(0)),
  totalWinning: z.number().check(z.gte(0)),
});
export const UpdatedBoardList = z.object({ gameBoards: z.array(BoardId), gameId: GameId });
export const GameJoinValidationError = z.object({ message: z.string(), requestId: z.optional(EchoedRequestId) });
export const GameJoined = z.object({
  gameId: GameId,
  boardIds: z.optional(
    z.array(BoardId).check(
      z.meta({
        description:
          'Proposed: the boards the server seated the player with in this game. The game screen shows these, not the picks the client sent (they can differ when a pick was taken meanwhile); without it the client shows its picks.',
        'x-spec-status': 'proposed',
      }),
    ),
  ),
  requestId: z.optional(EchoedRequestId),
});
export const TotalWinningAmount = z.object({ total_winning: z.number().check(z.gte(0)) });
export const TimerUpdate = z.object({ remainingTime: z.number().check(z.gte(0)) });
export const BingoNumberCalled = Call;
export const BingoCheckingResult = z.object({ checking: z.boolean(), for: z.string() });
export const GameResult = z.object({
  message: z.string(),
  boardId: z.optional(BoardId),
  winner: z.optional(z.string()),
  board_numbers: z.optional(BoardNumbers),
  called_numbers: z.optional(z.array(BingoNumber)),
  winning_nums: z.optional(z.array(BingoNumber)),
  success: z.boolean(),
  failed: z.boolean(),
  players_count: z.optional(PlayersCount),
  boards_count: z.optional(BoardsCount),
});
export const GameEnded = z.object({
  reason: z.string(),
  failed: z.boolean(),
  data: z.object({
    success: z.boolean(),
    message: z.string(),
    called_numbers: z.array(BingoNumber),
    board_numbers: z.optional(BoardNumbers),
    winning_nums: z.optional(z.array(BingoNumber)),
    players_count: z.optional(PlayersCount),
    boards_count: z.optional(BoardsCount),
  }),
});
export const GameRejoined = z.object({ numbers: z.optional(z.array(BingoNumber)), calledNumbers: z.array(Call) });
/** `_request_all_game_status` carries no payload. */
export const RequestAllGameStatusPayload = z.undefined();
