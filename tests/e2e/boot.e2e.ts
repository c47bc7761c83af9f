import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { netDir, netUrl } from './servers';

/** A boot that fails shows our static message, and is reported; the production build for a real server. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// the chunk main.tsx imports dynamically (src/app/4-router/app.tsx → assets/app-<hash>.js)
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

describe('boot', () => {
  test('an app chunk that cannot load shows "Cartela could not start" with Reload; Reload once it is back loads the app', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.route(APP_CHUNK, (route) => route.abort('internetdisconnected'));
    try {
      await page.goto(netUrl() + '/auth');
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toContain('Cartela could not start. Check your connection and reload.');
      const reload = alert.getByRole('button', { name: 'Reload' });
      expect(await reload.isVisible()).toBe(true);
      // a touch target (house style: at least 44 px) even without our stylesheet
      const box = (await reload.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(requested.some((url) => APP_CHUNK.test(url))).toBe(true);

      // reported to us (console and the ring; nothing leaves the device without a DSN)
      const reports = await page.evaluate(() => (window as unknown as { __cartelaReports(): { kind: string; message: string }[] }).__cartelaReports());
      expect(reports.map((r) => r.kind)).toEqual(['boot']);
      expect(requested.filter((url) => /sentry/i.test(url))).toEqual([]);

      await page.unroute(APP_CHUNK);
      await reload.click();
      await page.getByLabel('Phone number').waitFor();
      expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
      expect(await page.getByText('Cartela could not start').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('the login page loads only the scripts index.html names: the app chunk with the login page is preloaded, not discovered after the entry has run', async () => {
    const html = readFileSync(join(netDir(), 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/app-[\w-]+\.js"/);
    const named = new Set([...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
    // besides them, the generated HTTP client (with what it imports), which the app preloads once the
    // page has loaded and is idle, so the first call (the login) does not wait for it
    const chunks = JSON.parse(readFileSync(join(netDir(), '.vite/chunks.json'), 'utf8')) as Record<string, { imports: string[]; modules: Record<string, number> }>;
    const http = Object.keys(chunks).find((file) => Object.keys(chunks[file]!.modules).some((m) => m.startsWith('src/shared/api/generated/http')));
    expect(http).toBeDefined();
    const afterLoad = new Set([http!, ...chunks[http!]!.imports].map((file) => `/${file}`));
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(netUrl() + '/auth');
      await page.getByLabel('Phone number').waitFor();
      // the prerendered page paints before its scripts load: wait until the login entry has made it live
      await expect.poll(() => page.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.filter((path) => !named.has(path) && !afterLoad.has(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
