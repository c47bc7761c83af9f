import { afterEach, describe, expect, test } from 'vitest';
import { keepAgeConfirmation } from './age-confirmation';

afterEach(() => localStorage.clear());

describe('the 21-or-older confirmation on the device (responsible play)', () => {
  test('kept as phone and time (epoch ms) under cartela.ageConfirmed', () => {
    keepAgeConfirmation('0922334455', 1_790_000_000_000);
    expect(JSON.parse(localStorage.getItem('cartela.ageConfirmed')!)).toEqual({ phone: '0922334455', at: 1_790_000_000_000 });
  });
});
