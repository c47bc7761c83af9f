import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './csp';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

/** README "Deploying": the policy a build ships, from its VITE_ variables. */
describe('contentSecurityPolicy', () => {
  test('mock build (no provider URLs): everything from our own origin', () => {
    expect(contentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'none'; " +
        "connect-src 'self'; img-src 'self' data:; media-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; worker-src 'self'; manifest-src 'self'",
    );
  });

  test('network build: the API origin, the socket origin and its ws twin may be contacted; the payment hosts may take forms', () => {
    const policy = contentSecurityPolicy({
      VITE_API_BASE_URL: 'http://127.0.0.1:9790/api',
      VITE_SOCKET_URL: 'http://127.0.0.1:9790',
      VITE_PAYMENT_HOSTS: 'http://127.0.0.1:9790',
    });
    expect(directives(policy)['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9790', 'ws://127.0.0.1:9790']);
    expect(directives(policy)['form-action']).toEqual(["'self'", 'http://127.0.0.1:9790']);
  });

  test('https provider: wss twin; separate API and socket hosts; bare payment hosts mean https; bad entries add nothing', () => {
    const policy = contentSecurityPolicy({
      VITE_API_BASE_URL: 'https://api.provider.example/api/',
      VITE_SOCKET_URL: 'https://live.provider.example:8443/',
      VITE_PAYMENT_HOSTS: 'pay.example, checkout.example:8443,javascript:alert(1), pay.example/path',
    });
    expect(directives(policy)['connect-src']).toEqual(["'self'", 'https://api.provider.example', 'https://live.provider.example:8443', 'wss://live.provider.example:8443']);
    expect(directives(policy)['form-action']).toEqual(["'self'", 'https://pay.example', 'https://checkout.example:8443']);
  });

  test("the build's own inline scripts by their hash only, never 'unsafe-inline'", () => {
    const d = directives(contentSecurityPolicy({}, { scriptHashes: ["'sha256-abc='"] }));
    expect(d['script-src']).toEqual(["'self'", "'sha256-abc='"]);
  });

  test('never inline or eval scripts; no plugins; no foreign base', () => {
    const d = directives(contentSecurityPolicy({ VITE_API_BASE_URL: 'https://api.example/api', VITE_SOCKET_URL: 'wss://live.example' }));
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['style-src-attr']).toEqual(["'none'"]);
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example', 'wss://live.example', 'https://live.example']);
    expect(Object.values(d).flat()).not.toContain("'unsafe-eval'");
  });

  test('with error reporting on, the Sentry DSN\'s origin may be connected to (without its key)', () => {
    const d = directives(contentSecurityPolicy({ VITE_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/7' }));
    expect(d['connect-src']).toEqual(["'self'", 'https://o42.ingest.sentry.io']);
  });

  test('relative or malformed URLs mean the page origin (nothing added)', () => {
    expect(directives(contentSecurityPolicy({ VITE_API_BASE_URL: '/api', VITE_SOCKET_URL: 'not a url' }))['connect-src']).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  test('with a Telegram bot: the policy plus frame-ancestors Telegram Web, no referrer, nosniff', () => {
    expect(securityHeaders("default-src 'self'", { telegramWeb: true })).toEqual({
      'Content-Security-Policy': "default-src 'self'; frame-ancestors https://web.telegram.org",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  test('without a Telegram bot no page may frame the app', () => {
    expect(securityHeaders("default-src 'self'", { telegramWeb: false })['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
