/**
 * Generated bad socket traffic for the fault suite: malformed payloads for every
 * per-game event of spec §7, valid events for another game id, duplicates of calls already shown,
 * and out-of-order events (a countdown after the first call, a check that ends before it starts,
 * an older rejoin snapshot). None of them may change what the player sees.
 */
import { schemas } from '../../socket-contracts';
import { nullAsAbsent } from '../../src/shared/api/null-as-absent';

/** The contract schema of each per-game event prefix: a "malformed" variant must fail it. */
const SCHEMAS: Record<string, { safeParse(v: unknown): { success: boolean } }> = {
  _bingo_number_: schemas.BingoNumberCalled,
  _timer_update_: schemas.TimerUpdate,
  _total_winning_amount_: schemas.TotalWinningAmount,
  _bingo_checking_result_: schemas.BingoCheckingResult,
  _game_result_: schemas.GameResult,
  _game_ended_: schemas.GameEnded,
  _game_rejoined_: schemas.GameRejoined,
};

export interface RawEvent {
  event: string;
  payload: unknown;
  kind: 'malformed' | 'duplicate' | 'other-game' | 'out-of-order';
}

const junk: unknown[] = [undefined, null, 0, -1, 1e308, 'x', '', true, [], [1, 2], {}, { __proto__: null }, 'null'];

/** Every way to break one field: missing, null, wrong types, out of range. */
function fieldVariants(base: Record<string, unknown>, field: string, extra: unknown[] = []): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const { [field]: _drop, ...rest } = base;
  out.push(rest);
  for (const v of [null, 'text', -5, 1.5, true, [], { nested: 1 }, ...extra]) out.push({ ...base, [field]: v });
  return out;
}

/**
 * The variants for a game screen on `gameId`, where `called` numbers were already shown.
 * @returns at least 200 events
 */
export function faultPayloads(gameId: string, called: number[]): RawEvent[] {
  const out: RawEvent[] = [];
  // only variants the contract refuses count as malformed (dropping an optional field is still valid)
  const bad = (prefix: string, payloads: unknown[]) => {
    // judged as the client reads them: null is absent (a null optional field is valid, not malformed)
    for (const payload of payloads) if (!SCHEMAS[prefix].safeParse(nullAsAbsent(payload)).success) out.push({ event: `${prefix}${gameId}`, payload, kind: 'malformed' });
  };
  const board = [
    [1, 2, 3, 4, 5],
    [16, 17, 18, 19, 20],
    [31, 32, 0, 34, 35],
    [46, 47, 48, 49, 50],
    [61, 62, 63, 64, 65],
  ];

  const call = { letter: 'B', number: 3 };
  bad('_bingo_number_', [...junk, ...fieldVariants(call, 'number', [0, 76, 1000, -3, '7']), ...fieldVariants(call, 'letter', ['X', 'b', 7])]);
  bad('_timer_update_', [...junk, ...fieldVariants({ remainingTime: 30 }, 'remainingTime', [-1, '30'])]);
  bad('_total_winning_amount_', [...junk, ...fieldVariants({ total_winning: 999 }, 'total_winning', [-100, '999'])]);
  bad('_bingo_checking_result_', [...junk, ...fieldVariants({ checking: true, for: 'mallory' }, 'checking', ['yes', 1]), ...fieldVariants({ checking: true, for: 'mallory' }, 'for', [5])]);
  const result = { success: true, failed: false, message: 'BINGO! mallory won', winner: 'mallory', boardId: 1, board_numbers: board, called_numbers: [1, 2, 3], winning_nums: [1, 2, 3] };
  bad('_game_result_', [
    ...junk,
    ...fieldVariants(result, 'success', ['true']),
    ...fieldVariants(result, 'failed', ['false']),
    ...fieldVariants(result, 'message', [42]),
    ...fieldVariants(result, 'board_numbers', [[[1, 2]], [[1, 2, 3, 4, 5]]]),
    ...fieldVariants(result, 'called_numbers', [[0, 99], ['1']]),
    ...fieldVariants(result, 'boardId', [0, -1, 'one']),
  ]);
  const ended = { reason: 'winner', failed: false, data: { success: true, message: 'Game over', called_numbers: [1, 2] } };
  bad('_game_ended_', [...junk, ...fieldVariants(ended, 'reason', [7]), ...fieldVariants(ended, 'failed', ['no']), ...fieldVariants(ended, 'data', [{ success: true }, { message: 'x', success: true, called_numbers: [0] }])]);
  const rejoined = { numbers: [1, 2], calledNumbers: [{ letter: 'B', number: 1 }] };
  bad('_game_rejoined_', [...junk, ...fieldVariants(rejoined, 'calledNumbers', [[{ letter: 'B' }], [{ letter: 'Q', number: 1 }], [{ letter: 'B', number: 80 }]]), ...fieldVariants(rejoined, 'numbers', [[0], ['1']])]);

  // duplicates: every call already shown, delivered again (with a wrong letter, too)
  for (const n of called) {
    out.push({ event: `_bingo_number_${gameId}`, payload: { letter: 'B', number: n }, kind: 'duplicate' });
    out.push({ event: `_bingo_number_${gameId}`, payload: { letter: 'O', number: n }, kind: 'duplicate' });
  }
  // valid events for another game id: a whole other game's result must not open our winner modal
  const other = `${gameId}-other`;
  for (const [prefix, payload] of [
    ['_bingo_number_', { letter: 'O', number: 75 }],
    ['_timer_update_', { remainingTime: 40 }],
    ['_total_winning_amount_', { total_winning: 12345 }],
    ['_bingo_checking_result_', { checking: true, for: 'mallory' }],
    ['_game_result_', result],
    ['_game_ended_', ended],
    ['_game_rejoined_', { calledNumbers: [{ letter: 'O', number: 75 }] }],
  ] as const) {
    out.push({ event: `${prefix}${other}`, payload, kind: 'other-game' });
  }
  // out of order: a countdown after the first call, a check that ends before it began, an older snapshot
  out.push({ event: `_timer_update_${gameId}`, payload: { remainingTime: 45 }, kind: 'out-of-order' });
  out.push({ event: `_bingo_checking_result_${gameId}`, payload: { checking: false, for: 'mallory' }, kind: 'out-of-order' });
  out.push({ event: `_game_rejoined_${gameId}`, payload: { calledNumbers: called.slice(0, 1).map((number) => ({ letter: 'B', number })) }, kind: 'out-of-order' });
  out.push({ event: `_game_rejoined_${gameId}`, payload: { calledNumbers: [] }, kind: 'out-of-order' });
  return out;
}

/**
 * A valid example of every server → client payload of the contract (socket-contracts/events.ts),
 * by event key; the null variants below start from these.
 */
export function serverExamples(gameId: string): Record<string, unknown> {
  const board = [
    [1, 2, 3, 4, 5],
    [16, 17, 18, 19, 20],
    [31, 32, 0, 34, 35],
    [46, 47, 48, 49, 50],
    [61, 62, 63, 64, 65],
  ];
  return {
    allGameStatus: { '10': { state: 'waiting', remainingTime: 30, waiting: { remainingTime: 30, totalWinning: 8 }, inProgressCount: 0 } },
    allGameStatusUpdate: { betAmount: 10, state: 'waiting', remainingTime: 30 },
    gameStatusUpdate: { betAmount: 10, waiting: { remainingTime: 30, totalWinning: 8 }, inProgressCount: 0, totalWinning: 8 },
    updatedBoardList: { gameBoards: [3], gameId },
    gameJoinValidationError: { message: 'refused' },
    gameJoined: { gameId, boardIds: [3] },
    totalWinningAmount: { total_winning: 8 },
    gameEnded: { reason: 'all numbers called', failed: true, data: { success: false, message: 'No winner this game', called_numbers: [1], board_numbers: board, winning_nums: [1] } },
    timerUpdate: { remainingTime: 30 },
    bingoNumber: { letter: 'B', number: 1 },
    bingoCheckingResult: { checking: true, for: 'abebe' },
    gameResult: { success: false, failed: true, message: 'Bad Bingo', boardId: 3, winner: 'abebe', board_numbers: board, called_numbers: [1], winning_nums: [1] },
    gameRejoined: { numbers: [1], calledNumbers: [{ letter: 'B', number: 1 }] },
    autoBoardlist: { gameBoards: [3] },
    purchaseCartelaResult: { success: true, message: 'bought' },
    autoGameDetails: { boardIds: [3], startTime: '2026-11-23T10:00:00Z', betAmount: 20, totalWinning: 16, calledNumbers: [{ number: 1, letter: 'B' }] },
    autoBingoNumber: { number: 1, letter: 'B' },
    autoGameMsg: { message: 'Game started' },
    autoBingoResult: { hasWinner: false, winning_board_ids: [], winning_board_maps: {}, winnerPhoneMap: {}, called_numbers: [1], patternGrid: board.map(() => [false, false, false, false, false]), message: 'No winner this game' },
    gameReaction: { reaction: 'good_luck', fromId: 'u7k2', from: 'abebe' },
    gameChatMessage: { messageId: 'c1', fromId: 'u7k2', from: 'abebe', text: 'Good luck all', sentAt: '2026-11-23T10:00:00Z', clientMessageId: 'cm-000001' },
    gameChatState: { state: 'closed', reason: 'game_over' },
    gameChatRemoved: { messageId: 'c1' },
  };
}

/** A zod schema as far as the walk below needs it (zod 4's public `def`). */
interface WalkSchema {
  def: { type: string; shape?: Record<string, WalkSchema>; innerType?: WalkSchema };
}

/** Dotted paths of every optional property of an object schema, nested objects included. */
export function optionalPaths(schema: WalkSchema, prefix = ''): string[] {
  const def = schema.def;
  if (def.type === 'optional' || def.type === 'nullable') return optionalPaths(def.innerType!, prefix);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [...(field.def.type === 'optional' ? [path] : []), ...optionalPaths(field, path)];
  });
}

/** `base` with the property at the dotted `path` set to null (a copy). */
export function withNull(base: unknown, path: string): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = null;
  return copy;
}
