import { boardCells, checkWin } from '../../src/shared/lib/bingo';
import { GAME_STATES } from '../../provider-states';
import { MESSAGE } from '../contract/messages/descriptions';
import { configuredPassword, type ProviderContext } from './context';
import { allBoards, firstScheduledGame, GAME_END_MS, serverBoardIds, usernameOf } from './server-reads';
import { withPlayer, type MessageProducer, type SocketPlayer } from './socket-player';
import { changeState } from './states';

const P1 = '0911000001';
const P2 = '0911000002';

/**
 * The message producers of the auto game (spec §7 scheduled events), part of MESSAGE_PRODUCERS
 * (./messages.ts, where the registry is described). The provider states leave fresh scheduled games;
 * the games start and call through the game states of provider-states/. Every board and number
 * is chosen from the server's own boards and the listed game's pattern; a running game always has a
 * board sold (a server may cancel a game nobody bought into), except the no-winner scenario, which
 * accepts either outcome of an unsold game: all numbers called, or cancelled with no call.
 * Proposed acknowledgements are never awaited: `_auto_game_details_` confirms a join.
 */
export const AUTO_GAME_MESSAGE_PRODUCERS: Record<string, MessageProducer> = {
  [MESSAGE.autoBoardlist]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const { gameId } = await firstScheduledGame(ctx, P1);
      const list = p.next(`response_auto_boardlist_${gameId}`);
      await p.emitWithAck('request_auto_boardlist', { game_id: gameId });
      return list;
    }),

  [MESSAGE.purchaseCartelaResult]: async (ctx) => {
    const { gameId } = await firstScheduledGame(ctx, P1);
    return buy(ctx, P1, gameId);
  },

  [MESSAGE.autoGameDetails]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const { gameId } = await firstScheduledGame(ctx, P1);
      return watch(p, gameId);
    }),

  [MESSAGE.autoBingoNumber]: async (ctx) => {
    const { gameId } = await firstScheduledGame(ctx, P1);
    await bought(ctx, P1, gameId);
    return withPlayer(ctx, async (p) => {
      await watch(p, gameId);
      const call = p.next(`_auto_bingo_number_${gameId}`);
      await changeState(ctx, GAME_STATES.scheduledStartsNow, { gameId });
      await changeState(ctx, GAME_STATES.scheduledCallsNext, { gameId });
      return call;
    });
  },

  [MESSAGE.autoBingoResultTwoWinners]: async (ctx) => {
    const game = await firstScheduledGame(ctx, P1);
    const plan = twoWinnerPlan(await allBoards(ctx, P1), game.pattern.grid);
    if (!plan) throw new Error(`no two boards of the server complete the pattern "${game.pattern.name}" of game ${game.gameId} on the same call`);
    // each player buys on their own connection: identity comes from the handshake token
    await bought(ctx, P1, game.gameId, plan.boards[0]);
    await bought(ctx, P2, game.gameId, plan.boards[1]);
    return withPlayer(ctx, async (p) => {
      await watch(p, game.gameId);
      const result = p.next(`_auto_bingo_result_${game.gameId}`, () => true, GAME_END_MS);
      await changeState(ctx, GAME_STATES.scheduledCallsNumbers, { gameId: game.gameId, numbers: plan.calls });
      return result;
    });
  },

  [MESSAGE.autoBingoResultNoWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const { gameId } = await firstScheduledGame(ctx, P1);
      await watch(p, gameId);
      let ended = false;
      const result = p.next(`_auto_bingo_result_${gameId}`, () => true, GAME_END_MS);
      void result.then(() => (ended = true), () => undefined);
      // no board sold: every number is called, then the game ends without a winner (or it is cancelled at once)
      await changeState(ctx, GAME_STATES.scheduledStartsNow, { gameId });
      for (let i = 0; i <= 75 && !ended && typeof (await changeState(ctx, GAME_STATES.scheduledCallsNext, { gameId })).number === 'number'; i++);
      return result;
    }),

  [MESSAGE.autoGameMsg]: async (ctx) => {
    const { gameId } = await firstScheduledGame(ctx, P1);
    await bought(ctx, P1, gameId);
    return withPlayer(ctx, async (p) => {
      await watch(p, gameId);
      const notice = p.next(`_auto_game_msg_${gameId}`);
      await changeState(ctx, GAME_STATES.scheduledStartsNow, { gameId });
      return notice;
    });
  },

  [MESSAGE.autoBoardlistAck]: (ctx) => withPlayer(ctx, async (p) => p.emitWithAck('request_auto_boardlist', { game_id: (await firstScheduledGame(ctx, P1)).gameId })),

  [MESSAGE.joinAutoGameAck]: (ctx) => withPlayer(ctx, async (p) => p.emitWithAck('join_auto_game', { gameId: (await firstScheduledGame(ctx, P1)).gameId, phone: P1 })),

  [MESSAGE.joinAutoGameAckError]: (ctx) => withPlayer(ctx, (p) => p.emitWithAck('join_auto_game', { gameId: 'auto-unknown', phone: P1 })),
};

/** Watches the game (`join_auto_game`; its ack is proposed, so `_auto_game_details_` confirms it); the details. */
async function watch(p: SocketPlayer, gameId: string): Promise<unknown> {
  const details = p.next(`_auto_game_details_${gameId}`);
  p.emit('join_auto_game', { gameId, phone: P1 });
  return details;
}

/** `purchase_cartela` of one board (the first free one of the server's boards unless given) on the player's own connection; the `purchase_cartela_result`. */
async function buy(ctx: ProviderContext, phone: string, gameId: string, board?: number): Promise<{ success: boolean; message?: string }> {
  return withPlayer(
    ctx,
    async (buyer) => {
      let id = board;
      if (id === undefined) {
        const listed = buyer.next<{ gameBoards?: number[] }>(`response_auto_boardlist_${gameId}`);
        await buyer.emitWithAck('request_auto_boardlist', { game_id: gameId });
        const taken = (await listed).gameBoards ?? [];
        id = (await serverBoardIds(ctx, phone)).find((b) => !taken.includes(b));
        if (id === undefined) throw new Error(`scheduled game ${gameId}: no free board`);
      }
      const result = buyer.next<{ success: boolean; message?: string }>('purchase_cartela_result');
      buyer.emit('purchase_cartela', { phone, gameId, boards: [id] });
      return result;
    },
    phone,
  );
}

/** The balance a buyer is given first (ETB): the scheduled game's stake is the server's, and earlier scenarios may have spent. */
const BUYER_BALANCE = 1000;

/** `buy` after the buyer is given BUYER_BALANCE (game state `playerReady`, the same password and username); refused purchases thrown with the server's message. */
async function bought(ctx: ProviderContext, phone: string, gameId: string, board?: number): Promise<void> {
  // connecting first renews a token the last state made stale
  const username = await withPlayer(ctx, async () => usernameOf(ctx, phone), phone);
  await changeState(ctx, GAME_STATES.playerReady, { phone, username, password: ctx.passwords.get(phone) ?? configuredPassword(phone), balance: BUYER_BALANCE });
  const answer = await buy(ctx, phone, gameId, board);
  if (!answer.success) throw new Error(`purchase_cartela (${phone}${board ? `, board ${board}` : ''}) refused: ${answer.message ?? 'no message'}`);
}

type Board = { board_id: number; board_numbers: (number | null)[][] };

/** The numbers of `board` under the pattern's true cells (grid row-major, board_numbers column-major); the free centre left out. */
function patternNumbers(board: Board, grid: boolean[][]): number[] {
  const numbers: number[] = [];
  grid.forEach((row, r) => row.forEach((on, c) => {
    const n = board.board_numbers[c]?.[r];
    if (on && typeof n === 'number' && n > 0) numbers.push(n);
  }));
  return numbers;
}

/**
 * Two boards and the calls that make both complete the pattern on the same, last call: the two
 * boards share a number `n` under the pattern, every other number of both is called first, then `n`.
 * For a one-line pattern no board completes any line (row, column, diagonal) before `n`, so a
 * server whose pattern is "any line" still sees both win on that call. Undefined when the boards have no such pair.
 */
export function twoWinnerPlan(boards: Board[], grid: boolean[][]): { boards: [number, number]; calls: number[] } | undefined {
  // a one-line pattern may mean "any line" on the server: then no other line may complete first
  const anyLine = grid.flat().filter(Boolean).length <= 5;
  const lineFree = (b: Board, called: number[]) => !anyLine || !checkWin(boardCells(b.board_numbers), called, 'oneLine').won;
  for (const [i, x] of boards.entries()) {
    const xs = patternNumbers(x, grid);
    if (xs.length === 0) continue;
    for (const y of boards.slice(i + 1)) {
      const ys = patternNumbers(y, grid);
      for (const n of xs.filter((v) => ys.includes(v))) {
        const before = [...new Set([...xs, ...ys])].filter((v) => v !== n);
        if (lineFree(x, before) && lineFree(y, before)) return { boards: [x.board_id, y.board_id], calls: [...before, n] };
      }
    }
  }
  return undefined;
}
