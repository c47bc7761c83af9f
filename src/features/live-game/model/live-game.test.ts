import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { connectionStatus, getSocket, setSocketFactory, subscribeFx } from '@/shared/socket';
import { createSocketDouble } from '@tests/setup/socket-double';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { navigateFx } from '@/shared/routing';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { $gameId, $betAmount, $selectedBoardIds, $prizePool, $restoredFromStorage, gameJoined, gameLeft, notifyNavigateBackFx } from '@/entities/game';
import { fetchBoardsFx } from '@/entities/board';
import { connected, connectionWatchFx } from '@/entities/connection';
import { readClockFx, saveGameCallsFx } from '@/entities/game-play';
import { $calls, $gameCalls, $checking, $claimedBoards, $exitOpen, $marks, $ownWin, $startsAt, $winner, bingoClicked, cellClicked, claimFx, leaveConfirmed, playAgainClicked, LiveGameGate, readyFx, rejoinFx, socketConnectedFx } from './live-game';

// The socket effects are swapped for a recorder: tests play the server through the routes the model
// subscribed, and set how the rejoin is answered.
const socket = createSocketDouble({ unique: true });
const rejoin = { ack: { success: true } as { success?: boolean; error?: string }, calls: [] as unknown[], timeout: false };

const user = { username: 'abebe', phone: '0911000001', verified: true };

// The socket.io client under the real `claimFx` (setSocketFactory): `connected` stays true while the
// server's ping is overdue, as socket.io 4.8 allows (a phone back from sleep); see shared/socket's
// transport.test.ts.
const wire = (() => {
  type Cb = (...args: unknown[]) => void;
  const handlers = new Map<string, Set<Cb>>();
  const engine = { readyState: 'open', transport: { readyState: 'open' }, pingExpired: false, _hasPingExpired: () => engine.pingExpired };
  const socket = {
    connected: true,
    active: true,
    on: (event: string, cb: Cb) => (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(cb),
    off: (event: string, cb: Cb) => handlers.get(event)?.delete(cb),
    disconnect: vi.fn(),
    connect: vi.fn(),
    emit: vi.fn(),
    io: { on: vi.fn(), engine },
  };
  return { socket, engine, fire: (event: string) => handlers.get(event)?.forEach((cb) => cb()) };
})();
setSocketFactory(() => wire.socket as never);
// made once, before the tests (it is made asynchronously, after the modules it loads)
await getSocket();

/** A forked live game; `realClaim` keeps the real `claimFx` (on `wire`) instead of the recorder. */
function setup({ restored = false, socketUp = true, realClaim = false } = {}) {
  const snackbar = vi.fn();
  const navigate = vi.fn();
  const balance = vi.fn(async () => ({ current_balance: 496, promo_balance: 0 }));
  const saved = vi.fn();
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [1, 2]],
      [$user, user],
      [$restoredFromStorage, restored],
    ],
    handlers: [
      [showSnackbarFx, snackbar],
      [navigateFx, navigate],
      [fetchBoardsFx, async () => []],
      [fetchBalanceFx, balance],
      [connectionWatchFx, () => undefined],
      [readClockFx, () => NOW],
      [saveGameCallsFx, saved],
      [socketConnectedFx, () => socketUp],
      [subscribeFx, socket.subscribe],
      ...(realClaim ? [] : [[claimFx, socket.record('bingo')]]),
      [readyFx, socket.record('readyForWinnings')],
      [notifyNavigateBackFx, socket.record('navigateBack')],
      [
        rejoinFx,
        async (payload: unknown) => {
          rejoin.calls.push(payload);
          if (rejoin.timeout) throw new Error('operation has timed out');
          return rejoin.ack;
        },
      ],
    ] as never,
  });
  const server = (key: string, payload: unknown) => socket.send(`${key}:g10-1`, payload);
  return { scope, snackbar, navigate, balance, server, saved };
}
const NOW = Date.parse('2026-11-26T10:00:00.000Z');
/** Waits for the storage writes the model puts after the paint (a timer task where there are no idle callbacks). */
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  // the player is logged in (a game is stored only then)
  localStorage.setItem('token', 'tok-1');
  socket.reset();
  rejoin.calls.length = 0;
  rejoin.ack = { success: true };
  rejoin.timeout = false;
  sessionStorage.clear();
});

describe('live game model: socket events → stores', () => {
  test('a call sent between the join and the game screen opening is kept (the listeners start with the join)', async () => {
    const { scope, server } = setup();
    await allSettled(gameJoined, { scope, params: {} });
    server('bingoNumber', { letter: 'B', number: 7 });
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'I', number: 22 });
    expect(scope.getState($calls).map((c) => c.number)).toEqual([7, 22]);
  });

  test('leaving the game after the join, before its screen opened, stops its listeners', async () => {
    const { scope } = setup();
    await allSettled(gameJoined, { scope, params: {} });
    expect(socket.listeners.has('bingoNumber:g10-1')).toBe(true);
    await allSettled(gameLeft, { scope });
    expect(socket.listeners.has('bingoNumber:g10-1')).toBe(false);
  });

  test('calls are appended once each, marks only for called numbers, prize pool from the server', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 });
    server('bingoNumber', { letter: 'I', number: 22 });
    server('bingoNumber', { letter: 'B', number: 7 }); // delivered twice
    server('totalWinningAmount', { total_winning: 16 });
    expect(scope.getState($calls)).toEqual([
      { letter: 'B', number: 7 },
      { letter: 'I', number: 22 },
    ]);
    expect(scope.getState($prizePool)).toBe(16);
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 7 } });
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 60 } }); // not called
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 7 } }); // already marked
    expect(scope.getState($marks)).toEqual({ 1: [7] });
  });

  test('a claim sends _bingo_; checking disables further claims; Bad Bingo shows the board id', async () => {
    const { scope, server, snackbar } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 }); // the game started: ቢንጎ! is open
    await allSettled(bingoClicked, { scope, params: 2 });
    expect(socket.emitted).toEqual([{ key: 'bingo', payload: { username: 'abebe', betAmount: 10, boardId: 2, phone: '0911000001', gameId: 'g10-1' } }]);
    server('bingoCheckingResult', { checking: true, for: 'abebe' });
    expect(scope.getState($checking)).toEqual({ checking: true, for: 'abebe' });
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emitted).toHaveLength(1);
    server('bingoCheckingResult', { checking: false, for: 'abebe' });
    server('gameResult', { success: false, failed: true, message: 'Bad Bingo', boardId: 2 });
    await allSettled(scope);
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Bad Bingo - boardId [2]') });
    expect(scope.getState($winner)).toBeNull();
  });

  test('a second tap on ቢንጎ! while the claim is pending (no check started yet) sends nothing; after the answer the other board\'s claim goes', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 }); // the game started: ቢንጎ! is open
    await allSettled(bingoClicked, { scope, params: 2 });
    await allSettled(bingoClicked, { scope, params: 2 });
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emittedOf('bingo')).toHaveLength(1);
    // refused at once: the answer ends the pending claim; board 2 was claimed in this game all the same
    server('gameResult', { success: false, failed: true, message: 'Bad Bingo', boardId: 2 });
    await allSettled(scope);
    await allSettled(bingoClicked, { scope, params: 2 });
    expect(socket.emittedOf('bingo')).toHaveLength(1);
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emittedOf('bingo')).toMatchObject([{ boardId: 2 }, { boardId: 1 }]);
  });

  test('a board is claimed once per game: after a reconnect and its rejoin, its ቢንጎ! sends nothing again; the other board\'s claim goes', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 });
    await allSettled(bingoClicked, { scope, params: 2 });
    expect(socket.emittedOf('bingo')).toMatchObject([{ boardId: 2, gameId: 'g10-1' }]);
    // the connection drops before any answer; the reconnect's rejoin ends the pending claim
    await allSettled(connected, { scope });
    server('gameRejoined', { calledNumbers: [{ letter: 'B', number: 7 }] });
    await allSettled(scope);
    await allSettled(bingoClicked, { scope, params: 2 });
    expect(socket.emittedOf('bingo')).toHaveLength(1);
    expect(scope.getState($claimedBoards)).toEqual([2]);
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emittedOf('bingo')).toMatchObject([{ boardId: 2 }, { boardId: 1 }]);
    expect(scope.getState($claimedBoards)).toEqual([2, 1]);
  });

  test('a claim goes only over an open transport: with the ping overdue (still "connected") it says "Connection lost...", hands nothing to socket.io, and the board stays claimable', async () => {
    const { scope, snackbar, server } = setup({ realClaim: true });
    expect(await getSocket()).toBe(wire.socket);
    wire.fire('connect');
    expect(connectionStatus()).toBe('connected');
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 }); // the game started: ቢንጎ! is open
    wire.engine.pingExpired = true;
    await allSettled(bingoClicked, { scope, params: 2 });
    // nothing handed to socket.io, so nothing it could buffer and send after the reconnect
    expect(wire.socket.emit).not.toHaveBeenCalled();
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Connection lost...') });
    expect(scope.getState($claimedBoards)).toEqual([]);
    expect(sessionStorage.getItem('claims.g10-1')).toBeNull();
    // the transport is open again: the same board's claim goes, once
    wire.engine.pingExpired = false;
    await allSettled(bingoClicked, { scope, params: 2 });
    expect(wire.socket.emit).toHaveBeenCalledExactlyOnceWith('_bingo_', { username: 'abebe', betAmount: 10, boardId: 2, phone: '0911000001', gameId: 'g10-1' });
    expect(scope.getState($claimedBoards)).toEqual([2]);
  });

  test('a result with a winner opens the winner modal and refreshes the balance from the server', async () => {
    const { scope, server, balance } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('gameResult', { success: true, failed: false, message: 'BINGO!', winner: 'abebe', boardId: 1, winning_nums: [1, 2], called_numbers: [1, 2] });
    await allSettled(scope);
    expect(scope.getState($winner)?.winner).toBe('abebe');
    expect(balance).toHaveBeenCalledWith('0911000001');
    expect(socket.emitted).toContainEqual({ key: 'readyForWinnings', payload: { game_id: 'g10-1' } });
  });

  test('fairness view: the calls as they came and the server final list are kept when the game is won; a Bad Bingo is no end', async () => {
    const { scope, server, saved } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 1 });
    server('bingoNumber', { letter: 'B', number: 3 }); // 2 never reached the page
    server('gameResult', { success: false, failed: true, message: 'Bad Bingo', boardId: 2 });
    await allSettled(scope);
    expect(scope.getState($gameCalls)).toBeNull();
    server('gameResult', { success: true, failed: false, message: 'BINGO!', winner: 'abebe', boardId: 1, called_numbers: [1, 2, 3], players_count: 4, boards_count: 6 });
    server('gameEnded', { reason: 'winner', failed: false, data: { success: true, message: 'BINGO!', called_numbers: [1, 2, 3] } });
    await allSettled(scope);
    const record = {
      gameId: 'g10-1',
      kind: 'manual',
      seen: [
        { number: 1, letter: 'B', at: NOW },
        { number: 3, letter: 'B', at: NOW },
      ],
      serverFinal: [1, 2, 3],
      players: 4,
      boards: 6,
      endedAt: NOW,
    };
    expect(scope.getState($gameCalls)).toEqual(record);
    // the winner's result completes the strip, but the record keeps what arrived as calls
    expect(scope.getState($calls).map((c) => c.number)).toEqual([1, 2, 3]);
    expect(saved).toHaveBeenCalledExactlyOnceWith({ phone: '0911000001', record });
  });

  test('fairness view: a game that ends without a winner is kept with the end event\'s list', async () => {
    const { scope, server, saved } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 1 });
    server('gameEnded', { reason: 'all numbers called', failed: true, data: { success: false, message: 'No winner this game', called_numbers: [1] } });
    await allSettled(scope);
    expect(scope.getState($gameCalls)).toMatchObject({ seen: [{ number: 1 }], serverFinal: [1] });
    expect(scope.getState($gameCalls)).not.toHaveProperty('players');
    expect(saved).toHaveBeenCalledOnce();
  });

  test('leaving tells the server, clears the game, removes the listeners and goes to /stake', async () => {
    const { scope, navigate } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    expect(socket.listeners.size).toBe(7);
    await allSettled(leaveConfirmed, { scope });
    expect(socket.emitted).toContainEqual({ key: 'navigateBack', payload: { boards: [1, 2], betamount: 10, phone: '0911000001', gameId: 'g10-1' } });
    expect(scope.getState($gameId)).toBeNull();
    expect(socket.listeners.size).toBe(0);
    expect(navigate).toHaveBeenCalledWith({ to: '/stake' });
  });
});

describe('live game model: reconnect, rejoin and reload (spec §4 manual flow 5 and 7)', () => {
  test('a reconnect rejoins; the snapshot comes first, calls that raced with it are kept once', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 5 });
    await allSettled(connected, { scope });
    expect(rejoin.calls).toContainEqual({ phone: '0911000001', betAmount: 10, gameId: 'g10-1' });
    server('bingoNumber', { letter: 'N', number: 40 }); // arrived before the snapshot answer
    server('gameRejoined', { calledNumbers: [{ letter: 'B', number: 5 }, { letter: 'B', number: 12 }] });
    expect(scope.getState($calls).map((c) => c.number)).toEqual([5, 12, 40]);
  });

  test('a failed rejoin shows the server error, opens the exit dialog and clears the saved game id', async () => {
    const { scope, snackbar, server } = setup();
    sessionStorage.setItem('claims.g10-1', '[2]');
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 });
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 7 } });
    await afterPaint();
    expect(sessionStorage.getItem('marks.g10-1')).not.toBeNull();
    rejoin.ack = { error: 'Game not found or already finished.' };
    await allSettled(connected, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Game not found or already finished.') });
    expect(scope.getState($exitOpen)).toBe(true);
    expect(scope.getState($gameId)).toBeNull();
    expect(sessionStorage.getItem('gameId')).toBeNull();
    // the refused game's listeners and stored marks go too; the board on screen keeps its marks
    expect(socket.listeners.size).toBe(0);
    expect(sessionStorage.getItem('marks.g10-1')).toBeNull();
    expect(sessionStorage.getItem('calls.g10-1')).toBeNull();
    expect(sessionStorage.getItem('claims.g10-1')).toBeNull();
    expect(scope.getState($marks)).toEqual({ 1: [7] });
  });

  test('a rejoin without an answer says "Connection error. Please try again." and keeps the game for the next connect', async () => {
    const { scope, snackbar, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    rejoin.timeout = true;
    await allSettled(connected, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Connection error. Please try again.') });
    expect(scope.getState($exitOpen)).toBe(false);
    expect(scope.getState($gameId)).toBe('g10-1');
    server('bingoNumber', { letter: 'B', number: 3 }); // still listening
    expect(scope.getState($calls).map((c) => c.number)).toEqual([3]);
    rejoin.timeout = false;
    await allSettled(connected, { scope });
    // the screen's opening, the failed reconnect, the next one
    expect(rejoin.calls).toHaveLength(3);
  });

  test('no rejoin while the game screen is closed', async () => {
    const { scope } = setup();
    await allSettled(connected, { scope });
    expect(rejoin.calls).toEqual([]);
  });

  test('the screen rejoins when it opens on a connected socket, after a join or a reload: a call sent before the screen’s model listened comes back in the snapshot', async () => {
    const fresh = setup();
    // the join was confirmed while this model was not loaded yet (or by its ack alone): 7 reached no listener
    expect(socket.count('bingoNumber:g10-1')).toBe(0);
    socket.push('bingoNumber:g10-1', { letter: 'B', number: 7 });
    await allSettled(LiveGameGate.open, { scope: fresh.scope, params: {} as never });
    expect(rejoin.calls).toEqual([{ phone: '0911000001', betAmount: 10, gameId: 'g10-1' }]);
    fresh.server('gameRejoined', { calledNumbers: [{ letter: 'B', number: 7 }] });
    expect(fresh.scope.getState($calls).map((c) => c.number)).toEqual([7]);
    rejoin.calls.length = 0;
    const offline = setup({ restored: true, socketUp: false });
    await allSettled(LiveGameGate.open, { scope: offline.scope, params: {} as never });
    expect(rejoin.calls).toEqual([]);
    socket.reset();
    const reloaded = setup({ restored: true });
    await allSettled(LiveGameGate.open, { scope: reloaded.scope, params: {} as never });
    expect(rejoin.calls).toEqual([{ phone: '0911000001', betAmount: 10, gameId: 'g10-1' }]);
  });

  test('out of order: a countdown after the first call, and a late call after the result, change nothing', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 1 });
    server('timerUpdate', { remainingTime: 30 });
    expect(scope.getState($startsAt)).toBe(0);
    server('gameResult', { success: true, failed: false, message: 'BINGO!', winner: 'almaz', boardId: 1, called_numbers: [1, 2] });
    server('bingoNumber', { letter: 'B', number: 2 }); // the last call, after the result
    server('bingoNumber', { letter: 'B', number: 9 }); // never part of this game
    expect(scope.getState($calls).map((c) => c.number)).toEqual([1, 2]);
  });

  test('marks are kept per game id in session storage and come back when the screen opens again', async () => {
    const first = setup();
    await allSettled(LiveGameGate.open, { scope: first.scope, params: {} as never });
    first.server('bingoNumber', { letter: 'B', number: 7 });
    await allSettled(cellClicked, { scope: first.scope, params: { boardId: 1, number: 7 } });
    await afterPaint();
    expect(JSON.parse(sessionStorage.getItem('marks.g10-1') ?? '{}')).toEqual({ 1: [7] });
    const second = setup(); // a fresh page with the same game id (a reload)
    await allSettled(LiveGameGate.open, { scope: second.scope, params: {} as never });
    expect(second.scope.getState($marks)).toEqual({ 1: [7] });
  });

  test('the calls seen are kept per game id: a reload shows them at once, before any snapshot; leaving forgets them', async () => {
    const first = setup();
    await allSettled(LiveGameGate.open, { scope: first.scope, params: {} as never });
    first.server('bingoNumber', { letter: 'B', number: 7 });
    first.server('bingoNumber', { letter: 'O', number: 70 });
    await afterPaint();
    expect(JSON.parse(sessionStorage.getItem('calls.g10-1') ?? '[]')).toEqual([7, 70]);
    socket.reset();
    const second = setup({ restored: true }); // a fresh page with the same game id (a reload)
    rejoin.ack = { success: true };
    await allSettled(LiveGameGate.open, { scope: second.scope, params: {} as never });
    expect(second.scope.getState($calls).map((c) => c.number)).toEqual([7, 70]);
    // the server's snapshot is merged in as before
    second.server('gameRejoined', { calledNumbers: [{ letter: 'B', number: 7 }, { letter: 'O', number: 70 }, { letter: 'G', number: 50 }] });
    expect(second.scope.getState($calls).map((c) => c.number)).toEqual([7, 70, 50]);
    await afterPaint();
    expect(JSON.parse(sessionStorage.getItem('calls.g10-1') ?? '[]')).toEqual([7, 70, 50]);
    await allSettled(cellClicked, { scope: second.scope, params: { boardId: 1, number: 7 } });
    await afterPaint();
    expect(sessionStorage.getItem('marks.g10-1')).not.toBeNull();
    await allSettled(playAgainClicked, { scope: second.scope });
    await allSettled(leaveConfirmed, { scope: second.scope });
    expect(sessionStorage.getItem('calls.g10-1')).toBeNull();
    expect(sessionStorage.getItem('marks.g10-1')).toBeNull();
  });

  test('the boards claimed are kept per game id: after a reload a claimed board\'s ቢንጎ! sends nothing, the other board\'s goes; leaving forgets them', async () => {
    sessionStorage.setItem('claims.g10-0', '[1]'); // another game's claims change nothing here
    const first = setup();
    await allSettled(LiveGameGate.open, { scope: first.scope, params: {} as never });
    first.server('bingoNumber', { letter: 'B', number: 7 }); // the game started: ቢንጎ! is open
    await allSettled(bingoClicked, { scope: first.scope, params: 2 });
    expect(socket.emittedOf('bingo')).toHaveLength(1);
    // stored at once, not after the paint: a reload right after the tap finds it
    expect(JSON.parse(sessionStorage.getItem('claims.g10-1') ?? '[]')).toEqual([2]);
    socket.reset();
    const second = setup({ restored: true }); // a fresh page with the same game id (a reload)
    await allSettled(LiveGameGate.open, { scope: second.scope, params: {} as never });
    second.server('gameRejoined', { calledNumbers: [{ letter: 'B', number: 7 }] });
    await allSettled(second.scope);
    expect(second.scope.getState($claimedBoards)).toEqual([2]);
    await allSettled(bingoClicked, { scope: second.scope, params: 2 });
    expect(socket.emittedOf('bingo')).toEqual([]);
    await allSettled(bingoClicked, { scope: second.scope, params: 1 });
    expect(socket.emittedOf('bingo')).toMatchObject([{ boardId: 1, gameId: 'g10-1' }]);
    expect(JSON.parse(sessionStorage.getItem('claims.g10-1') ?? '[]')).toEqual([2, 1]);
    second.server('gameResult', { success: false, failed: true, message: 'Bad Bingo', boardId: 1 });
    await allSettled(playAgainClicked, { scope: second.scope });
    await allSettled(leaveConfirmed, { scope: second.scope });
    expect(sessionStorage.getItem('claims.g10-1')).toBeNull();
    expect(second.scope.getState($claimedBoards)).toEqual([]);
  });

  test('a call is stored after its paint, not in its own task; leaving before that stores nothing', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 });
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 7 } });
    // the call and the mark are on screen; session storage gets them once the browser is idle
    expect(scope.getState($calls).map((c) => c.number)).toEqual([7]);
    expect(sessionStorage.getItem('calls.g10-1')).toBeNull();
    expect(sessionStorage.getItem('marks.g10-1')).toBeNull();
    await afterPaint();
    expect(JSON.parse(sessionStorage.getItem('calls.g10-1') ?? '[]')).toEqual([7]);
    expect(JSON.parse(sessionStorage.getItem('marks.g10-1') ?? '{}')).toEqual({ 1: [7] });
    // a call whose write still waits when the player leaves is not written back for the left game
    server('bingoNumber', { letter: 'O', number: 70 });
    await allSettled(playAgainClicked, { scope });
    await allSettled(leaveConfirmed, { scope });
    await afterPaint();
    expect(sessionStorage.getItem('calls.g10-1')).toBeNull();
    expect(sessionStorage.getItem('marks.g10-1')).toBeNull();
  });
});

test('a win is the player’s own when the winning board is one of their boards', () => {
  const result = { message: 'Bingo!', winner: 'abebe', boardId: 21 };
  const own = fork({ values: [[$winner, result], [$selectedBoardIds, [21, 22]]] });
  expect(own.getState($ownWin)).toBe(true);
  const other = fork({ values: [[$winner, { ...result, boardId: 30 }], [$selectedBoardIds, [21, 22]]] });
  expect(other.getState($ownWin)).toBe(false);
  expect(fork({ values: [[$selectedBoardIds, [21]]] }).getState($ownWin)).toBe(false);
});
