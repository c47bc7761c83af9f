import { beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetSeatIntentFx, takeSeatIntentFx } from './seat-intents';

const join = { kind: 'join' as const, phone: '0911000001', gameId: 'g10-1', boards: [4, 7], betAmount: 10 };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  vi.useRealTimers();
});

describe('seat intents kept on the device until answered (spec §5, §7 requestId)', () => {
  test('the same player, game, stake and boards (in any order) get the same request id after a reload; other boards a new one', async () => {
    const first = await takeSeatIntentFx({ target: join, held: null });
    const again = await takeSeatIntentFx({ target: { ...join, boards: [7, 4] }, held: null });
    const other = await takeSeatIntentFx({ target: { ...join, boards: [4] }, held: null });
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  test("another player on the same phone never gets the first player's request id", async () => {
    const mine = await takeSeatIntentFx({ target: join, held: null });
    const theirs = await takeSeatIntentFx({ target: { ...join, phone: '0911000002' }, held: null });
    expect(theirs.key).not.toBe(mine.key);
  });

  test('an answered intent is forgotten: the next one is new', async () => {
    const first = await takeSeatIntentFx({ target: join, held: null });
    await forgetSeatIntentFx(first.key);
    const next = await takeSeatIntentFx({ target: join, held: null });
    expect(next.key).not.toBe(first.key);
  });

  test('nothing is written once the session has ended (a logout while the answer lands)', async () => {
    localStorage.removeItem('token');
    await takeSeatIntentFx({ target: join, held: null });
    expect(localStorage.getItem('cartela.seatIntents')).toBeNull();
  });

  test('an intent older than six hours is dropped; unreadable storage gives none', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T06:00:00Z') });
    const old = await takeSeatIntentFx({ target: join, held: null });
    vi.setSystemTime(Date.parse('2026-11-29T12:00:01Z'));
    const later = await takeSeatIntentFx({ target: join, held: null });
    expect(later.key).not.toBe(old.key);
    localStorage.setItem('cartela.seatIntents', '{not json');
    expect((await takeSeatIntentFx({ target: join, held: null })).key).toEqual(expect.any(String));
  });
});
