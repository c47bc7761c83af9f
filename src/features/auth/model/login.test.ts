import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { navigateFx } from '@/shared/routing';
import { $isLoggedIn, $user } from '@/entities/session';
import { failWith, mockCall } from '@tests/setup/http-server';
import * as m from './login';

const verified = { token: 'mock.0911000001', user: { username: 'abebe', phone: '0911000001', verified: true }, credit_balance: { current_balance: 500, promo_balance: 0 } };
/** POST /users/login/: what the app sent, and the answer (verified unless a test says otherwise). */
let login: ReturnType<typeof mockCall>;

beforeEach(() => {
  localStorage.clear();
  login = mockCall('post', '/users/login/');
  login.mockResolvedValue(verified);
});

async function submit(phone: string, password: string, redirect?: string) {
  const navigate = vi.fn();
  const scope = fork({ handlers: [[navigateFx, navigate]] });
  await allSettled(m.phoneChanged, { scope, params: phone });
  await allSettled(m.passwordChanged, { scope, params: password });
  await allSettled(m.loginSubmitted, { scope, params: { redirect } });
  return { scope, navigate };
}

/** Spec §2.3 Login, §5 Login, §3 token, §2.1 guard return. */
describe('login', () => {
  test.each([
    ['', 'cartela123'],
    ['0911000001', ''],
    ['0911000001', '   '],
    ['  ', '  '],
  ])('phone %j + password %j: "Please enter both phone number and password." and no call', async (phone, password) => {
    const { scope } = await submit(phone, password);
    expect(scope.getState(m.$error)).toEqual(says('Please enter both phone number and password.'));
    expect(login).not.toHaveBeenCalled();
  });

  test('the password is trimmed; the phone is the username', async () => {
    await submit('0911000001', '  cartela123 ');
    expect(login).toHaveBeenCalledWith({ username: '0911000001', password: 'cartela123' });
  });

  test('a verified user keeps the token and goes to /gameType', async () => {
    const { scope, navigate } = await submit('0911000001', 'cartela123');
    expect(localStorage.getItem('token')).toBe('mock.0911000001');
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState(m.$needsVerification)).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: '/gameType' });
  });

  test('after the guard, a verified user goes back to the place they asked for; foreign places are ignored', async () => {
    expect((await submit('0911000001', 'cartela123', '/stake')).navigate).toHaveBeenCalledWith({ href: '/stake' });
    expect((await submit('0911000001', 'cartela123', '//evil.example/x')).navigate).toHaveBeenCalledWith({ to: '/gameType' });
    expect((await submit('0911000001', 'cartela123', '/\\evil.example')).navigate).toHaveBeenCalledWith({ to: '/gameType' });
    expect((await submit('0911000001', 'cartela123', 'https://evil.example')).navigate).toHaveBeenCalledWith({ to: '/gameType' });
  });

  test('an unverified user gets the inline verification, no token and no navigation', async () => {
    login.mockResolvedValueOnce({ ...verified, user: { ...verified.user, verified: false } });
    const { scope, navigate } = await submit('0911000003', 'cartela123');
    expect(scope.getState(m.$needsVerification)).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(scope.getState($user)?.verified).toBe(false);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a refused login shows the server message and clears it on the next try', async () => {
    login.mockResolvedValueOnce(failWith(400, { message: 'invalid phone number or password' }));
    const { scope } = await submit('0911000001', 'wrong');
    expect(scope.getState(m.$error)).toBe('invalid phone number or password');
    expect(localStorage.getItem('token')).toBeNull();
    await allSettled(m.passwordChanged, { scope, params: 'cartela123' });
    await allSettled(m.loginSubmitted, { scope, params: {} });
    expect(scope.getState(m.$error)).toBeNull();
  });

  test('a second submit while the first is pending sends nothing', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    login.mockImplementationOnce(() => released.then(() => verified));
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    await allSettled(m.phoneChanged, { scope, params: '0911000001' });
    await allSettled(m.passwordChanged, { scope, params: 'cartela123' });
    const first = allSettled(m.loginSubmitted, { scope, params: {} });
    await vi.waitFor(() => expect(scope.getState(m.$pending)).toBe(true));
    // allSettled waits for the first request too: release it only after the second submit ran
    const second = allSettled(m.loginSubmitted, { scope, params: {} });
    release();
    await Promise.all([first, second]);
    expect(login).toHaveBeenCalledTimes(1);
  });
});
