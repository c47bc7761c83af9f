import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { chromiumForFile } from './browser';
import { faultProviderForBlock, joinGame, openPhonePage } from './resilience-flow';
import { login, openBoardSelector } from './game-flow';
import { letterOf } from '../../src/shared/lib/bingo';
import { headersFileOf, readNginxHeaders } from '../../scripts/build/vite/deploy-files';
import { netDir, netUrl } from './servers';
import { serveWithNginx } from './nginx';

/**
 * The hosting configuration (deploy/nginx, README "Deploying") serving the network build, as every
 * network-mode browser test reaches it (tests/e2e/global-setup.ts): the SPA fallback, the cache
 * rules, the build's precompressed files and its security headers, and a player's pages through it.
 */
const browser = chromiumForFile();
const url = (path: string) => netUrl() + path;
const get = (path: string, encoding = '') => fetch(url(path), { headers: { 'accept-encoding': encoding } });
/** The headers the build wrote for nginx (lower-cased names, as fetch reports them). */
const securityHeaders = () => Object.fromEntries(Object.entries(readNginxHeaders(headersFileOf(netDir()))).map(([name, value]) => [name.toLowerCase(), value]));
const headersOf = (response: Response) => Object.fromEntries(response.headers);
const callLabel = (n: number) => `${letterOf(n)}-${n}`;
const firstScript = () => /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(netDir(), 'index.html'), 'utf8'))![1];

describe('deploy/nginx serving the production build', () => {
  test('nginx loads deploy/nginx and serves the network build (every network-mode test goes through it)', () => {
    expect(inject('nginxError')).toBeNull();
  });

  test('a port another server holds is refused, not served by that server in nginx\'s place', async () => {
    const other = createServer();
    await new Promise<void>((ready) => other.listen(0, '127.0.0.1', ready));
    const { port } = other.address() as { port: number };
    try {
      await expect(serveWithNginx(netDir(), port)).rejects.toThrow(`port ${port} is taken by another server`);
    } finally {
      other.close();
    }
  });

  test('app paths get index.html (200, no-cache, the security headers); a missing asset is a 404 kept nowhere', async () => {
    const index = readFileSync(join(netDir(), 'index.html'), 'utf8');
    for (const path of ['/', '/auth', '/gameWindow/10', '/autoGamePlay/some-game', '/no/such/page', '/index.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(headersOf(response), path).toMatchObject({ 'content-type': 'text/html', 'cache-control': 'no-cache', ...securityHeaders() });
      expect(await response.text(), path).toBe(index);
    }
    const missing = await get('/assets/no-such-file.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(headersOf(missing)).toMatchObject(securityHeaders());
  });

  test('hashed assets are immutable; index.html, the service worker, its Workbox file and the manifest are revalidated', async () => {
    const asset = await get(firstScript());
    expect(headersOf(asset)).toMatchObject({ 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable', ...securityHeaders() });
    const workbox = readdirSync(netDir()).find((name) => /^workbox-[\w-]+\.js$/.test(name))!;
    for (const path of ['/sw.js', `/${workbox}`, '/manifest.webmanifest']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(headersOf(response), path).toMatchObject({ 'cache-control': 'no-cache', ...securityHeaders() });
    }
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json');
    expect((await get('/sounds/calls/7.mp3')).headers.get('content-type')).toBe('audio/mpeg');
  });

  test('the build’s brotli and gzip twins are sent to a client that accepts them, the file itself to one that does not', async () => {
    for (const path of [firstScript(), '/index.html']) {
      const file = join(netDir(), path);
      for (const [accepts, encoding, size] of [
        ['br, gzip', 'br', statSync(`${file}.br`).size],
        ['gzip', 'gzip', statSync(`${file}.gz`).size],
        ['', null, statSync(file).size],
      ] as const) {
        const response = await get(path, accepts);
        expect(response.headers.get('content-encoding'), `${path} ${accepts}`).toBe(encoding);
        expect(response.headers.get('vary'), `${path} ${accepts}`).toBe('Accept-Encoding');
        expect(Number(response.headers.get('content-length')), `${path} ${accepts}`).toBe(size);
        await response.arrayBuffer();
      }
    }
  });

  describe('a player through nginx', () => {
    const provider = faultProviderForBlock();

    test('an unknown path shows the app’s not-found screen; a returning player’s reload of a game page puts them back in the game', async () => {
      const { context, page, errors } = await openPhonePage(browser());
      try {
        await page.goto(url('/no/such/page'));
        await page.getByRole('heading', { name: 'Page not found' }).waitFor();
        await login(page, netUrl(), '0911000001');
        await openBoardSelector(page, 10);
        await joinGame(page, [11, 12]);
        expect(await provider().engine.startNow(10)).toBe(true);
        const call = provider().engine.callNext(10)!;
        const latest = () => page.getByTestId('bar-latest-call').innerText();
        await expect.poll(latest).toBe(callLabel(call));
        await page.reload();
        await expect.poll(latest).toBe(callLabel(call));
        expect(await page.getByRole('button', { name: 'ቢንጎ! board 12', exact: true }).isEnabled()).toBe(true);
        expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
