import { afterEach, describe, expect, test, vi } from 'vitest';
import { setLocale } from '@/shared/i18n/paraglide/runtime.js';
import { startEarlyGet } from '@/shared/lib/network';
import { ApiError, customFetch, HTTP_TIMEOUT_MS, setApiBaseUrl } from './fetcher';

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
  vi.restoreAllMocks();
  vi.useRealTimers();
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

  test.each([401, 403])('%i with a non-JSON body (a proxy page) still removes the token and goes to /auth', async (status) => {
    localStorage.setItem('token', 'tok-1');
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/addBalance', search: '?tab=transfer', assign });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html><body>Session expired</body></html>', { status, headers: { 'Content-Type': 'text/html' } })));
    await expect(customFetch('/transactions/transfer', { method: 'POST' })).rejects.toMatchObject({
      status,
      noAnswer: false,
      message: 'Your session has ended. Please log in again.',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth?redirect=%2FaddBalance%3Ftab%3Dtransfer');
  });

  test('other errors throw the server body with its message (signup: its error field)', async () => {
    answer(400, { message: 'invalid phone number or password' });
    await expect(customFetch('/users/login/')).rejects.toThrow('invalid phone number or password');
    answer(400, { error: 'phone number already registered' });
    await expect(customFetch('/users/create/')).rejects.toThrow('phone number already registered');
  });
});

/** Waits on the request's signal like a real fetch: rejects with its reason when aborted. */
function hang() {
  const seen: (AbortSignal | null | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      seen.push(init.signal);
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }),
  );
  return seen;
}

/** Replaces AbortSignal.timeout with a signal the test fires; returns the requested ms and the trigger. */
function controlTimeout() {
  const requested: number[] = [];
  const controller = new AbortController();
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    requested.push(ms);
    return controller.signal;
  });
  return { requested, fire: () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')) };
}

describe('HTTP client: time-out and noAnswer', () => {
  test('every call gives up after HTTP_TIMEOUT_MS (15 s) with our time-out text and noAnswer', async () => {
    const seen = hang();
    const timeout = controlTimeout();
    const call = customFetch('/transactions/transfer', { method: 'POST', body: '{}' });
    const settled = vi.fn();
    call.catch(settled);
    await Promise.resolve();
    expect(HTTP_TIMEOUT_MS).toBe(15_000);
    expect(timeout.requested).toEqual([15_000]);
    expect(seen[0]).toBeInstanceOf(AbortSignal);
    expect(settled).not.toHaveBeenCalled();
    timeout.fire();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, noAnswer: true, message: 'The server did not answer in time. Please check your connection.' });
  });

  test('a caller signal is combined with the time-out: either one ends the call', async () => {
    hang();
    const timeout = controlTimeout();
    const caller = new AbortController();
    const timedOut = customFetch('/boards/', { signal: caller.signal });
    timeout.fire();
    await expect(timedOut).rejects.toMatchObject({ status: 0, noAnswer: true, message: 'The server did not answer in time. Please check your connection.' });

    vi.restoreAllMocks();
    controlTimeout();
    const cancelled = customFetch('/boards/', { signal: caller.signal });
    caller.abort();
    // the caller's own abort is not a missing answer: it rejects with the caller's reason
    const error = await cancelled.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  test('without AbortSignal.timeout and AbortSignal.any (Safari < 17.4) the call still times out at 15 s', async () => {
    vi.useFakeTimers();
    hang();
    const native = { timeout: AbortSignal.timeout, any: AbortSignal.any };
    Object.assign(AbortSignal, { timeout: undefined, any: undefined });
    const call = customFetch('/boards/', { signal: new AbortController().signal });
    Object.assign(AbortSignal, native);
    const result = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    const settled = vi.fn();
    void result.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, noAnswer: true, message: 'The server did not answer in time. Please check your connection.' });
  });

  test('a network error keeps its text and has noAnswer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(customFetch('/transactions/depositRequest', { method: 'POST' })).rejects.toMatchObject({
      status: 0,
      noAnswer: true,
      message: 'Network error. Please check your connection and try again.',
    });
  });

  test('our own texts come from the catalogues, in the language of the page when the call fails', async () => {
    setLocale('am', { reload: false });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(customFetch('/userInfo')).rejects.toMatchObject({ message: 'የኔትወርክ ስህተት። እባክዎ ግንኙነትዎን ያረጋግጡና እንደገና ይሞክሩ።' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })));
    await expect(customFetch('/userInfo')).rejects.toMatchObject({ message: 'ከሰርቨሩ ያልተጠበቀ መልስ መጣ (502)።' });
    setLocale('en', { reload: false });
    await expect(customFetch('/userInfo')).rejects.toMatchObject({ message: 'Unexpected answer from the server (502).' });
  });

  test.each([
    [500, { message: 'internal error' }],
    [503, '<html>Service Unavailable</html>'],
    [502, ''],
  ])('a %i answer has noAnswer (the server may have done the work)', async (status, body) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));
    await expect(customFetch('/transactions/withdrawlRequest', { method: 'POST' })).rejects.toMatchObject({ status, noAnswer: true });
  });

  test('a 400 with the server\'s message, or a 2xx with an invalid body, has noAnswer false', async () => {
    answer(400, { message: 'insufficient balance!' });
    await expect(customFetch('/transactions/transfer', { method: 'POST' })).rejects.toMatchObject({
      status: 400,
      noAnswer: false,
      message: 'insufficient balance!',
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not json', { status: 200 })));
    await expect(customFetch('/transactions/transfer', { method: 'POST' })).rejects.toMatchObject({ status: 200, noAnswer: false });
    expect(new ApiError(200, { bad: true }, 'Unexpected answer from the server. Please try again.').noAnswer).toBe(false);
  });
});

/** A logged-in page's session check starts with the entry (src/app/2-early-read/early-read.ts); the client takes its answer. */
describe('HTTP client and a GET started before the app loaded', () => {
  test('the first identical call takes the early answer instead of sending a second request; the next call asks again', async () => {
    setApiBaseUrl('http://provider.test/api');
    localStorage.setItem('token', 'tok-1');
    answer(200, { user: { phone: '0911000001' } });
    startEarlyGet('http://provider.test/api/users/get_user_info', 'Bearer tok-1');
    expect(calls).toHaveLength(1);
    await expect(customFetch('/users/get_user_info')).resolves.toMatchObject({ status: 200, data: { user: { phone: '0911000001' } } });
    expect(calls).toHaveLength(1);
    await customFetch('/users/get_user_info');
    expect(calls).toHaveLength(2);
  });

  test('an early answer sent with another token is not taken (identity comes from this tab\'s token)', async () => {
    setApiBaseUrl('http://provider.test/api');
    localStorage.setItem('token', 'tok-1');
    answer(200, {});
    startEarlyGet('http://provider.test/api/users/get_user_info', 'Bearer tok-other');
    await customFetch('/users/get_user_info');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer tok-other', 'Bearer tok-1']);
  });

  test('an early answer nobody took within 10 s is dropped: a later read asks again', async () => {
    vi.useFakeTimers();
    setApiBaseUrl('http://provider.test/api');
    localStorage.setItem('token', 'tok-1');
    answer(200, {});
    startEarlyGet('http://provider.test/api/boards/', 'Bearer tok-1');
    vi.advanceTimersByTime(10_001);
    vi.useRealTimers();
    await customFetch('/boards/');
    expect(calls).toHaveLength(2);
  });

  test("index.html's chooser started the session check: the client and the entry's own early start take that answer, no second request", async () => {
    setApiBaseUrl('http://provider.test/api');
    localStorage.setItem('token', 'tok-1');
    answer(200, { user: { phone: '0911000001' } });
    // as the inline chooser of the logged-in shell leaves it (scripts/build/vite/prerender-login.ts)
    const url = 'http://provider.test/api/users/get_user_info';
    (globalThis as { cartelaEarlyGet?: unknown }).cartelaEarlyGet = { url, authorization: 'Bearer tok-1', answer: fetch(url, { headers: { Authorization: 'Bearer tok-1' } }) };
    expect(calls).toHaveLength(1);
    startEarlyGet(url, 'Bearer tok-1');
    expect(calls).toHaveLength(1);
    await expect(customFetch('/users/get_user_info')).resolves.toMatchObject({ status: 200, data: { user: { phone: '0911000001' } } });
    expect(calls).toHaveLength(1);
    expect((globalThis as { cartelaEarlyGet?: unknown }).cartelaEarlyGet).toBeUndefined();
  });

  test("a session check the chooser started with another token is not taken (identity comes from this tab's token)", async () => {
    setApiBaseUrl('http://provider.test/api');
    localStorage.setItem('token', 'tok-1');
    answer(200, {});
    const url = 'http://provider.test/api/users/get_user_info';
    (globalThis as { cartelaEarlyGet?: unknown }).cartelaEarlyGet = { url, authorization: 'Bearer tok-old', answer: fetch(url, { headers: { Authorization: 'Bearer tok-old' } }) };
    await customFetch('/users/get_user_info');
    expect(calls.map((c) => c.auth)).toEqual(['Bearer tok-old', 'Bearer tok-1']);
  });

  test('an early 401 ends the session like the client\'s own request', async () => {
    setApiBaseUrl('http://provider.test/api');
    localStorage.setItem('token', 'tok-1');
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/stake', search: '', assign });
    answer(401, { message: 'expired' });
    startEarlyGet('http://provider.test/api/users/get_user_info', 'Bearer tok-1');
    await expect(customFetch('/users/get_user_info')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
