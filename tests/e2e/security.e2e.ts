import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contentSecurityPolicy as policyOfEnv } from '../../src/shared/config/csp';
import { LOGIN_MARKUP_CHOOSER, LOGIN_MARKUP_CHOOSER_HASH } from '../../scripts/build/vite/prerender-login';
import { startProviderServer, type ProviderServer } from '@mock-provider/node';
import { launchChromium, takeCspViolations } from './browser';
import { MOCK_BUILD_ENV, MOCK_OUT_DIR, networkBuildEnv } from './builds';
import { login, TEST_MOCK_CONFIG, pageErrors } from './game-flow';
import { netDir, netUrl, providerPort } from './servers';

/** A build's policy: the variables' sources and the hash of its one inline script, the login markup's chooser. */
const contentSecurityPolicy = (env: Parameters<typeof policyOfEnv>[0]) => policyOfEnv(env, { scriptHashes: [LOGIN_MARKUP_CHOOSER_HASH] });

// README "Deploying": the production builds run every test under their CSP without a violation
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});

/**
 * README "Deploying": the production builds (mock mode and network mode) carry their Content
 * Security Policy, `vite preview` sends it with the other security headers, and every route of
 * the route table (spec §2.1) renders under it, logged in, without a single violation. The other
 * browser tests (a whole game, the wallet, accounts, faults) check for violations after each test.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Every path of the route table, read from the generated route tree so a new route is not missed. */
function routeTable(): string[] {
  const tree = readFileSync(join(import.meta.dirname, '../../src/app/routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)![1];
  return [...block.matchAll(/'([^']+)':/g)].map((m) => m[1]);
}

const SECURITY_HEADERS = (policy: string) => ({
  'content-security-policy': `${policy}; frame-ancestors https://web.telegram.org`,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
});

/** Opens `path` and checks the policy the page runs under: header, meta tag, no violation, something rendered. */
async function visit(page: Page, baseUrl: string, path: string, policy: string) {
  const response = await page.goto(baseUrl + path);
  expect(response, path).not.toBeNull();
  expect(response!.headers(), path).toMatchObject(SECURITY_HEADERS(policy));
  await expect.poll(() => page.locator('#root > *').count(), { message: path }).toBeGreaterThan(0);
  // lazy route chunks, their styles and the first requests settle
  await page.waitForLoadState('networkidle');
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'), path).toBe(policy);
  expect(await page.evaluate(() => window.__cspViolations), path).toEqual([]);
}

describe('production builds ship a strict CSP (README "Deploying")', () => {
  test('the route table has every spec §2.1 path, and ours (/limits, responsible play)', () => {
    expect(routeTable().sort()).toEqual(
      [
        '/', '/auth', '/signup', '/forgotPassword', '/payment_success', '/payment_failure', '/gameType', '/stake', '/boardSelector',
        '/gameWindow/$betAmount', '/autoGames', '/autoBoardSelector/$gameId', '/autoGamePlay/$gameId', '/addBalance',
        '/transactionHistory', '/gameHistory', '/invite', '/instructions', '/terms', '/support', '/profile',
        '/limits',
      ].sort(),
    );
  });

  test('index.html of both builds: the policy first in <head>, no inline script but the login markup\'s chooser (allowed by its hash), no inline style, no event handler attributes', () => {
    for (const [outDir, env] of [
      [MOCK_OUT_DIR, MOCK_BUILD_ENV],
      [netDir(), networkBuildEnv(providerPort())],
    ] as const) {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const head = /<head>\s*([\s\S]*?)<\/head>/.exec(html)![1];
      expect(head.startsWith('<meta http-equiv="Content-Security-Policy"'), outDir).toBe(true);
      expect(head.replace(/&#39;/g, "'"), outDir).toContain(`content="${contentSecurityPolicy(env)}"`);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, outDir).toBeGreaterThan(0);
      const inline = scripts.filter(([, attrs]) => !/\ssrc=/.test(attrs!));
      expect(inline.map(([, attrs, body]) => [attrs, body]), outDir).toEqual([['', LOGIN_MARKUP_CHOOSER]]);
      for (const [, attrs, body] of scripts.filter((script) => !inline.includes(script))) {
        expect(attrs, outDir).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
        expect(body.trim(), outDir).toBe('');
      }
      expect(html, outDir).not.toMatch(/<style\b/);
      expect(html, outDir).not.toMatch(/\son[a-z]+=/i);
      expect(html, outDir).not.toMatch(/\sstyle=/i);
    }
  });

  test('mock mode: every route, logged in, runs under the policy with no violation; the mock checkout page too', async () => {
    const policy = contentSecurityPolicy(MOCK_BUILD_ENV);
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await login(page, inject('mockUrl'), '0911000001');
    const gameId = await page.evaluate(() => window.__cartelaMock!.auto.gameIds()[0]);
    expect(gameId).toBeTruthy();
    const paths = routeTable().map((p) => p.replace('$betAmount', '10').replace('$gameId', encodeURIComponent(gameId)));
    for (const path of [...paths, '/no-such-page', '/mockCheckout?reference=dep-1&amount=50.00&return=' + encodeURIComponent(inject('mockUrl'))]) {
      await visit(page, inject('mockUrl'), path, policy);
    }
    // the MSW service worker runs under the policy too (worker-src 'self')
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/mockServiceWorker\.js$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('network mode (production build against `npm run provider`)', () => {
    let provider: ProviderServer;
    beforeAll(async () => {
      provider = await startProviderServer(providerPort(), TEST_MOCK_CONFIG);
    });
    afterAll(async () => {
      await provider?.close();
    });

    test('every route, logged in, runs under the policy (provider origin and its ws twin allowed) with no violation', async () => {
      const policy = contentSecurityPolicy(networkBuildEnv(providerPort()));
      expect(policy).toContain(`connect-src 'self' http://127.0.0.1:${providerPort()} ws://127.0.0.1:${providerPort()};`);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors = pageErrors(page);
      const sockets: string[] = [];
      page.on('websocket', (ws) => sockets.push(ws.url()));
      await login(page, netUrl(), '0911000001');
      const gameId = provider.auto.gameIds()[0];
      const paths = routeTable().map((p) => p.replace('$betAmount', '10').replace('$gameId', encodeURIComponent(gameId)));
      for (const path of [...paths, '/no-such-page']) await visit(page, netUrl(), path, policy);
      // the game screens reached the provider's socket over ws:// (connect-src)
      expect(sockets.some((u) => u.startsWith(`ws://127.0.0.1:${providerPort()}/socket.io/`))).toBe(true);
      // the app's own worker may be there (scripts/build/vite/pwa.ts), MSW's never
      const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''));
      expect(workers.filter((url) => !url.endsWith('/sw.js'))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
