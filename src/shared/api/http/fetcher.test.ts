import { afterEach, describe, expect, test, vi } from 'vitest';
import { customFetch, setApiBaseUrl } from './fetcher';

/** Spec §6: bearer on every call except phone verification and password reset; 401/403 → token gone, /auth. */
const calls: { url: string; auth: string | null }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, auth: new Headers(init.headers).get('Authorization') });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
  localStorage.clear();
});

describe('HTTP client', () => {
  test('sends Authorization: Bearer {token} except on the verification and reset calls', async () => {
    setApiBaseUrl('http://provider.test/api');
    localStorage.setItem('token', 'tok-1');
    answer(200, {});
    for (const url of ['/users/get_user_info', '/transactions/balance/0911000001', '/boards/ids/']) await customFetch(url);
    for (const url of ['/users/verify_phone?phone=0911000001', '/users/validate_phone', '/users/pwd_change_request?phone=0911000001', '/users/reset_pwd'])
      await customFetch(url);
    expect(calls.map((c) => [c.url.replace('http://provider.test/api', ''), c.auth])).toEqual([
      ['/users/get_user_info', 'Bearer tok-1'],
      ['/transactions/balance/0911000001', 'Bearer tok-1'],
      ['/boards/ids/', 'Bearer tok-1'],
      ['/users/verify_phone?phone=0911000001', null],
      ['/users/validate_phone', null],
      ['/users/pwd_change_request?phone=0911000001', null],
      ['/users/reset_pwd', null],
    ]);
  });

  test.each([401, 403])('%i removes the token and sends the browser to /auth by a full page load', async (status) => {
    localStorage.setItem('token', 'tok-1');
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/stake', search: '', assign });
    answer(status, { message: 'expired' });
    await expect(customFetch('/users/get_user_info')).rejects.toMatchObject({ status });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth?redirect=%2Fstake');
  });

  test('other errors throw the server body with its message (signup: its error field)', async () => {
    answer(400, { message: 'invalid phone number or password' });
    await expect(customFetch('/users/login/')).rejects.toThrow('invalid phone number or password');
    answer(400, { error: 'phone number already registered' });
    await expect(customFetch('/users/create/')).rejects.toThrow('phone number already registered');
  });
});
