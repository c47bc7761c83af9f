import { describe, expect, test } from 'vitest';
import { defaultRange, inRange, isoDay } from './range';

describe('game history date range (spec §2.15)', () => {
  test('the default range is the last 7 local days including today', () => {
    expect(defaultRange(new Date(2026, 10, 23, 10, 0))).toEqual({ start: '2026-11-17', end: '2026-11-23' });
  });
  test('a game counts on its local day, ends inclusive', () => {
    const d = new Date(2026, 10, 23, 23, 59);
    expect(inRange(d.toISOString(), { start: '2026-11-23', end: '2026-11-23' })).toBe(true);
    expect(inRange(d.toISOString(), { start: '2026-11-24', end: '2026-11-30' })).toBe(false);
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
