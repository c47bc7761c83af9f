import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, setApiBaseUrl } from './fetcher';
import { offeredFetch } from './not-offered';

/** A read the server does not offer (501, a proposed call it has not built) is asked once an hour. */
const calls: { url: string; method: string }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET' });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  calls.length = 0;
  localStorage.clear();
});

describe('the generated calls and a read the server does not offer (501)', () => {
  test('a GET answered 501 is answered 501 again for an hour without a request; writes and other reads still go out', async () => {
    setApiBaseUrl('http://provider.test/api');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    answer(501, { message: 'Not Implemented' });
    await expect(offeredFetch('/limits', { method: 'GET' })).rejects.toMatchObject({ status: 501, noAnswer: true });
    expect(calls).toHaveLength(1);
    // the same read from another page or tab, with or without a query: no request, the same 501
    await expect(offeredFetch('/limits', { method: 'GET' })).rejects.toMatchObject({ status: 501 });
    await expect(offeredFetch('/limits?day=today')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    // a write is always sent: the server judges each one
    await expect(offeredFetch('/limits', { method: 'PUT', body: '{}' })).rejects.toMatchObject({ status: 501 });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
    // another read is asked as usual, and a 404 is not taken for "not offered"
    answer(404, { message: 'Not found' });
    await expect(offeredFetch('/manual-payments/receiving-accounts', { method: 'GET' })).rejects.toMatchObject({ status: 404 });
    await expect(offeredFetch('/manual-payments/receiving-accounts', { method: 'GET' })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(4);
    // an hour later the server is asked again, and what it now answers is taken
    vi.setSystemTime(new Date('2026-11-29T11:00:01Z'));
    answer(200, { daily_deposit_limit: null });
    await expect(offeredFetch('/limits', { method: 'GET' })).resolves.toMatchObject({ status: 200 });
    expect(calls.at(-1)?.url).toBe('http://provider.test/api/limits');
  });
});
