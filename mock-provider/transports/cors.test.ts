// @vitest-environment node
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { CLIENT_REQUEST_HEADERS } from '@/shared/config/request-headers';
import * as session from '@/shared/api';
import * as account from '@/shared/api/index.account';
import * as boards from '@/shared/api/index.boards';
import * as history from '@/shared/api/index.history';
import * as limits from '@/shared/api/index.limits';
import * as payments from '@/shared/api/index.payments';
import * as scheduled from '@/shared/api/index.scheduled';
import { startProviderServer, type ProviderServer } from './node-server';

/**
 * The request headers the client really sends, against what `npm run provider` allows and what the
 * docs/real-server.md tells partners: every HTTP call of `@/shared/api` (and its index.<part>.ts entries) goes through the real fetcher and
 * generated client (a logged-in player, so the bearer header is there too) and its headers are
 * recorded; then a real CORS preflight asks the provider.
 */
const lower = (names: Iterable<string>) => [...new Set([...names].map((n) => n.toLowerCase()))].sort();

async function headersTheClientSends(): Promise<string[]> {
  const store = new Map<string, string>([['token', 'tok-cors']]);
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  const seen = new Set<string>();
  // the canned `{}` answers fail most checks (logged as errors); only the requests matter here
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      new Headers(init?.headers).forEach((_, name) => seen.add(name));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  try {
    // every request function (the async exports), whatever its arguments: a body, then a money intent's key
    const api = { ...session, ...account, ...boards, ...history, ...limits, ...payments, ...scheduled };
    const calls = Object.values(api).filter((f): f is (...args: unknown[]) => Promise<unknown> => typeof f === 'function' && f.constructor.name === 'AsyncFunction');
    expect(calls.length).toBeGreaterThan(20);
    for (const call of calls) await call({ phone: '0911000001' }, 'idem-key-0001').catch(() => undefined);
  } finally {
    quiet.mockRestore();
    vi.unstubAllGlobals();
  }
  return lower(seen);
}

function preflight(url: string, asked: string[], header = 'access-control-allow-headers'): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/transactions/transfer`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.partner.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': asked.join(', ') },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(String(res.headers[header] ?? ''));
    });
    req.on('error', reject);
    req.end();
  });
}

let provider: ProviderServer;
beforeAll(async () => {
  provider = await startProviderServer(0, { countdownMs: 60_000 }, { firstStartMs: 3_600_000 });
});
afterAll(() => provider.close());

describe('CORS: the headers the client sends = what npm run provider allows = what docs/real-server.md names', () => {
  test('every header the HTTP client sets is in CLIENT_REQUEST_HEADERS, and each of them is sent by some call', async () => {
    expect(await headersTheClientSends()).toEqual(lower(CLIENT_REQUEST_HEADERS));
  });

  test('the provider allows exactly those, not whatever a preflight asks for', async () => {
    const allowed = await preflight(provider.url, [...CLIENT_REQUEST_HEADERS, 'X-Not-Sent-By-The-App']);
    expect(lower(allowed.split(',').map((h) => h.trim()).filter(Boolean))).toEqual(lower(CLIENT_REQUEST_HEADERS));
  });

  test('a preflight answer may be kept 10 minutes (Access-Control-Max-Age), so a URL read again needs no second preflight', async () => {
    expect(await preflight(provider.url, ['Authorization'], 'access-control-max-age')).toBe('600');
  });

  test('the partner guidance on CORS (docs/real-server.md) names exactly those headers', () => {
    const readme = readFileSync(new URL('../../docs/real-server.md', import.meta.url), 'utf8');
    const line = readme.split('\n').find((l) => l.startsWith('- **Headers and CORS**'));
    expect(line, 'docs/real-server.md "Against a real server": the "Headers and CORS" bullet').toBeDefined();
    const list = /request headers: (.*?)\./.exec(line!)?.[1] ?? '';
    expect(lower([...list.matchAll(/`([^`]+)`/g)].map((m) => m[1]))).toEqual(lower(CLIENT_REQUEST_HEADERS));
  });
});
