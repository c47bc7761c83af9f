import { boardCells, checkWin, stakeRule } from '../../src/shared/lib/bingo';
import { GAME_STATES } from '../../provider-states';
import { MESSAGE } from '../contract/messages/descriptions';
import type { ProviderContext } from './context';
import { AUTO_GAME_MESSAGE_PRODUCERS } from './auto-game-messages';
import { CHAT_MESSAGE_PRODUCERS } from './chat-messages';
import { withPlayer, type MessageProducer, type SocketPlayer } from './socket-player';
import { changeState } from './states';
import { boardNumbers, GAME_END_MS, serverBoardIds, usernameOf } from './server-reads';

/**
 * THE registry of message producers for the Pact verification, keyed by the message description
 * (tests/contract/messages/descriptions.ts). Each one plays the scenario that makes the mock
 * provider emit that event — a real Socket.IO client against the running server, the game started
 * and its numbers called through the state-change requests of provider-states/ — and returns
 * the payload the server actually sent. So the verification checks the provider's own
 * event-producing code, not a copy of the pact, and a partner's server that serves those states is
 * verified on every message too.
 *
 * To add a message: add `[MESSAGE.x]: (ctx) => withPlayer(ctx, async (p) => { … return payload })`
 * (or any function returning the payload). The provider state of the interaction has already run.
 * tests/provider/pact.verify.ts fails and lists every message of the pact that has no entry here.
 * The auto game's messages live in tests/provider/auto-game-messages.ts, the chat's in
 * tests/provider/chat-messages.ts; both are spread in here.
 * (A partner's server is verified on the socket messages of tests/provider/partner-session.ts.)
 */

/** The stake a manual scenario plays: the lowest stake of the spec's rules whose game waits (read from `_all_game_status`). */
async function waitingStake(p: SocketPlayer): Promise<number> {
  const all = p.next<Record<string, { state?: string }>>('_all_game_status');
  p.emit('_request_all_game_status');
  const status = await all;
  const stake = Object.keys(status)
    .map(Number)
    .filter((n) => status[String(n)]?.state === 'waiting' && stakeRule(n))
    .sort((a, b) => a - b)[0];
  if (stake === undefined) throw new Error(`_all_game_status names no waiting game of a stake of the spec's rules (got ${JSON.stringify(status)})`);
  return stake;
}

/** Where one player plays a manual game: the stake, the game id of the board list's ack, and a free board of the server's own. */
interface Seat {
  stake: number;
  gameId: string;
  board: number;
}

/** The next number of the stake's running game (state-change request); null when none is left. */
async function callNext(ctx: ProviderContext, stake: number): Promise<number | null> {
  const answer = await changeState(ctx, GAME_STATES.manualCallsNext, { betAmount: stake });
  return typeof answer.number === 'number' ? answer.number : null;
}

/** Spec §4 manual flow 1: ask for a waiting stake's board list; the seat on the first board the list does not name as taken. */
async function openSelector(ctx: ProviderContext, p: SocketPlayer, phone: string): Promise<Seat> {
  const stake = await waitingStake(p);
  const ack = await p.emitWithAck<{ status: string; gameId?: string; message?: string }>('request_initial_boardlist', { betAmount: stake, phone });
  if (ack.status !== 'success' || !ack.gameId) throw new Error(`request_initial_boardlist (stake ${stake}) refused: ${ack.message}`);
  // the board list may come with the ack (already received) or just after it
  const list = p.recent<{ gameBoards?: number[] }>(`_updated_board_list_${ack.gameId}`) ?? (await p.next<{ gameBoards?: number[] }>(`_updated_board_list_${ack.gameId}`, () => true, 300).catch(() => undefined));
  const taken = list?.gameBoards ?? [];
  const board = (await serverBoardIds(ctx, phone)).find((id) => !taken.includes(id));
  if (board === undefined) throw new Error(`stake ${stake}: no free board (GET /api/boards/ids/ minus the taken ${JSON.stringify(taken)})`);
  return { stake, gameId: ack.gameId, board };
}

/** Spec §4 manual flow 2–3: pick the seat's board and join with it (the ack is proposed: not awaited); resolves once joined. */
async function join(p: SocketPlayer, phone: string, seat: Seat): Promise<void> {
  const joined = p.next(`_game_joined_${seat.gameId}`);
  p.emit('_toggle_board_', { boardId: seat.board, betAmount: seat.stake, gameId: seat.gameId });
  p.emit('_join_game_', { phone, betAmount: seat.stake, numberOfBoards: 1, boardIds: [seat.board], hasLost: false, isActive: true, gameId: seat.gameId });
  await joined;
}

/** Joined, then the game started (state-change request). */
async function joinedAndStarted(ctx: ProviderContext, p: SocketPlayer, phone: string): Promise<Seat> {
  const seat = await openSelector(ctx, p, phone);
  await join(p, phone, seat);
  const answer = await changeState(ctx, GAME_STATES.manualStartsNow, { betAmount: seat.stake });
  if (answer.started !== true) throw new Error(`state "${GAME_STATES.manualStartsNow}" answered ${JSON.stringify(answer)}, not { started: true }`);
  return seat;
}

/** Calls numbers until the seat's board (numbers read from the server) wins the stake's pattern, then claims it (spec §2.9, §5). */
async function playToWin(ctx: ProviderContext, p: SocketPlayer, phone: string, seat: Seat): Promise<void> {
  const cells = boardCells(await boardNumbers(ctx, seat.board, phone));
  const pattern = stakeRule(seat.stake)!.pattern;
  const username = await usernameOf(ctx, phone);
  const called: number[] = [];
  for (let i = 0; i < 75; i++) {
    const number = await callNext(ctx, seat.stake);
    if (number === null) throw new Error(`no more numbers and board ${seat.board} has not won the ${pattern} pattern`);
    called.push(number);
    if (checkWin(cells, called, pattern).won) {
      p.emit('_bingo_', { username, betAmount: seat.stake, boardId: seat.board, phone, gameId: seat.gameId });
      return;
    }
  }
  throw new Error(`board ${seat.board} never won`);
}

/** A claim on the seat's board now (it has not won after one call). */
async function claim(ctx: ProviderContext, p: SocketPlayer, phone: string, seat: Seat): Promise<void> {
  p.emit('_bingo_', { username: await usernameOf(ctx, phone), betAmount: seat.stake, boardId: seat.board, phone, gameId: seat.gameId });
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
      const update = p.next<{ betAmount: number }>('_all_game_status_update', (u) => Boolean(stakeRule(u.betAmount)));
      await changeState(ctx, GAME_STATES.manualRestarts); // every stake gets a new waiting game and announces it
      return update;
    }),

  [MESSAGE.gameStatusUpdate]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await openSelector(ctx, p, P1);
      const update = p.next<{ betAmount: number; totalWinning: number }>('_game_status_update', (u) => u.betAmount === seat.stake && u.totalWinning > 0);
      await join(p, P1, seat);
      return update;
    }),

  [MESSAGE.updatedBoardList]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await openSelector(ctx, p, P1);
      const list = p.next<{ gameBoards: number[] }>(`_updated_board_list_${seat.gameId}`, (l) => l.gameBoards.includes(seat.board));
      p.emit('_toggle_board_', { boardId: seat.board, betAmount: seat.stake, gameId: seat.gameId });
      return list;
    }),

  [MESSAGE.gameJoinValidationError]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const phone = '0911000003'; // the state gives this player 0.00 ETB
      const seat = await openSelector(ctx, p, phone);
      const refused = p.next(`_game_join_validation_error_${seat.gameId}`);
      p.emit('_join_game_', { phone, betAmount: seat.stake, numberOfBoards: 1, boardIds: [seat.board], hasLost: false, isActive: true, gameId: seat.gameId });
      return refused;
    }, '0911000003'),

  [MESSAGE.gameJoined]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await openSelector(ctx, p, P1);
      const joined = p.next(`_game_joined_${seat.gameId}`);
      await join(p, P1, seat);
      return joined;
    }),

  [MESSAGE.totalWinningAmount]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await openSelector(ctx, p, P1);
      const prize = p.next<{ total_winning: number }>(`_total_winning_amount_${seat.gameId}`, (t) => t.total_winning > 0);
      await join(p, P1, seat);
      return prize;
    }),

  [MESSAGE.timerUpdate]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await openSelector(ctx, p, P1);
      const timer = p.next(`_timer_update_${seat.gameId}`);
      await join(p, P1, seat);
      return timer;
    }),

  [MESSAGE.bingoNumber]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await joinedAndStarted(ctx, p, P1);
      const call = p.next(`_bingo_number_${seat.gameId}`);
      await callNext(ctx, seat.stake);
      return call;
    }),

  [MESSAGE.bingoCheckingResult]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await joinedAndStarted(ctx, p, P1);
      await callNext(ctx, seat.stake);
      const checking = p.next<{ checking: boolean }>(`_bingo_checking_result_${seat.gameId}`, (c) => c.checking);
      await claim(ctx, p, P1, seat);
      return checking;
    }),

  [MESSAGE.gameResultWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await joinedAndStarted(ctx, p, P1);
      const result = p.next(`_game_result_${seat.gameId}`);
      await playToWin(ctx, p, P1, seat);
      return result;
    }),

  [MESSAGE.gameResultBadBingo]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await joinedAndStarted(ctx, p, P1);
      await callNext(ctx, seat.stake); // one call cannot complete a line
      const result = p.next(`_game_result_${seat.gameId}`);
      await claim(ctx, p, P1, seat);
      return result;
    }),

  [MESSAGE.gameEndedWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await joinedAndStarted(ctx, p, P1);
      const ended = p.next(`_game_ended_${seat.gameId}`);
      await playToWin(ctx, p, P1, seat);
      return ended;
    }),

  [MESSAGE.gameEndedNoWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await joinedAndStarted(ctx, p, P1);
      const ended = p.next(`_game_ended_${seat.gameId}`, () => true, GAME_END_MS);
      // nobody claims: after the 75th call the next call ends the game
      for (let i = 0; i <= 75 && (await callNext(ctx, seat.stake)) !== null; i++);
      return ended;
    }),

  [MESSAGE.gameRejoined]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const seat = await joinedAndStarted(ctx, p, P1);
      await callNext(ctx, seat.stake);
      const rejoined = p.next(`_game_rejoined_${seat.gameId}`);
      await p.emitWithAck('_rejoin_game_', { phone: P1, betAmount: seat.stake, gameId: seat.gameId });
      return rejoined;
    }),

  [MESSAGE.initialBoardlistAck]: (ctx) =>
    withPlayer(ctx, async (p) => p.emitWithAck('request_initial_boardlist', { betAmount: await waitingStake(p), phone: P1 })),

  [MESSAGE.rejoinAckError]: (ctx) =>
    withPlayer(ctx, async (p) => p.emitWithAck('_rejoin_game_', { phone: P1, betAmount: await waitingStake(p), gameId: 'g10-finished' })),

  ...AUTO_GAME_MESSAGE_PRODUCERS,
  ...CHAT_MESSAGE_PRODUCERS,
};
