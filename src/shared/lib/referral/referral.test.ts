import { describe, expect, test } from 'vitest';
import { decodeReferral, encodeReferral, referralFromParam } from './index';

/** Spec §9: the referral code is the phone reversed, wrapped, then encoded; signup's ?ref= decodes it. */
describe('referral code', () => {
  test('encodes reversibly', () => {
    expect(encodeReferral('0911000001')).toBe('Y3RsOjEwMDAwMDExOTA6cmVm');
    for (const phone of ['0911000001', '0922334455', '0700000000']) expect(decodeReferral(encodeReferral(phone))).toBe(phone);
  });
  test('foreign or broken codes decode to null', () => {
    expect(decodeReferral('hello')).toBeNull();
    expect(decodeReferral('%%%')).toBeNull();
    expect(decodeReferral(btoa('ctl:123:ref'))).toBeNull();
  });
  test('?ref= takes a code or a plain phone', () => {
    expect(referralFromParam('Y3RsOjEwMDAwMDExOTA6cmVm')).toBe('0911000001');
    expect(referralFromParam('0911000002')).toBe('0911000002');
    expect(referralFromParam(undefined)).toBe('');
  });
});
