import { describe, expect, test } from 'vitest';
import { toNationalPhone } from '.';

describe('toNationalPhone: a phone from the server in any of its forms becomes 09… (spec §3 User)', () => {
  test.each([
    ['+251911000001', '0911000001'],
    ['251911000001', '0911000001'],
    ['0911000001', '0911000001'],
    ['+251 91 100 0001', '0911000001'],
    ['+251 (0)91 100 0001', '0911000001'],
    ['0911-000-001', '0911000001'],
  ])('%j → %j', (raw, national) => {
    expect(toNationalPhone(raw)).toBe(national);
  });

  test.each(['911000001', '+1 202 555 0100', '25191100000', 'abebe', ''])('%j is not an Ethiopian phone: returned as is', (raw) => {
    expect(toNationalPhone(raw)).toBe(raw);
  });
});
