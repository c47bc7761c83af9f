import { expect, test } from 'vitest';
import { formatDhms, formatSecondsLeft, secondsUntil } from './index';

test('seconds until a moment, never below 0', () => {
  expect(secondsUntil(10_000, 0)).toBe(10);
  expect(secondsUntil(10_001, 0)).toBe(11);
  expect(secondsUntil(0, 5_000)).toBe(0);
});

test('stake countdown in seconds', () => {
  expect(formatSecondsLeft(25)).toBe('25s');
  expect(formatSecondsLeft(-3)).toBe('0s');
  expect(formatSecondsLeft(Number.POSITIVE_INFINITY)).toBe('0s');
});

test('d/h/m/s: zero-padded, zero larger units omitted (spec §2.10)', () => {
  expect(formatDhms(5)).toBe('05s');
  expect(formatDhms(65)).toBe('01m 05s');
  expect(formatDhms(3 * 3600 + 5)).toBe('03h 00m 05s');
  expect(formatDhms(90_000)).toBe('1d 01h 00m 00s');
});
