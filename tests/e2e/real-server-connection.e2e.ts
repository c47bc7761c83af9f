import { describe, expect, test } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, MOBILE, openBoardSelector, providerServerForBlock } from './game-flow';
import { netUrl } from './servers';
import { chromiumArgs } from '../../scripts/measure/chromium-args';

/**
 * What an honest server other than the mock may do to the connection (docs/real-server.md
 * "Against a real server"): end every socket itself (`io server disconnect`, which socket.io does not retry by
 * itself) and refuse handshakes for a reason other than `unauthorized`. The client comes back on
 * its own, with back-off, and the board selector is usable again.
 */
const browser = chromiumForFile();
const CHROMIUM_ARGS = chromiumArgs();
const status = (page: Page) => page.evaluate(() => (window as unknown as { __cartelaSocket: { status(): string } }).__cartelaSocket.status());

describe('a connection that is really there (network mode)', () => {
  const provider = providerServerForBlock();

  test('the server disconnects every socket, then refuses two handshakes: the board selector reconnects by itself', async () => {
    const context = await browser().newContext({ viewport: MOBILE });
    try {
      const page = await context.newPage();
      await login(page, netUrl(), '0911000001');
      await openBoardSelector(page, 10);
      await expect.poll(() => status(page)).toBe('connected');

      provider().disconnectAll();
      await expect.poll(() => status(page)).not.toBe('connected');
      await expect.poll(() => status(page)).toBe('connected');

      provider().refuseHandshakes(2, 'server busy');
      provider().disconnectAll();
      await expect.poll(() => status(page)).not.toBe('connected');
      // two refusals, each retried after 0.5–3 s: back within the poll's 10 s
      await expect.poll(() => status(page), { timeout: 15_000 }).toBe('connected');
      await page.getByRole('button', { name: 'Board 7', exact: true }).click();
      // the pick reaches the server's game again: the selector re-synced after the reconnect
      await expect.poll(() => page.getByRole('button', { name: 'Board 7, selected' }).count()).toBe(1);
      expect(page.url()).toContain('/boardSelector');
    } finally {
      await context.close();
    }
  });

  test('back from the back-forward cache: the board selector opens its socket again and picks boards', async () => {
    // playwright turns the back-forward cache off by default; this browser keeps it, as phones do
    const cached = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    const context = await cached.newContext({ viewport: MOBILE });
    try {
      const page = await context.newPage();
      await login(page, netUrl(), '0911000001');
      await openBoardSelector(page, 10);
      await expect.poll(() => status(page)).toBe('connected');
      // a mark that only a page restored from the cache (not a reload) still has
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.goto(`${netUrl()}/__bfcache-away`);
      // a page restored from the cache fires no load event
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForURL('**/boardSelector', { waitUntil: 'commit' });
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect.poll(() => status(page)).toBe('connected');
      await page.getByRole('button', { name: 'Board 9', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Board 9, selected' }).count()).toBe(1);
    } finally {
      await cached.close();
    }
  });
});
