import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $user, sessionStarted } from '@/entities/session';
import type { Transaction } from '@/shared/api';
import * as r from './reminder';

const T = Date.parse('2026-11-24T08:00:00.000Z');
const HOUR = 3_600_000;
const lost: Transaction = { type: 'game_lost', date: '2026-11-24T08:30:00.000Z', amount: 20, net_amount: 20, isdebit: true };

/** A scope whose timer wakes only when the test says (`wake(now)`); the ledger answers one lost game. */
async function openSession(stored: { minutes?: 30 | 60 | 120 | null; keptAt?: number | null } = {}) {
  const waits: { at: number }[] = [];
  const readLedger = vi.fn(async () => [lost]);
  const leave = vi.fn();
  const scope = fork({
    handlers: [
      [r.startSessionFx, () => ({ minutes: stored.minutes === undefined ? 60 : stored.minutes, startedAt: T, keptAt: stored.keptAt ?? null })],
      [r.scheduleFx, (at: number) => void waits.push({ at })],
      [r.keepPlayingFx, () => T + HOUR + 5 * 60_000],
      [r.readLedgerFx, readLedger],
      [r.leaveFx, leave],
    ],
  });
  await allSettled(sessionStarted, { scope, params: { token: 't', user: { username: 'abebe', phone: '0911000001', verified: true } } });
  await allSettled(r.ReminderGate.open, { scope, params: {} });
  /** The timer wakes at `now` (epoch ms). */
  const wake = (now: number) => allSettled(r.reminderWoke, { scope, params: now });
  return { scope, waits, wake, readLedger, leave };
}

describe('session reminder (responsible play)', () => {
  test('after 60 minutes of play: the time played and the net result from the ledger', async () => {
    const { scope, waits, wake, readLedger } = await openSession();
    expect(scope.getState(r.$dueAt)).toBe(T + HOUR);
    expect(waits.at(-1)?.at).toBe(T + HOUR);
    // a wait that ends early (e.g. a timer from an older choice) shows nothing
    await wake(T + HOUR - 1);
    expect(scope.getState(r.$reminder)).toBeNull();
    await allSettled(r.reminderMinutesChosen, { scope, params: 60 });
    await wake(T + HOUR);
    expect(readLedger).toHaveBeenCalledWith('0911000001');
    expect(scope.getState(r.$reminder)).toEqual({ playedMs: HOUR, net: { status: 'ready', amount: -20 } });
  });

  test('Keep playing closes it and the next one comes the interval after', async () => {
    const { scope, wake } = await openSession({ minutes: 30 });
    await wake(T + HOUR / 2);
    expect(scope.getState(r.$reminder)?.playedMs).toBe(HOUR / 2);
    await allSettled(r.keepPlayingClicked, { scope });
    expect(scope.getState(r.$reminder)).toBeNull();
    expect(scope.getState(r.$dueAt)).toBe(T + HOUR + 5 * 60_000 + HOUR / 2);
  });

  test('a resumed session counts from its stored start and last Keep playing', async () => {
    const { scope } = await openSession({ minutes: 120, keptAt: T + HOUR });
    expect(scope.getState(r.$dueAt)).toBe(T + 3 * HOUR);
  });

  test('off: never due; a chosen interval applies at once', async () => {
    const { scope, waits, wake } = await openSession({ minutes: null });
    expect(scope.getState(r.$dueAt)).toBeNull();
    await wake(T + 10 * HOUR);
    expect(scope.getState(r.$reminder)).toBeNull();
    await allSettled(r.reminderMinutesChosen, { scope, params: 30 });
    expect(waits.at(-1)?.at).toBe(T + HOUR / 2);
  });

  test('a ledger that cannot be read says so; the reminder still shows', async () => {
    const { scope, wake, readLedger } = await openSession();
    readLedger.mockRejectedValueOnce(new Error('offline'));
    await wake(T + HOUR);
    expect(scope.getState(r.$reminder)).toEqual({ playedMs: HOUR, net: { status: 'failed' } });
  });

  test('Take a break logs out and leaves for /auth', async () => {
    const { scope, wake, leave } = await openSession();
    await wake(T + HOUR);
    await allSettled(r.takeBreakClicked, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  test('nothing shows once the protected pages are closed', async () => {
    const { scope, wake } = await openSession();
    await allSettled(r.ReminderGate.close, { scope, params: {} });
    await wake(T + HOUR);
    expect(scope.getState(r.$reminder)).toBeNull();
  });
});
