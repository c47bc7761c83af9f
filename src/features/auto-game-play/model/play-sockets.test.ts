import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { subscribeFx } from '@/shared/socket';
import { setSessionPlayer } from '@/shared/api';
import { $activeGame, activeGameChecked } from '@/entities/active-game';
import { createSocketDouble } from '@tests/setup/socket-double';
import { playCallFx } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $boardsById, fetchBoardFx } from '@/entities/board';
import { connected, connectionWatchFx } from '@/entities/connection';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { readClockFx, saveGameCallsFx } from '@/entities/game-play';
import { $autoCalls, $autoExitOpen, $autoGameCalls, $autoDetails, $autoResult, $autoSecondsLeft, AutoPlayGate, connectFx, joinAutoGameFx, sendJoinFx } from './play';

/**
 * The auto game play model against the socket double (house style "Sockets": per-game listeners are
 * removed when the game is left; spec §4 Scheduled game flow, §7 scheduled events, §8). Its socket
 * effects are swapped with fork handlers; tests play the server through the routes it subscribed.
 */
const socket = createSocketDouble({ unique: true });
const state = { connect: async () => undefined as void, joinAck: { success: true } as unknown };

const user = { username: 'abebe', phone: '0911000001', verified: true };
const board = (id: number) => ({ board_id: id, board_name: `B${id}`, board_numbers: [[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50], [61, 62, 63, 64, 65]] });
const details = { boardIds: [4, 9], startTime: '2030-01-01T00:00:00.000Z', betAmount: 20, totalWinning: 32, calledNumbers: [{ number: 7, letter: 'B' }] };

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
function setup(values: [unknown, unknown][] = []) {
  const snack = vi.fn();
  const saved = vi.fn();
  const fetched = vi.fn(async (id: number) => board(id));
  const scope = fork({
    values: [[$user, user], ...values] as never,
    handlers: [
      // the socket: the double, a connect the test controls, the join's answer
      [subscribeFx, socket.subscribe],
      [connectFx, () => state.connect()],
      [sendJoinFx, async (payload: unknown) => (socket.record('joinAutoGame')(payload), { ack: state.joinAck })],
      [connectionWatchFx, () => undefined],
      // the rest of the app
      [fetchBoardFx, fetched],
      [fetchBalanceFx, async () => ({ current_balance: 500, promo_balance: 0 })],
      [showSnackbarFx, snack],
      [navigateFx, () => undefined],
      [readClockFx, () => NOW],
      [saveGameCallsFx, saved],
      [playCallFx, () => undefined],
    ] as never,
  });
  return { scope, snack, fetched, saved };
}
const server = (name: string, payload: unknown) => socket.send(name, payload);
const emittedOf = (key: string) => socket.emittedOf(key);

beforeEach(() => {
  socket.reset();
  state.connect = async () => undefined;
  state.joinAck = { success: true };
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduled play screen: listeners per game (house style "Sockets")', () => {
  test('opening listens to the four per-game events and joins; leaving removes them and the 1 s timer', async () => {
    vi.useFakeTimers();
    const { scope } = setup();
    const timersBefore = vi.getTimerCount();
    await allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
    expect([...socket.listeners.keys()].sort()).toEqual(['autoBingoNumber:g1', 'autoBingoResult:g1', 'autoGameDetails:g1', 'autoGameMsg:g1']);
    expect(emittedOf('joinAutoGame')).toEqual([{ gameId: 'g1', phone: '0911000001', requestId: expect.any(String) }]);
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
    await allSettled(AutoPlayGate.close, { scope, params: { gameId: 'g1' } });
    expect(socket.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(timersBefore);
  });

  test('20 games in a row: listeners never pile up, and the last game only is listened to', async () => {
    const { scope } = setup();
    for (let i = 1; i <= 20; i++) {
      await allSettled(AutoPlayGate.open, { scope, params: { gameId: `g${i}` } });
      expect(socket.listeners.size).toBe(4);
      if (i < 20) await allSettled(AutoPlayGate.close, { scope, params: { gameId: `g${i}` } });
    }
    expect([...socket.listeners.keys()].every((k) => k.endsWith(':g20'))).toBe(true);
    await allSettled(AutoPlayGate.close, { scope, params: { gameId: 'g20' } });
    expect(socket.listeners.size).toBe(0);
  });

  test('server events become stores: details, calls accumulate, the result; the countdown from the start time', async () => {
    const { scope, fetched } = setup([[$boardsById, { 4: board(4) }]]);
    await allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
    server('autoGameDetails:g1', { ...details, calledNumbers: [] });
    await allSettled(scope);
    expect(scope.getState($autoDetails)?.boardIds).toEqual([4, 9]);
    // board 4 is in the cache, board 9 is fetched by id (spec §4)
    expect(fetched.mock.calls.map((c) => c[0])).toEqual([9]);
    expect(scope.getState($autoSecondsLeft)).toBeGreaterThan(1);
    server('autoBingoNumber:g1', { number: 7, letter: 'B' });
    server('autoBingoNumber:g1', { number: 50, letter: 'G' });
    await allSettled(scope);
    expect(scope.getState($autoCalls)).toEqual([{ number: 7, letter: 'B' }, { number: 50, letter: 'G' }]);
    // once numbers are called the game has started: no countdown
    expect(scope.getState($autoSecondsLeft)).toBe(0);
    server('autoBingoResult:g1', { hasWinner: true, winning_board_ids: [4], winning_board_maps: { 4: board(4).board_numbers }, winnerPhoneMap: { 4: '0911000001' }, called_numbers: [7, 50], patternGrid: Array.from({ length: 5 }, () => [true, false, false, false, false]), message: 'BINGO!' });
    await allSettled(scope);
    expect(scope.getState($autoResult)?.winning_board_ids).toEqual([4]);
  });

  test('fairness view: the join\'s calls and the live ones are kept with the result\'s list and counts', async () => {
    const { scope, saved } = setup([[$boardsById, { 4: board(4) }]]);
    await allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
    server('autoGameDetails:g1', details); // B-7 was called before the join
    server('autoBingoNumber:g1', { number: 50, letter: 'G' });
    server('autoBingoResult:g1', { hasWinner: false, winning_board_ids: [], winning_board_maps: {}, winnerPhoneMap: {}, called_numbers: [7, 50, 66], patternGrid: Array.from({ length: 5 }, () => [true, false, false, false, false]), message: 'No winner this game', players_count: 3, boards_count: 5 });
    await allSettled(scope);
    const record = { gameId: 'g1', kind: 'scheduled', seen: [{ number: 7, letter: 'B', at: NOW }, { number: 50, letter: 'G', at: NOW }], serverFinal: [7, 50, 66], players: 3, boards: 5, endedAt: NOW };
    expect(scope.getState($autoGameCalls)).toEqual(record);
    expect(saved).toHaveBeenCalledExactlyOnceWith({ phone: '0911000001', record });
  });

  test('a socket that does not connect: "Connection error. Please try again." (spec §4, §8)', async () => {
    state.connect = async () => {
      throw new Error('timeout');
    };
    const { scope, snack } = setup();
    await allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'Connection error. Please try again.' });
    expect(emittedOf('joinAutoGame')).toEqual([]);
  });

  test('a reconnect while watching joins again (the details restore the calls); not while the first join waits', async () => {
    let connect!: () => void;
    state.connect = () => new Promise<void>((resolve) => (connect = resolve));
    const { scope } = setup();
    const opening = allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(scope.getState(joinAutoGameFx.pending)).toBe(true);
    // the first connect of the socket while the opening join waits for it: one join only
    const firstConnect = allSettled(connected, { scope });
    connect();
    await Promise.all([opening, firstConnect]);
    expect(emittedOf('joinAutoGame')).toHaveLength(1);
    state.connect = async () => undefined;
    await allSettled(connected, { scope });
    expect(emittedOf('joinAutoGame')).toEqual([
      { gameId: 'g1', phone: '0911000001', requestId: expect.any(String) },
      { gameId: 'g1', phone: '0911000001', requestId: expect.any(String) },
    ]);
    server('autoGameDetails:g1', { ...details, calledNumbers: [{ number: 7, letter: 'B' }, { number: 22, letter: 'I' }] });
    await allSettled(scope);
    expect(scope.getState($autoCalls).map((c) => c.number)).toEqual([7, 22]);
    // after leaving, a reconnect joins nothing
    await allSettled(AutoPlayGate.close, { scope, params: { gameId: 'g1' } });
    await allSettled(connected, { scope });
    expect(emittedOf('joinAutoGame')).toHaveLength(2);
  });

  test('joinAutoGameFx returns the ack error as { error }', async () => {
    state.joinAck = { error: 'Game not found.' };
    const { scope } = setup();
    const r = await allSettled(joinAutoGameFx, { scope, params: { gameId: 'nope', phone: user.phone } });
    expect(r).toEqual({ status: 'done', value: { error: 'Game not found.' } });
  });

  test('an ack {success: false, message} is a refusal too: the server message is shown and the exit dialog opens', async () => {
    state.joinAck = { success: false, message: 'This game has been cancelled.' };
    const { scope, snack } = setup();
    await allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'This game has been cancelled.' });
    expect(scope.getState($autoExitOpen)).toBe(true);
  });
});

describe('the seat on the device for "Back to your game" (ours)', () => {
  const keptGame = async () => {
    const other = fork();
    await allSettled(activeGameChecked, { scope: other });
    return other.getState($activeGame);
  };

  test('the details naming the player’s boards keep it; the game’s result forgets it', async () => {
    localStorage.setItem('token', 'tok-1');
    setSessionPlayer(user.phone);
    const { scope } = setup();
    await allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
    server('autoGameDetails:g1', details);
    await allSettled(scope);
    expect(await keptGame()).toEqual({ mode: 'scheduled', gameId: 'g1', betAmount: 20, boards: [4, 9], prizePool: 32 });
    server('autoBingoResult:g1', { hasWinner: false, winning_board_ids: [], winning_board_maps: {}, winnerPhoneMap: {}, called_numbers: [7], patternGrid: Array.from({ length: 5 }, () => [true, false, false, false, false]), message: 'No winner this game' });
    await allSettled(scope);
    expect(await keptGame()).toBeNull();
    localStorage.clear();
    setSessionPlayer(null);
  });
});
