import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $betAmount, $gameId } from '@/entities/game';
import { $user } from '@/entities/session';
import { createSocketDouble } from '@tests/setup/socket-double';
import { $awaitedStakes, $statuses, requestBoardListFx, StakeGate, stakeChosen, tellMeToggled } from './stake';

// The socket is a switchboard: each test decides whether the connection comes, whether the
// acknowledgement arrives, and what it says; server events are delivered by hand.
const socket = {
  connects: true,
  ack: { status: 'success', gameId: 'g10-1', message: 'ok' } as unknown,
  ackFails: false,
  acks: [] as { key: string; payload: unknown }[],
};
const sock = createSocketDouble();
sock.fakes.waitForConnection = async () => {
  if (!socket.connects) throw new Error('timeout');
};
sock.fakes.emitWithAck = async ({ key, payload }) => {
  socket.acks.push({ key, payload });
  await new Promise((r) => setTimeout(r, 0));
  if (socket.ackFails) throw new Error('operation has timed out');
  return socket.ack;
};
const emitted = () => sock.emitted.map((e) => e.key);


const T0 = Date.parse('2030-01-01T08:00:00.000Z');

function setup() {
  const snackbar = vi.fn();
  const navigate = vi.fn();
  const scope = fork({
    values: [[$user, { username: 'abebe', phone: '0911000001', verified: true }]] as never,
    handlers: [
      ...sock.handlers(),
      [showSnackbarFx, snackbar],
      [navigateFx, navigate],
    ],
  });
  return { scope, snackbar, navigate };
}

beforeEach(() => {
  Object.assign(socket, { connects: true, ack: { status: 'success', gameId: 'g10-1', message: 'ok' }, ackFails: false, acks: [] });
  sock.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('stake statuses (spec §2.6)', () => {
  test('opening asks for every stake status; _all_game_status, _all_game_status_update and _game_status_update fill the stores', async () => {
    const { scope } = setup();
    await allSettled(StakeGate.open, { scope, params: {} as never });
    expect(emitted()).toEqual(['requestAllGameStatus']);
    sock.send('allGameStatus:undefined', { '10': { state: 'waiting', remainingTime: 30, waiting: { totalWinning: 8 }, inProgressCount: 1 } });
    await allSettled(scope);
    expect(scope.getState($statuses)[10]).toEqual({ state: 'waiting', endsAt: T0 + 30_000, inProgressCount: 1, totalWinning: 8 });
    sock.send('allGameStatusUpdate:undefined', { betAmount: 10, state: 'inProgress', remainingTime: 0 });
    sock.send('gameStatusUpdate:undefined', { betAmount: 10, waiting: null, inProgressCount: 2, totalWinning: 16 });
    await allSettled(scope);
    expect(scope.getState($statuses)[10]).toEqual({ state: 'inProgress', endsAt: T0, inProgressCount: 2, totalWinning: 16 });
    await allSettled(StakeGate.close, { scope, params: {} as never });
    expect(sock.listeners.size).toBe(0);
  });
});

describe('choosing a stake (spec §4 manual flow 1, §5, §8)', () => {
  test('the board list is granted: the game is entered and the player goes to /boardSelector', async () => {
    const { scope, navigate, snackbar } = setup();
    await allSettled(stakeChosen, { scope, params: 10 });
    expect(socket.acks).toEqual([{ key: 'requestInitialBoardlist', payload: { betAmount: 10, phone: '0911000001' } }]);
    expect(scope.getState($gameId)).toBe('g10-1');
    expect(scope.getState($betAmount)).toBe(10);
    expect(navigate).toHaveBeenCalledWith({ to: '/boardSelector' });
    expect(snackbar).not.toHaveBeenCalled();
  });

  test('a second choice while the first request runs sends nothing', async () => {
    const { scope } = setup();
    const first = allSettled(stakeChosen, { scope, params: 10 });
    await allSettled(stakeChosen, { scope, params: 20 });
    await first;
    expect(socket.acks.map((a) => (a.payload as { betAmount: number }).betAmount)).toEqual([10]);
  });

  test('no connection within 5 s: "Connection failed. Please try again." and nothing is sent', async () => {
    socket.connects = false;
    const { scope, navigate, snackbar } = setup();
    await allSettled(stakeChosen, { scope, params: 10 });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Connection failed. Please try again.' });
    expect(socket.acks).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('the acknowledgement never comes (socket exception): "Connection error. Please try again."', async () => {
    socket.ackFails = true;
    const { scope, navigate, snackbar } = setup();
    await allSettled(stakeChosen, { scope, params: 10 });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Connection error. Please try again.' });
    expect(scope.getState($gameId)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a refused board list shows the server message (or ours when it has none)', async () => {
    socket.ack = { status: 'error', message: 'This stake is closed.' };
    const { scope, snackbar } = setup();
    await allSettled(stakeChosen, { scope, params: 10 });
    expect(snackbar).toHaveBeenLastCalledWith({ kind: 'error', message: 'This stake is closed.' });
    socket.ack = { status: 'error' };
    await allSettled(requestBoardListFx, { scope, params: { betAmount: 10, phone: '0911000001' } });
    expect(snackbar).toHaveBeenLastCalledWith({ kind: 'error', message: 'Unable to get the board list. Please try again.' });
  });
});

describe('"Tell me when it opens" on a stake whose game runs (ours)', () => {
  const running = { '10': { state: 'inProgress', remainingTime: 0, waiting: { totalWinning: 16 }, inProgressCount: 1 } };

  test('asked: the moment the stake turns to waiting, its board list is asked for and the board picker opens', async () => {
    const { scope, navigate } = setup();
    await allSettled(StakeGate.open, { scope, params: {} as never });
    sock.send('allGameStatus:undefined', running);
    await allSettled(scope);
    await allSettled(tellMeToggled, { scope, params: 10 });
    expect(scope.getState($awaitedStakes)).toEqual([10]);
    // the game ends: completed is not open yet
    sock.send('allGameStatusUpdate:undefined', { betAmount: 10, state: 'completed', remainingTime: 0 });
    await allSettled(scope);
    expect(socket.acks).toEqual([]);
    // the next round waits
    sock.send('allGameStatusUpdate:undefined', { betAmount: 10, state: 'waiting', remainingTime: 30 });
    await allSettled(scope);
    expect(socket.acks).toEqual([{ key: 'requestInitialBoardlist', payload: { betAmount: 10, phone: '0911000001' } }]);
    expect(navigate).toHaveBeenCalledWith({ to: '/boardSelector' });
    expect(scope.getState($awaitedStakes)).toEqual([]);
    // once only: a later status of the same stake opens nothing again
    sock.send('gameStatusUpdate:undefined', { betAmount: 10, waiting: { remainingTime: 20, totalWinning: 8 }, inProgressCount: 0, totalWinning: 8 });
    await allSettled(scope);
    expect(socket.acks).toHaveLength(1);
  });

  test('not asked, or asked and tapped off again: the stake turning to waiting opens nothing', async () => {
    const { scope, navigate } = setup();
    await allSettled(StakeGate.open, { scope, params: {} as never });
    sock.send('allGameStatus:undefined', running);
    await allSettled(scope);
    sock.send('allGameStatusUpdate:undefined', { betAmount: 10, state: 'waiting', remainingTime: 30 });
    await allSettled(scope);
    await allSettled(tellMeToggled, { scope, params: 10 });
    await allSettled(tellMeToggled, { scope, params: 10 });
    sock.send('allGameStatusUpdate:undefined', { betAmount: 10, state: 'inProgress', remainingTime: 0 });
    sock.send('allGameStatusUpdate:undefined', { betAmount: 10, state: 'waiting', remainingTime: 30 });
    await allSettled(scope);
    expect(socket.acks).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
