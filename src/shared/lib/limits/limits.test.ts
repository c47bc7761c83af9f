import { describe, expect, test } from 'vitest';
import { addToToday, addisDay, breakEnd, limitRefusal, NO_LIMITS, onBreak, parseLimitInput, totalsOfToday, type PlayLimits } from './index';

const T = Date.parse('2026-11-24T08:00:00.000Z'); // 11:00 in Addis Ababa
const HOUR = 3_600_000;
const stake15: PlayLimits = { dailyDeposit: null, dailyStake: 15, breakUntil: null };

describe('limits arithmetic (responsible play)', () => {
  test('the day is the Addis Ababa calendar day (UTC+3)', () => {
    expect(addisDay(Date.parse('2026-11-24T20:59:59.999Z'))).toBe('2026-11-24');
    expect(addisDay(Date.parse('2026-11-24T21:00:00.000Z'))).toBe('2026-11-25');
    expect(addisDay(Date.parse('2026-11-24T00:30:00.000Z'))).toBe('2026-11-24');
  });

  test("today's totals start at zero on a new Addis Ababa day", () => {
    const stored = { day: '2026-11-24', deposits: 100, stakes: 20 };
    expect(totalsOfToday(stored, T)).toBe(stored);
    expect(totalsOfToday(stored, Date.parse('2026-11-24T21:00:00.000Z'))).toEqual({ day: '2026-11-25', deposits: 0, stakes: 0 });
    expect(totalsOfToday(null, T)).toEqual({ day: '2026-11-24', deposits: 0, stakes: 0 });
  });

  test('adding a deposit or stake, in cents', () => {
    const a = addToToday(null, 'stake', 0.1, T);
    expect(addToToday(a, 'stake', 0.2, T)).toEqual({ day: '2026-11-24', deposits: 0, stakes: 0.3 });
    expect(addToToday(a, 'deposit', 50, T)).toEqual({ day: '2026-11-24', deposits: 50, stakes: 0.1 });
    expect(addToToday({ day: '2026-11-23', deposits: 9, stakes: 9 }, 'deposit', 5, T)).toEqual({ day: '2026-11-24', deposits: 5, stakes: 0 });
  });

  test('no limit set: nothing is ever refused', () => {
    expect(limitRefusal(NO_LIMITS, { day: '2026-11-24', deposits: 1e9, stakes: 1e9 }, 'stake', 500, T)).toBeNull();
    expect(limitRefusal(NO_LIMITS, null, 'deposit', 10_000, T)).toBeNull();
  });

  test('a stake up to the daily stake limit passes; over it is refused with what is left', () => {
    expect(limitRefusal(stake15, null, 'stake', 10, T)).toBeNull();
    const after10 = addToToday(null, 'stake', 10, T);
    expect(limitRefusal(stake15, after10, 'stake', 5, T)).toBeNull();
    expect(limitRefusal(stake15, after10, 'stake', 10, T)).toEqual({ reason: 'stake', limit: 15, left: 5 });
    // the stake limit does not limit deposits
    expect(limitRefusal(stake15, after10, 'deposit', 1000, T)).toBeNull();
    // yesterday's stakes do not count
    expect(limitRefusal(stake15, { day: '2026-11-23', deposits: 0, stakes: 15 }, 'stake', 10, T)).toBeNull();
  });

  test('a lowered limit under today’s total leaves nothing (left is 0, never negative)', () => {
    expect(limitRefusal({ ...stake15, dailyStake: 5 }, addToToday(null, 'stake', 10, T), 'stake', 1, T)).toEqual({ reason: 'stake', limit: 5, left: 0 });
  });

  test('the daily deposit limit', () => {
    const limits = { dailyDeposit: 100, dailyStake: null, breakUntil: null };
    expect(limitRefusal(limits, null, 'deposit', 100, T)).toBeNull();
    expect(limitRefusal(limits, addToToday(null, 'deposit', 60, T), 'deposit', 50, T)).toEqual({ reason: 'deposit', limit: 100, left: 40 });
  });

  test('a break refuses stakes and deposits until its end, then nothing', () => {
    const limits = { ...NO_LIMITS, breakUntil: T + HOUR };
    expect(onBreak(limits, T)).toBe(true);
    expect(limitRefusal(limits, null, 'stake', 10, T)).toEqual({ reason: 'break', until: T + HOUR });
    expect(limitRefusal(limits, null, 'deposit', 50, T + HOUR - 1)).toEqual({ reason: 'break', until: T + HOUR });
    expect(onBreak(limits, T + HOUR)).toBe(false);
    expect(limitRefusal(limits, null, 'stake', 10, T + HOUR)).toBeNull();
  });

  test('break end: 24 hours, 7 days, 30 days from now; a longer running break is kept', () => {
    expect(breakEnd('24h', T)).toBe(T + 24 * HOUR);
    expect(breakEnd('7d', T)).toBe(T + 7 * 24 * HOUR);
    expect(breakEnd('30d', T)).toBe(T + 30 * 24 * HOUR);
    expect(breakEnd('24h', T, T + 7 * 24 * HOUR)).toBe(T + 7 * 24 * HOUR);
    expect(breakEnd('7d', T, T + HOUR)).toBe(T + 7 * 24 * HOUR);
  });

  test('a typed limit: empty is none, positive with at most two decimals', () => {
    expect(parseLimitInput('')).toBeNull();
    expect(parseLimitInput('  ')).toBeNull();
    expect(parseLimitInput('15')).toBe(15);
    expect(parseLimitInput('12.50')).toBe(12.5);
    expect(parseLimitInput('0')).toBeUndefined();
    expect(parseLimitInput('1.234')).toBeUndefined();
    expect(parseLimitInput('-5')).toBeUndefined();
    expect(parseLimitInput('abc')).toBeUndefined();
  });
});
