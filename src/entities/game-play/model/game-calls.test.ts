import { allSettled, createEvent, createStore, fork, type EventCallable } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { GameCallsRecord } from '../lib/fairness';
import { forgetStoredPlayer, readToken, writeToken } from '@/shared/api';
import { $gameCallsById, $storedGameCalls, createGameCallsRecord, GameCallsGate, readClockFx, readGameCallsFx, saveGameCallsFx, type GameEnd } from './game-calls';

const T = Date.parse('2026-11-26T10:00:00.000Z');
const PHONE = '0911000001';

// one game screen's units, as a feature model hands them to the factory
const called = createEvent<{ number: number }>();
const restored = createEvent<{ number: number }[]>();
const ended = createEvent<GameEnd>();
const reset = createEvent();
const $gameId = createStore<string | null>(null);
const $phone = createStore<string | null>(null);
const { $record, $seen } = createGameCallsRecord({ kind: 'manual', $gameId, $phone, called, restored, ended, reset });

/** A scope whose clock says what the test sets (`clock.now`, epoch ms) and whose storage is a recorder. */
function setup(stored: GameCallsRecord[] = []) {
  const clock = { now: T };
  const save = vi.fn();
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$phone, PHONE],
    ],
    handlers: [
      [readClockFx, () => clock.now],
      [saveGameCallsFx, save],
      [readGameCallsFx, () => stored],
    ],
  });
  const call = async (number: number, at: number) => {
    clock.now = at;
    await allSettled(called, { scope, params: { number } });
  };
  return { scope, clock, save, call };
}

describe('fairness record of a game screen', () => {
  test('calls are noted as they arrive with their time; the end makes the record once and stores it for the player', async () => {
    const { scope, clock, save, call } = setup();
    await call(7, T);
    await call(22, T + 3000);
    await call(7, T + 4000); // delivered twice: the first arrival stays
    await call(0, T + 5000); // never a call
    expect(scope.getState($seen)).toEqual([
      { number: 7, letter: 'B', at: T },
      { number: 22, letter: 'I', at: T + 3000 },
    ]);
    clock.now = T + 9000;
    await allSettled(ended, { scope, params: { serverFinal: [7, 22, 40], players: 3, boards: 5 } });
    const record: GameCallsRecord = {
      gameId: 'g10-1',
      kind: 'manual',
      seen: scope.getState($seen),
      serverFinal: [7, 22, 40],
      players: 3,
      boards: 5,
      endedAt: T + 9000,
    };
    expect(scope.getState($record)).toEqual(record);
    expect(save).toHaveBeenCalledExactlyOnceWith({ phone: PHONE, record });
    // a second end (the end event after the winner's result) and a late call change nothing
    await allSettled(ended, { scope, params: { serverFinal: [7, 22, 40, 41] } });
    await call(41, T + 10_000);
    expect(scope.getState($record)).toEqual(record);
    expect(save).toHaveBeenCalledOnce();
  });

  test('no counts from the server: none in the record; no server list: null', async () => {
    const { scope } = setup();
    await allSettled(called, { scope, params: { number: 3 } });
    await allSettled(ended, { scope, params: { serverFinal: null } });
    expect(scope.getState($record)).toEqual({ gameId: 'g10-1', kind: 'manual', seen: [{ number: 3, letter: 'B', at: T }], serverFinal: null, endedAt: T });
    expect(Object.keys(scope.getState($record)!)).not.toContain('players');
  });

  test('a snapshot (rejoin, join details) counts its calls as arriving when it came; the server list is never a seen call', async () => {
    const { scope, clock, call } = setup();
    await call(5, T);
    clock.now = T + 60_000;
    await allSettled(restored, { scope, params: [{ number: 5 }, { number: 9 }, { number: 12 }] });
    await allSettled(ended, { scope, params: { serverFinal: [5, 9, 12, 70] } });
    expect(scope.getState($record)!.seen.map((s) => [s.number, s.at])).toEqual([
      [5, T],
      [9, T + 60_000],
      [12, T + 60_000],
    ]);
    expect(scope.getState($record)!.serverFinal).toEqual([5, 9, 12, 70]);
  });

  test('leaving or a new game starts over; without a player nothing is recorded', async () => {
    const { scope, save, call } = setup();
    await call(5, T);
    await allSettled(reset, { scope });
    expect(scope.getState($seen)).toEqual([]);
    await call(6, T);
    await allSettled($gameId, { scope, params: 'g10-2' });
    expect(scope.getState($seen)).toEqual([]);
    await allSettled($phone, { scope, params: null });
    await allSettled(ended, { scope, params: { serverFinal: [6] } });
    expect(scope.getState($record)).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('stored games (game history)', () => {
  const stored: GameCallsRecord = { gameId: 'g10-0', kind: 'manual', seen: [], serverFinal: [], endedAt: T };

  test('the history reads the player\'s games; a game that ends meanwhile is listed at once', async () => {
    const { scope, call } = setup([stored]);
    await allSettled(GameCallsGate.open, { scope, params: { phone: PHONE } });
    expect(scope.getState($storedGameCalls)).toEqual([stored]);
    await call(4, T);
    await allSettled(ended, { scope, params: { serverFinal: [4] } });
    expect(Object.keys(scope.getState($gameCallsById))).toEqual(['g10-0', 'g10-1']);
    expect(scope.getState($gameCallsById)['g10-1']?.seen.map((s) => s.number)).toEqual([4]);
  });

  test('a history opened before the session is known reads the games once the player is', async () => {
    const { scope } = setup([stored]);
    await allSettled(GameCallsGate.open, { scope, params: { phone: '' } });
    expect(scope.getState($storedGameCalls)).toEqual([]);
    // useGate sends new props through the gate's `set` event, which effector-react's types leave out
    const propsChanged = (GameCallsGate as unknown as { set: EventCallable<{ phone: string }> }).set;
    await allSettled(propsChanged, { scope, params: { phone: PHONE } });
    expect(scope.getState($storedGameCalls)).toEqual([stored]);
  });

  test('another player\'s game is not listed', async () => {
    const { scope, call } = setup([]);
    await allSettled(GameCallsGate.open, { scope, params: { phone: '0911000002' } });
    await call(4, T);
    await allSettled(ended, { scope, params: { serverFinal: [4] } });
    expect(scope.getState($storedGameCalls)).toEqual([]);
  });

  test('storage: the key is per player and survives a read of odd text', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('cartela.player.gameCalls', '{broken');
    await saveGameCallsFx({ phone: PHONE, record: stored });
    expect(await readGameCallsFx(PHONE)).toEqual([stored]);
    expect(await readGameCallsFx('0911000002')).toEqual([]);
    localStorage.clear();
  });

  test('a shared phone: after a logout a game that ends (the page unloading) stores nothing', async () => {
    localStorage.setItem('token', 'tok-1');
    expect(readToken()).toBe('tok-1');
    forgetStoredPlayer();
    await saveGameCallsFx({ phone: PHONE, record: stored });
    expect(localStorage.getItem('cartela.player.gameCalls')).toBeNull();
    // nor when another tab has meanwhile logged in another player: this tab's session is over
    localStorage.setItem('token', 'tok-1');
    writeToken('tok-1');
    localStorage.setItem('token', 'tok-2');
    forgetStoredPlayer();
    await saveGameCallsFx({ phone: PHONE, record: stored });
    expect(localStorage.getItem('cartela.player.gameCalls')).toBeNull();
    localStorage.clear();
  });
});
