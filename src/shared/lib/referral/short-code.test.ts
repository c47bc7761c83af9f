import { describe, expect, test } from 'vitest';
import { phoneFromShortCode, referralPhone, referralPrefill } from './index.read';
import { shortReferralCode } from './index';

describe('short invite code (read aloud)', () => {
  test('two groups of four readable characters (no I, L, O, U) that read back to the phone', () => {
    expect(shortReferralCode('0911000001')).toBe('0XSN-KN60');
    for (const phone of ['0911000001', '0922334455', '0700000000', '0999999999']) {
      const code = shortReferralCode(phone);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(phoneFromShortCode(code)).toBe(phone);
    }
    expect(shortReferralCode('12345')).toBe('');
  });

  test('as heard or typed: any case, spaces, no dash, I/L for 1 and O for 0; a wrong character fails the check', () => {
    expect(phoneFromShortCode('0xsn kn60')).toBe('0911000001');
    expect(phoneFromShortCode('OXSNKN6O')).toBe('0911000001');
    expect(phoneFromShortCode('0XSN-KN61')).toBeNull();
    expect(phoneFromShortCode('0XSN-KN6')).toBeNull();
  });

  test('the signup reads a phone or a short code; ?ref= takes the short code too', () => {
    expect(referralPhone('0911000001')).toBe('0911000001');
    expect(referralPhone('0XSN-KN60')).toBe('0911000001');
    expect(referralPhone('0911')).toBeNull();
    expect(referralPrefill('0XSN-KN60')).toBe('0911000001');
    expect(referralPrefill('0911000001')).toBe('0911000001');
  });
});
