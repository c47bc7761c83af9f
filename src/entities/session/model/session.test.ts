import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mockCall } from '@tests/setup/http-server';
import { $isLoggedIn, $user, loggedOut, restoreSessionFx, sessionStarted } from './session';

/** GET /users/get_user_info: the calls the app made. */
let getUserInfo: ReturnType<typeof mockCall>;
beforeEach(() => {
  getUserInfo = mockCall('get', '/users/get_user_info').mockResolvedValue({ user: { username: 'abebe', phone: '0911000001', verified: true }, credit_balance: { current_balance: 500, promo_balance: 0 } });
});
afterEach(() => localStorage.clear());

/** Spec §3 (token only when verified), §4 Logout, §7 get_user_info only when a token exists. */
describe('session', () => {
  test('the token is stored only for a verified user', async () => {
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: { token: 't-unverified', user: { username: 'k', phone: '0911000003', verified: false } } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(scope.getState($isLoggedIn)).toBe(false);
    await allSettled(sessionStarted, { scope, params: { token: 't-ok', user: { username: 'a', phone: '0911000001', verified: true } } });
    expect(localStorage.getItem('token')).toBe('t-ok');
    expect(scope.getState($isLoggedIn)).toBe(true);
  });

  test('a reload restores the user with GET /users/get_user_info only when a token exists', async () => {
    const scope = fork();
    await allSettled(restoreSessionFx, { scope });
    expect(getUserInfo).not.toHaveBeenCalled();
    localStorage.setItem('token', 't-ok');
    await allSettled(restoreSessionFx, { scope });
    expect(getUserInfo).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)?.username).toBe('abebe');
  });

  test('logout clears the user and the stored token', async () => {
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: { token: 't-ok', user: { username: 'a', phone: '0911000001', verified: true } } });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
