import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockCall } from '../../../tests/setup/http-server';
import { GetUserInfoResponse, LoginResponse } from './validators';
import { getUserInfo, login } from '.';

const user = { username: 'almaz', phone: '0911000002', verified: true };
const balance = { current_balance: 500.25, promo_balance: 0 };

/**
 * Every logged-in page paints after the session check, and the login page's one call is the login:
 * their answers are read by the generated parsers (src/shared/api/generated/fast-parsers.ts), so
 * neither waits on zod; the zod validators are the fallback that settles and reports a refusal.
 */
describe('the session check and the login read their answers without zod', () => {
  afterEach(() => vi.restoreAllMocks());

  test('a good answer is read without the zod validator', async () => {
    const userInfoZod = vi.spyOn(GetUserInfoResponse, 'safeParse');
    const loginZod = vi.spyOn(LoginResponse, 'safeParse');
    mockCall('get', '/users/get_user_info').mockReturnValue({ user: { ...user, phone: '+251911000002' }, credit_balance: balance, extra: null });
    expect(await getUserInfo()).toEqual({ user, credit_balance: balance });
    mockCall('post', '/users/login/').mockReturnValue({ token: 'tok', user, credit_balance: balance });
    expect(await login({ username: '0911000002', password: 'cartela123' })).toEqual({ token: 'tok', user, credit_balance: balance });
    expect(userInfoZod).not.toHaveBeenCalled();
    expect(loginZod).not.toHaveBeenCalled();
  });

  test('an answer the parser refuses goes to the zod validator, which reports it: "Unexpected answer", never a crash', async () => {
    const userInfoZod = vi.spyOn(GetUserInfoResponse, 'safeParse');
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockCall('get', '/users/get_user_info').mockReturnValue({ user, credit_balance: { ...balance, current_balance: 'lots' } });
    await expect(getUserInfo()).rejects.toMatchObject({ message: 'Unexpected answer from the server. Please try again.' });
    expect(userInfoZod).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('[api] get_user_info: answer does not match the contract', expect.anything());
  });
});
