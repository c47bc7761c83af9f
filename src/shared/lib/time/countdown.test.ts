import { expect, test } from 'vitest';
import { formatCountdown } from './countdown';

test('m:ss under an hour', () => {
  expect(formatCountdown(0)).toBe('0:00');
  expect(formatCountdown(5)).toBe('0:05');
  expect(formatCountdown(25.9)).toBe('0:25');
  expect(formatCountdown(65)).toBe('1:05');
  expect(formatCountdown(3599)).toBe('59:59');
});

test('h:mm:ss from an hour, "N d hh:mm:ss" from a day', () => {
  expect(formatCountdown(3600)).toBe('1:00:00');
  expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe('3:04:05');
  expect(formatCountdown(86399)).toBe('23:59:59');
  expect(formatCountdown(86400)).toBe('1 d 00:00:00');
  expect(formatCountdown(93784)).toBe('1 d 02:03:04');
});

test('negative or non-finite input is 0:00', () => {
  expect(formatCountdown(-4)).toBe('0:00');
  expect(formatCountdown(Number.NaN)).toBe('0:00');
  expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('0:00');
});
