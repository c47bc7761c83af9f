import { describe, expect, test } from 'vitest';
import { etbAmountText, formatEtb, formatWholeBirr, parseEtbAmount, roundEtb } from './index';

test('ETB amounts show two decimals with thousands separators', () => {
  expect(formatEtb(500)).toBe('500.00');
  expect(formatEtb(1234.5)).toBe('1,234.50');
  expect(formatEtb(0.005)).toBe('0.01');
  expect(formatEtb(Number.NaN)).toBe('0.00');
  expect(roundEtb(0.1 + 0.2)).toBe(0.3);
});

describe('parseEtbAmount: digits with at most two decimals (spec §5 amount fields)', () => {
  test.each([
    ['25', 25],
    [' 25 ', 25],
    ['10.5', 10.5],
    ['10.05', 10.05],
    ['0.25', 0.25],
    ['0', 0],
    ['007', 7],
    ['999999999.99', 999999999.99],
  ])('%j → %s', (text, amount) => expect(parseEtbAmount(text)).toBe(amount));

  test.each(['', ' ', '1e3', '1E3', '10.005', '+5', '-5', '1,000', '25.', '.5', '0x10', 'Infinity', 'NaN', '2 5', '١٢', '፩', '1000000000'])(
    '%j is refused',
    (text) => expect(parseEtbAmount(text)).toBeNull(),
  );

  test('the confirmed and sent amount has two decimals and no separators', () => {
    expect(etbAmountText(25)).toBe('25.00');
    expect(etbAmountText(1234.5)).toBe('1234.50');
    expect(etbAmountText(0.1 + 0.2)).toBe('0.30');
  });
});

test('whole birr as the limits are written (spec §9): thousands separators, no decimals', () => {
  expect(formatWholeBirr(10000)).toBe('10,000');
  expect(formatWholeBirr(50)).toBe('50');
  expect(formatWholeBirr(Number.NaN)).toBe('0');
});
