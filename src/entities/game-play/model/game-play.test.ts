import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { createGate } from 'effector-react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { route, subscribeFx } from '@/shared/socket';
import { playCallFx } from '@/shared/lib/sound';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { createSocketDouble } from '@tests/setup/socket-double';
import { says } from '@tests/setup/says';
import { readClockFx, saveGameCallsFx } from './game-calls';
import { createGamePlay } from './game-play';

/**
 * The game-play core on its own, with a mode made up here (its events, its rejoin effect): what
 * both game modes get from it — listeners per game, calls with one sound each, the rejoin on a
 * reconnect and after an unreadable payload, a refused rejoin, and the result.
 */
const socket = createSocketDouble({ unique: true });
const Gate = createGate<void>('TestPlayGate');
const called = createEvent<{ number: number }>();
const snapshot = createEvent<{ calledNumbers: { number: number }[] }>();
const result = createEvent<{ winner: string | null; message: string }>();
const connected = createEvent();
const left = createEvent();
const balanceRefresh = createEvent<string>();
const $refreshes = createStore<string[]>([]).on(balanceRefresh, (list, phone) => [...list, phone]);
const $gameId = createStore<string | null>('g1');
const $phone = createStore<string | null>('0911000001');
const rejoinFx = createEffect((_: { gameId: string }): { error?: string | null } => ({}));

const play = createGamePlay({
  kind: 'manual',
  gate: Gate,
  $gameId,
  $phone,
  reset: left,
  routes: () => [route('bingoNumber', called), route('gameRejoined', snapshot)],
  calls: { called, snapshot: snapshot.map((s) => s.calledNumbers), restored: snapshot.map((s) => s.calledNumbers), ended: result.map(() => ({ serverFinal: null })) },
  $boards: createStore({}),
  $startsAt: createStore<number | null>(null),
  rejoin: { fx: rejoinFx, $target: $gameId.map((gameId) => (gameId ? { gameId } : null)), connected, failMessage: (e) => `no answer: ${e.message}` },
  result: {
    won: result.filter({ fn: (r) => r.winner !== null }),
    noWinner: result.filterMap((r) => (r.winner === null ? r.message : undefined)),
    settled: result,
    balanceRefresh,
  },
});

function setup(rejoin: (p: { gameId: string }) => unknown = () => ({})) {
  const snack = vi.fn();
  const sound = vi.fn();
  const rejoins = vi.fn(rejoin);
  const scope = fork({
    handlers: [
      [subscribeFx, socket.subscribe],
      [rejoinFx, rejoins],
      [showSnackbarFx, snack],
      [playCallFx, sound],
      [readClockFx, () => 0],
      [saveGameCallsFx, () => undefined],
    ] as never,
  });
  return { scope, snack, sound, rejoins };
}

beforeEach(() => socket.reset());

describe('game-play core', () => {
  test('a fresh call is kept once and sounds once, through playCallFx (a test swaps it with a fork handler)', async () => {
    const { scope, sound } = setup();
    await allSettled(play.listen, { scope, params: 'g1' });
    socket.send('bingoNumber:g1', { number: 7, letter: 'B' });
    socket.send('bingoNumber:g1', { number: 7, letter: 'B' });
    await allSettled(scope);
    expect(scope.getState(play.$calls)).toEqual([{ letter: 'B', number: 7 }]);
    expect(sound.mock.calls.map(([p]) => p)).toEqual([{ number: 7, voice: 'am' }]);
  });

  test('an unreadable payload is reported and rejoins once, however many arrive while the rejoin waits; the snapshot restores the calls', async () => {
    let answer!: () => void;
    let opening = true;
    // the rejoin of the screen's opening answers at once; the next ones wait
    const { scope, snack, rejoins } = setup(() => (opening ? ((opening = false), {}) : new Promise((done) => (answer = () => done({})))));
    await allSettled(Gate.open, { scope, params: {} as never });
    rejoins.mockClear();
    await allSettled(play.listen, { scope, params: 'g1' });
    socket.unreadable('g1', 'bingoNumber');
    socket.unreadable('g1', 'bingoNumber');
    expect(rejoins).toHaveBeenCalledTimes(1);
    expect(snack).toHaveBeenCalledTimes(1);
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: says('The game sent something we could not read. Reconnecting…') });
    answer();
    socket.send('gameRejoined:g1', { calledNumbers: [{ number: 4, letter: 'B' }] });
    await allSettled(scope);
    expect(scope.getState(play.$calls).map((c) => c.number)).toEqual([4]);
  });

  test('a call sent before the screen listened (its model loaded after the join was confirmed) is restored: opening the screen rejoins and the snapshot fills the gap', async () => {
    const { scope, rejoins } = setup();
    // the server calls 7 while nothing listens to the game yet: no listener gets it
    expect(socket.count('bingoNumber:g1')).toBe(0);
    socket.push('bingoNumber:g1', { number: 7, letter: 'B' });
    await allSettled(Gate.open, { scope, params: {} as never });
    await allSettled(play.listen, { scope, params: 'g1' });
    expect(rejoins).toHaveBeenCalledWith({ gameId: 'g1' });
    socket.send('bingoNumber:g1', { number: 12, letter: 'B' });
    socket.send('gameRejoined:g1', { calledNumbers: [{ number: 7, letter: 'B' }] });
    await allSettled(scope);
    expect(scope.getState(play.$calls).map((c) => c.number)).toEqual([7, 12]);
  });

  test('a reconnect rejoins only while the screen is open; no answer is said and keeps the game; a refusal is said and opens the exit dialog', async () => {
    const { scope, snack, rejoins } = setup(() => Promise.reject(new Error('timeout')));
    await allSettled(connected, { scope });
    expect(rejoins).not.toHaveBeenCalled();
    await allSettled(Gate.open, { scope, params: {} as never });
    await allSettled(connected, { scope });
    expect(rejoins).toHaveBeenCalledWith({ gameId: 'g1' });
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'no answer: timeout' });
    expect(scope.getState(play.exit.$open)).toBe(false);
    const refused = setup(() => ({ error: 'Game not found.' }));
    await allSettled(Gate.open, { scope: refused.scope, params: {} as never });
    await allSettled(connected, { scope: refused.scope });
    expect(refused.snack).toHaveBeenCalledWith({ kind: 'error', message: 'Game not found.' });
    expect(refused.scope.getState(play.exit.$open)).toBe(true);
  });

  test('a result with a winner is shown until closed; one without is said; either way the balance is read again', async () => {
    const { scope, snack } = setup();
    await allSettled(result, { scope, params: { winner: null, message: 'No winner this game' } });
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'No winner this game' });
    expect(scope.getState(play.$winner)).toBeNull();
    await allSettled(result, { scope, params: { winner: 'abebe', message: 'BINGO!' } });
    expect(scope.getState(play.$winner)).toEqual({ winner: 'abebe', message: 'BINGO!' });
    expect(scope.getState($refreshes)).toEqual(['0911000001', '0911000001']);
    await allSettled(play.winnerClosed, { scope });
    expect(scope.getState(play.$winner)).toBeNull();
  });
});
