import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';

const api = vi.hoisted(() => ({ getUserInfo: vi.fn(async () => ({ user: { username: 'abebe', phone: '0911000001', verified: true }, credit_balance: { current_balance: 500, promo_balance: 0 } })) }));
vi.mock('@/shared/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const { $user, $isLoggedIn, loggedOut, restoreSessionFx, sessionStarted } = await import('./session');

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

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
    expect(api.getUserInfo).not.toHaveBeenCalled();
    localStorage.setItem('token', 't-ok');
    await allSettled(restoreSessionFx, { scope });
    expect(api.getUserInfo).toHaveBeenCalledTimes(1);
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
