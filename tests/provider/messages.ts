import { boardCells, checkWin, stakeRule } from '../../src/shared/lib/bingo';
import { GAME_STATES } from '../../conformance/states';
import { MESSAGE } from '../contract/messages/descriptions';
import { pactToken, type ProviderContext } from './context';
import { AUTO_GAME_MESSAGE_PRODUCERS } from './auto-game-messages';
import { withPlayer, type MessageProducer, type SocketPlayer } from './socket-player';
import { changeState } from './states';

/**
 * THE registry of message producers for the Pact verification, keyed by the message description
 * (tests/contract/messages/descriptions.ts). Each one plays the scenario that makes the mock
 * provider emit that event — a real Socket.IO client against the running server, the game started
 * and its numbers called through the state-change requests of conformance/states.ts — and returns
 * the payload the server actually sent. So the verification checks the provider's own
 * event-producing code, not a copy of the pact, and a partner's server that serves those states is
 * verified on every message too.
 *
 * To add a message: add `[MESSAGE.x]: (ctx) => withPlayer(ctx, async (p) => { … return payload })`
 * (or any function returning the payload). The provider state of the interaction has already run.
 * tests/provider/pact.verify.ts fails and lists every message of the pact that has no entry here.
 * The auto game's messages live in tests/provider/auto-game-messages.ts and are spread in here.
 * (A partner's server is verified on the socket messages of tests/provider/partner-session.ts.)
 */

const STAKE = 10;
const BOARD = 7;
const USERNAME: Record<string, string> = { '0911000001': 'abebe', '0911000002': 'almaz', '0911000003': 'kebede' };

/** The manual game of the stake starts now (state-change request). */
async function startNow(ctx: ProviderContext): Promise<void> {
  const answer = await changeState(ctx, GAME_STATES.manualStartsNow, { betAmount: STAKE });
  if (answer.started !== true) throw new Error('the game did not start');
}

/** The next number of the stake's running game (state-change request); null when none is left. */
async function callNext(ctx: ProviderContext): Promise<number | null> {
  const answer = await changeState(ctx, GAME_STATES.manualCallsNext, { betAmount: STAKE });
  return typeof answer.number === 'number' ? answer.number : null;
}

/** Board 7's numbers as the server serves them (GET /api/boards/7). */
async function boardNumbers(ctx: ProviderContext): Promise<(number | null)[][]> {
  const token = ctx.tokens.get(pactToken(P1));
  const res = await fetch(`${ctx.baseUrl}/api/boards/${BOARD}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET /api/boards/${BOARD} answered ${res.status}`);
  return ((await res.json()) as { data: { board_numbers: (number | null)[][] } }).data.board_numbers;
}


/** Spec §4 manual flow 1: ask for the stake's board list; resolves with the game id of the ack. */
async function openSelector(p: SocketPlayer, phone: string): Promise<string> {
  const ack = await p.emitWithAck<{ status: string; gameId?: string; message?: string }>('request_initial_boardlist', { betAmount: STAKE, phone });
  if (ack.status !== 'success' || !ack.gameId) throw new Error(`request_initial_boardlist refused: ${ack.message}`);
  return ack.gameId;
}

/** Spec §4 manual flow 2–3: pick board 7 and join with it; resolves once joined. */
async function join(p: SocketPlayer, phone: string, gameId: string): Promise<void> {
  const joined = p.next(`_game_joined_${gameId}`);
  p.emit('_toggle_board_', { boardId: BOARD, betAmount: STAKE, gameId });
  p.emit('_join_game_', { phone, betAmount: STAKE, numberOfBoards: 1, boardIds: [BOARD], hasLost: false, isActive: true, gameId });
  await joined;
}

/** Joined, then the game started and one number was called. */
async function joinedAndStarted(ctx: ProviderContext, p: SocketPlayer, phone: string): Promise<string> {
  const gameId = await openSelector(p, phone);
  await join(p, phone, gameId);
  await startNow(ctx);
  return gameId;
}

/** Calls numbers until board 7 wins the stake's pattern, then claims it (spec §2.9, §5). */
async function playToWin(ctx: ProviderContext, p: SocketPlayer, phone: string, gameId: string): Promise<void> {
  const cells = boardCells(await boardNumbers(ctx));
  const pattern = stakeRule(STAKE)!.pattern;
  const called: number[] = [];
  for (let i = 0; i < 75; i++) {
    const number = await callNext(ctx);
    if (number === null) throw new Error('no more numbers and no win');
    called.push(number);
    if (checkWin(cells, called, pattern).won) {
      p.emit('_bingo_', { username: USERNAME[phone], betAmount: STAKE, boardId: BOARD, phone, gameId });
      return;
    }
  }
  throw new Error('board never won');
}

const P1 = '0911000001';

export const MESSAGE_PRODUCERS: Record<string, MessageProducer> = {
  [MESSAGE.allGameStatus]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const status = p.next('_all_game_status');
      p.emit('_request_all_game_status');
      return status;
    }),

  [MESSAGE.allGameStatusUpdate]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const update = p.next<{ betAmount: number }>('_all_game_status_update', (u) => u.betAmount === STAKE);
      await changeState(ctx, GAME_STATES.manualRestarts); // every stake gets a new waiting game and announces it
      return update;
    }),

  [MESSAGE.gameStatusUpdate]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await openSelector(p, P1);
      const update = p.next<{ betAmount: number; totalWinning: number }>('_game_status_update', (u) => u.betAmount === STAKE && u.totalWinning > 0);
      await join(p, P1, gameId);
      return update;
    }),

  [MESSAGE.updatedBoardList]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await openSelector(p, P1);
      const list = p.next<{ gameBoards: number[] }>(`_updated_board_list_${gameId}`, (l) => l.gameBoards.length > 0);
      p.emit('_toggle_board_', { boardId: BOARD, betAmount: STAKE, gameId });
      return list;
    }),

  [MESSAGE.gameJoinValidationError]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const phone = '0911000003'; // the state gives this player 0.00 ETB
      const gameId = await openSelector(p, phone);
      const refused = p.next(`_game_join_validation_error_${gameId}`);
      p.emit('_join_game_', { phone, betAmount: STAKE, numberOfBoards: 1, boardIds: [BOARD], hasLost: false, isActive: true, gameId });
      return refused;
    }, '0911000003'),

  [MESSAGE.gameJoined]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await openSelector(p, P1);
      const joined = p.next(`_game_joined_${gameId}`);
      await join(p, P1, gameId);
      return joined;
    }),

  [MESSAGE.totalWinningAmount]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await openSelector(p, P1);
      const prize = p.next<{ total_winning: number }>(`_total_winning_amount_${gameId}`, (t) => t.total_winning > 0);
      await join(p, P1, gameId);
      return prize;
    }),

  [MESSAGE.timerUpdate]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await openSelector(p, P1);
      const timer = p.next(`_timer_update_${gameId}`);
      await join(p, P1, gameId);
      return timer;
    }),

  [MESSAGE.bingoNumber]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await joinedAndStarted(ctx, p, P1);
      const call = p.next(`_bingo_number_${gameId}`);
      await callNext(ctx);
      return call;
    }),

  [MESSAGE.bingoCheckingResult]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await joinedAndStarted(ctx, p, P1);
      await callNext(ctx);
      const checking = p.next<{ checking: boolean }>(`_bingo_checking_result_${gameId}`, (c) => c.checking);
      p.emit('_bingo_', { username: 'abebe', betAmount: STAKE, boardId: BOARD, phone: P1, gameId });
      return checking;
    }),

  [MESSAGE.gameResultWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await joinedAndStarted(ctx, p, P1);
      const result = p.next(`_game_result_${gameId}`);
      await playToWin(ctx, p, P1, gameId);
      return result;
    }),

  [MESSAGE.gameResultBadBingo]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await joinedAndStarted(ctx, p, P1);
      await callNext(ctx); // one call cannot complete a line
      const result = p.next(`_game_result_${gameId}`);
      p.emit('_bingo_', { username: 'abebe', betAmount: STAKE, boardId: BOARD, phone: P1, gameId });
      return result;
    }),

  [MESSAGE.gameEndedWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await joinedAndStarted(ctx, p, P1);
      const ended = p.next(`_game_ended_${gameId}`);
      await playToWin(ctx, p, P1, gameId);
      return ended;
    }),

  [MESSAGE.gameEndedNoWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await joinedAndStarted(ctx, p, P1);
      const ended = p.next(`_game_ended_${gameId}`);
      // nobody claims: after the 75th call the next call ends the game
      for (let i = 0; i <= 75 && (await callNext(ctx)) !== null; i++);
      return ended;
    }),

  [MESSAGE.gameRejoined]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await joinedAndStarted(ctx, p, P1);
      await callNext(ctx);
      const rejoined = p.next(`_game_rejoined_${gameId}`);
      await p.emitWithAck('_rejoin_game_', { phone: P1, betAmount: STAKE, gameId });
      return rejoined;
    }),

  [MESSAGE.initialBoardlistAck]: (ctx) =>
    withPlayer(ctx, (p) => p.emitWithAck('request_initial_boardlist', { betAmount: STAKE, phone: P1 })),

  [MESSAGE.rejoinAckError]: (ctx) =>
    withPlayer(ctx, (p) => p.emitWithAck('_rejoin_game_', { phone: P1, betAmount: STAKE, gameId: 'g10-finished' })),

  ...AUTO_GAME_MESSAGE_PRODUCERS,
};
