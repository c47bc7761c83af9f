import { expect, test } from 'vitest';
import { formatEtb, roundEtb } from './index';

test('ETB amounts show two decimals with thousands separators', () => {
  expect(formatEtb(500)).toBe('500.00');
  expect(formatEtb(1234.5)).toBe('1,234.50');
  expect(formatEtb(0.005)).toBe('0.01');
  expect(formatEtb(Number.NaN)).toBe('0.00');
  expect(roundEtb(0.1 + 0.2)).toBe(0.3);
});
