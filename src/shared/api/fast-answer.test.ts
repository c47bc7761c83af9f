import { describe, expect, test } from 'vitest';
import { parseGetUserInfoResponse, parseLoginResponse } from './http-calls';
import { nullAsAbsent } from './null-as-absent';
import * as zod from './validators';

const user = { username: 'almaz', phone: '0911000002', verified: true };
const balance = { current_balance: 500.25, promo_balance: 0 };

// answers an honest server may send, and broken ones: the generated parsers must agree with zod on each
const answers: [string, unknown][] = [
  ['the usual answer', { user, credit_balance: balance }],
  ['extra fields (dropped)', { user: { ...user, avatar: 'x' }, credit_balance: { ...balance, currency: 'ETB' }, session: 1 }],
  ['null for an extra field', { user, credit_balance: balance, referral: null }],
  ['a negative balance', { user, credit_balance: { ...balance, current_balance: -1 } }],
  ['a balance as a string', { user, credit_balance: { ...balance, current_balance: '500' } }],
  ['an infinite balance', { user, credit_balance: { ...balance, promo_balance: Infinity } }],
  ['verified as a string', { user: { ...user, verified: 'true' }, credit_balance: balance }],
  ['no user', { credit_balance: balance }],
  ['a null user', { user: null, credit_balance: balance }],
  ['an array', [user]],
  ['null', null],
  ['a string', 'ok'],
];

describe('generated parsers of the answers a first paint waits on (scripts/contracts/gen-fast-parsers.ts)', () => {
  test.each(answers)('get_user_info, %s: the same verdict and value as the zod validator', (_name, answer) => {
    const input = nullAsAbsent(answer);
    const expected = zod.GetUserInfoResponse.safeParse(input);
    expect(parseGetUserInfoResponse(input)).toEqual(expected.success ? expected.data : undefined);
  });

  test.each(answers)('login, %s: the same verdict and value as the zod validator', (_name, answer) => {
    const input = nullAsAbsent(answer && typeof answer === 'object' && !Array.isArray(answer) ? { token: 'tok', ...answer } : answer);
    const expected = zod.LoginResponse.safeParse(input);
    expect(parseLoginResponse(input)).toEqual(expected.success ? expected.data : undefined);
  });
});
