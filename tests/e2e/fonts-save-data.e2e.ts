import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, openBoardSelector } from './game-flow';
import { callAndSee, joinGame, pageFaults } from './resilience-flow';

/**
 * Light on data (production build, mock mode): the login page fetches one small Ethiopic font and
 * draws its Amharic with it; with the browser's data saver on, call sounds start muted and the
 * balance chart's module (uPlot) waits for "Show chart".
 */
const browser = chromiumForFile();

const FONT_BUDGET = 40 * 1024;
const SUBSET = /\/assets\/noto-sans-ethiopic-subset-[\w-]+\.woff2$/;
const CHART_CHUNK = /\/assets\/BalanceChart-[\w-]+\.(js|css)$/;

/**
 * Every font response of `page` from now on, listed as it arrives; `read()` resolves once each one's
 * size in bytes is known (a body still being read is waited for, never left out).
 */
function recordFonts(page: Page): { url: string; bytes: number }[] & { read(): Promise<unknown> } {
  const pending: Promise<unknown>[] = [];
  const fonts = Object.assign([] as { url: string; bytes: number }[], { read: () => Promise.all(pending) });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return;
    const font = { url: response.url(), bytes: 0 };
    fonts.push(font);
    pending.push(response.body().then((body) => (font.bytes = body.length)));
  });
  return fonts;
}

/** The fonts Chromium drew `selector`'s text with (DevTools protocol, as the Computed panel lists them). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

describe('fonts on the first load', () => {
  test('/auth fetches at most two font files, 40 KB in all, and draws its Amharic in the subset', async () => {
    const context = await browser().newContext({ viewport: MOBILE });
    const page = await context.newPage();
    const fonts = recordFonts(page);
    try {
      await page.goto(inject('mockUrl') + '/auth');
      const subtitle = page.getByText('ቢንጎ ይጫወቱ · Log in with your phone number');
      await subtitle.waitFor();
      await expect.poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.family.includes('Noto Sans Ethiopic')).map((f) => f.status))).toEqual(['loaded']);
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Ethiopic"', 'ቢንጎ ይጫወቱ'))).toBe(true);
      await page.waitForLoadState('networkidle');
      await fonts.read();
      expect(fonts.length).toBeGreaterThanOrEqual(1);
      expect(fonts.length).toBeLessThanOrEqual(2);
      expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(FONT_BUDGET);
      expect(fonts.filter((f) => !SUBSET.test(f.url))).toEqual([]);

      // the Ethiopic letters of the subtitle come from the web font, not from a font of this machine
      const subtitleClass = await subtitle.getAttribute('class');
      const drawn = await renderedFonts(page, `p.${subtitleClass!.split(' ')[0]}`);
      const web = drawn.filter((f) => f.isCustomFont);
      expect(web.map((f) => f.familyName)).toEqual(['Noto Sans Ethiopic']);
      expect(web[0].glyphCount).toBeGreaterThanOrEqual([...'ቢንጎይጫወቱ'].length);
    } finally {
      await context.close();
    }
  });
});

describe('the browser saves data (navigator.connection.saveData)', () => {
  test('the chart loads only on "Show chart"; call sounds start muted and fetch no clip; one font file throughout', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    await context.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g' });
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const fonts = recordFonts(page);
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await page.evaluate(() => window.__cartelaMock!.world.recordLedgerEntry({ phone: '0911000001', type: 'deposit', amount: 100, net_amount: 100, isdebit: false }));

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Transaction History', exact: true }).click();
      await page.waitForURL('**/transactionHistory');
      const show = page.getByRole('button', { name: 'Show chart' });
      await show.waitFor();
      expect(await page.getByRole('table', { name: 'Transactions' }).count()).toBe(1);
      await page.waitForTimeout(500);
      expect(requests.filter((url) => CHART_CHUNK.test(url))).toEqual([]);
      expect(await page.getByTestId('balance-chart').count()).toBe(0);
      await show.click();
      await expect.poll(() => page.getByTestId('balance-chart').count()).toBe(1);
      expect(requests.some((url) => CHART_CHUNK.test(url))).toBe(true);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL('**/gameType');
      await openBoardSelector(page, 10);
      await joinGame(page, [11]);
      const mute = page.getByRole('button', { name: 'Mute call sounds' });
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
      expect(await mute.innerText()).toContain('Sound off');
      const control = pageFaults(page);
      expect(await control.startNow(10)).toBe(true);
      await callAndSee(page, control, []);
      await page.waitForTimeout(300);
      expect(requests.filter((url) => url.includes('/sounds/calls/'))).toEqual([]);
      // nothing chosen yet: the default is not stored, so turning data saver off brings sound back
      expect(await page.evaluate(() => localStorage.getItem('cartela.sound.muted'))).toBeNull();

      // the game screen, with the most Amharic, still needs only the one subset file
      expect(fonts.map((f) => SUBSET.test(f.url))).toEqual([true]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
