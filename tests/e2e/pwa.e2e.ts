import { appendFileSync, chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { compressFile, headersFileOf } from '../../scripts/build/vite/deploy-files';
import { serveWithNginx } from './nginx';
import { emulateNetwork } from './offline';
import { netDir, netUrl } from './servers';

/**
 * The installable app and its service worker (scripts/build/vite/pwa.ts) in the production build for a real
 * server: manifest and icons, a late registration that takes the page over, the offline shell,
 * call clips cached on first play, and "A new version is ready" that reloads only on a press.
 */
const browser = chromiumForFile();
const OFFLINE = 'You are offline. Cartela will reconnect when the network is back.';
// the test's own nginx (deploy/nginx) serving a copy of the build, whose sw.js it changes (a "new deployment")
// (+11: with the default base, +10 is 4190, a port on the browsers' and fetch's list of ports they refuse)
const UPDATE_PORT = Number(process.env.E2E_PORT_BASE ?? 4180) + 11;

const scripts = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''));

/** Opens `url` in a new phone-sized context and waits until the app's worker controls the page. */
async function visitUntilControlled(url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.goto(url + '/auth');
  await page.getByLabel('Phone number').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  return { context, page };
}

describe('installable app and service worker (real-server build)', () => {
  test('the manifest is linked and valid, its icons load, and Chromium finds the page installable', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(netUrl() + '/auth');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = await (await page.request.get(netUrl() + href)).json();
      expect(manifest).toMatchObject({ name: 'Cartela Bingo', short_name: 'ካርቴላ', start_url: '/', display: 'standalone', theme_color: '#0f172a', background_color: '#0f172a' });
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of icons) {
        const response = await page.request.get(netUrl() + icon.src);
        expect(response.headers()['content-type']).toBe('image/png');
        const size = await page.evaluate(async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          return `${img.naturalWidth}x${img.naturalHeight}`;
        }, icon.src);
        expect(size).toBe(icon.sizes);
      }
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      // a test context is an incognito profile, where nothing installs; the page itself qualifies
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the worker registers only after the first load, then controls the page; it caches no API answer', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    try {
      await page.goto(netUrl() + '/auth', { waitUntil: 'load' });
      await page.getByLabel('Phone number').waitFor();
      // nothing of the worker during the first load
      expect(await scripts(page)).toEqual([]);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
      expect(await scripts(page)).toEqual([netUrl() + '/sw.js']);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
        return urls;
      });
      expect(cached.some((u) => new URL(u).pathname === '/index.html')).toBe(true);
      expect(cached.filter((u) => /\/api\/|\/socket\.io\//.test(u))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('after one visit, /auth reloaded with the network off shows the app and the offline message', async () => {
    const { context, page } = await visitUntilControlled(netUrl());
    const network = await emulateNetwork(context, netUrl());
    try {
      await network(false);
      await page.reload();
      await page.getByLabel('Phone number').waitFor();
      expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(OFFLINE, { exact: true }).isVisible()).toBe(true);
      // the network is back: the message goes
      await network(true);
      await expect.poll(() => page.getByText(OFFLINE, { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a page whose code was never downloaded, opened offline, shows the offline screen, not the crash page', async () => {
    const { context, page } = await visitUntilControlled(netUrl());
    const network = await emulateNetwork(context, netUrl());
    try {
      await network(false);
      await page.goto(netUrl() + '/forgotPassword');
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText().catch(() => '')).toContain(OFFLINE);
      expect(await alert.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
      expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a call clip is cached on its first play and then plays from the cache', async () => {
    const { context, page } = await visitUntilControlled(netUrl());
    try {
      const play = (n: number) =>
        page.evaluate(async (src) => {
          const audio = new Audio(src);
          audio.muted = true;
          audio.preload = 'auto';
          await new Promise<void>((resolve, reject) => {
            audio.oncanplaythrough = () => resolve();
            audio.onerror = () => reject(new Error('clip failed: ' + src));
            audio.load();
          });
        }, `/sounds/calls/${n}.mp3`);
      await play(7);
      const clips = () => page.evaluate(async () => (await (await caches.open('call-sounds')).keys()).map((r) => new URL(r.url).pathname));
      await expect.poll(clips).toEqual(['/sounds/calls/7.mp3']);
      await context.setOffline(true);
      await play(7);
    } finally {
      await context.close();
    }
  });
});

describe('a new deployment', () => {
  let dir: string;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dir = join(mkdtempSync(join(tmpdir(), 'cartela-pwa-')), 'dist');
    // nginx's workers (`nobody` when the tests run as root) read the copy
    chmodSync(dirname(dir), 0o755);
    cpSync(netDir(), dir, { recursive: true });
    cpSync(headersFileOf(netDir()), headersFileOf(dir));
    stop = await serveWithNginx(dir, UPDATE_PORT);
  });
  afterAll(async () => {
    await stop?.();
    rmSync(dirname(dir), { recursive: true, force: true });
  });

  test('shows "A new version is ready"; the page reloads only when the player presses Reload', async () => {
    const url = `http://127.0.0.1:${UPDATE_PORT}`;
    const { context, page } = await visitUntilControlled(url);
    try {
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      appendFileSync(join(dir, 'sw.js'), '\n// the next deployment\n');
      // as a deployment does: the new file's compressed twins with it (nginx sends sw.js.br, .gz)
      compressFile(join(dir, 'sw.js'));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await page.getByText('A new version is ready', { exact: true }).waitFor({ timeout: 20_000 });
      const reload = page.getByRole('status').getByRole('button', { name: 'Reload' });
      // no reload by itself: the same document, still on the old worker, for a while
      await page.waitForTimeout(2000);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // reachable from the keyboard
      await reload.focus();
      expect(await reload.evaluate((el) => el === document.activeElement)).toBe(true);
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await page.getByLabel('Phone number').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
      expect(await page.getByText('A new version is ready').count()).toBe(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('mock mode', () => {
  test('registers only MSW’s worker, never the app’s', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    try {
      await page.goto(inject('mockUrl') + '/auth', { waitUntil: 'load' });
      await page.getByLabel('Phone number').waitFor();
      // past the moment a real-server build registers its worker
      await page.waitForTimeout(8000);
      const registered = await scripts(page);
      expect(registered).toEqual([inject('mockUrl') + '/mockServiceWorker.js']);
      expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
      expect((await page.request.get(inject('mockUrl') + '/sw.js')).headers()['content-type'] ?? '').not.toContain('javascript');
    } finally {
      await context.close();
    }
  });
});
