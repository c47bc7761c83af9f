import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setSessionPlayer } from '@/shared/api';
import { $activeGame, activeGameChecked, activeGameLeft, activeGamePrizeSeen, activeGameSeated, readServerGameFx } from './active-game';

const abebe = { username: 'abebe', phone: '0911000001', verified: true };
const almaz = { username: 'almaz', phone: '0911000002', verified: true };
const seat = { mode: 'manual' as const, gameId: 'g10-1', betAmount: 10, boards: [11, 12] };
const T0 = Date.parse('2030-01-01T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;

/** A page of `user` (a new tab or the app opened again): it reads what the device keeps when a screen asks. */
async function pageOf(user: typeof abebe | null, server: unknown = null) {
  setSessionPlayer(user?.phone ?? null);
  const scope = fork({ handlers: [[readServerGameFx, () => (user ? server : null)]] as never });
  await allSettled(activeGameChecked, { scope });
  return scope;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('the game a player is seated in, kept on the device per player', () => {
  test('seated in one page, another page of the same player offers it; another player on the phone never sees it', async () => {
    const first = await pageOf(abebe);
    expect(first.getState($activeGame)).toBeNull();
    await allSettled(activeGameSeated, { scope: first, params: seat });
    await allSettled(activeGamePrizeSeen, { scope: first, params: { gameId: 'g10-1', prizePool: 16 } });

    expect((await pageOf(abebe)).getState($activeGame)).toEqual({ ...seat, prizePool: 16 });
    expect((await pageOf(almaz)).getState($activeGame)).toBeNull();
    expect((await pageOf(null)).getState($activeGame)).toBeNull();
  });

  test('after a logout the next player on the phone sees nothing of the last one, the last one finds it again', async () => {
    await allSettled(activeGameSeated, { scope: await pageOf(abebe), params: seat });
    localStorage.setItem('token', 'tok-2');
    expect((await pageOf(almaz)).getState($activeGame)).toBeNull();
    expect((await pageOf(abebe)).getState($activeGame)).toEqual(seat);
  });

  test('nothing is written once the session has ended (no token)', async () => {
    localStorage.removeItem('token');
    const page = await pageOf(abebe);
    await allSettled(activeGameSeated, { scope: page, params: seat });
    expect(localStorage.getItem('cartela.activeGames')).toBeNull();
  });

  test('kept for four hours, not longer', async () => {
    await allSettled(activeGameSeated, { scope: await pageOf(abebe), params: seat });
    vi.setSystemTime(T0 + 4 * HOUR - 1000);
    expect((await pageOf(abebe)).getState($activeGame)).toEqual(seat);
    vi.setSystemTime(T0 + 4 * HOUR);
    expect((await pageOf(abebe)).getState($activeGame)).toBeNull();
  });

  test('forgotten when the player leaves it, it ends or the rejoin is refused (that game only)', async () => {
    const page = await pageOf(abebe);
    await allSettled(activeGameSeated, { scope: page, params: seat });
    await allSettled(activeGameLeft, { scope: page, params: { gameId: 'g20-1' } });
    expect((await pageOf(abebe)).getState($activeGame)).toEqual(seat);
    await allSettled(activeGameLeft, { scope: page, params: { gameId: 'g10-1' } });
    expect(page.getState($activeGame)).toBeNull();
    expect((await pageOf(abebe)).getState($activeGame)).toBeNull();
    expect(localStorage.getItem('cartela.activeGames')).toBeNull();
  });

  test("another player's seat stays when one player's goes", async () => {
    await allSettled(activeGameSeated, { scope: await pageOf(almaz), params: { ...seat, gameId: 'g20-1', betAmount: 20 } });
    const page = await pageOf(abebe);
    await allSettled(activeGameSeated, { scope: page, params: seat });
    await allSettled(activeGameLeft, { scope: page, params: { gameId: 'g10-1' } });
    expect((await pageOf(almaz)).getState($activeGame)).toEqual({ ...seat, gameId: 'g20-1', betAmount: 20 });
  });
});

describe('the proposed activeGame of the session check', () => {
  test("the server's game is offered when it names one (another device's seat); null, absent or unknown shapes fall back to this device", async () => {
    const server = { mode: 'scheduled', gameId: 'auto-7', betAmount: 20, boardIds: [3] };
    expect((await pageOf(abebe, server)).getState($activeGame)).toEqual({ mode: 'scheduled', gameId: 'auto-7', betAmount: 20, boards: [3] });
    await allSettled(activeGameSeated, { scope: await pageOf(abebe), params: seat });
    for (const none of [null, undefined, { mode: 'other', gameId: 'x', betAmount: 10 }, 'g10-1']) {
      expect((await pageOf(abebe, none)).getState($activeGame)).toEqual(seat);
    }
  });

  test("once the player leaves the server's game, this page stops offering it", async () => {
    const page = await pageOf(abebe, { mode: 'manual', gameId: 'g10-1', betAmount: 10 });
    expect(page.getState($activeGame)?.gameId).toBe('g10-1');
    await allSettled(activeGameLeft, { scope: page, params: { gameId: 'g10-1' } });
    expect(page.getState($activeGame)).toBeNull();
  });
});
