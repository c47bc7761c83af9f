import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, MOBILE, providerServerForBlock } from './game-flow';
import { netUrl } from './servers';

/**
 * The colour theme (src/shared/ui/theme, src/shared/ui/theme/choice.ts) in both builds: without a choice the
 * page follows the system's light or dark setting (emulated `prefers-color-scheme`), also when it
 * changes while the page is open; the profile's switch overrides it, applies at once, and a reload
 * or a later visit paints the chosen theme from index.html's chooser, before the app runs. The
 * browser's bar (`theme-color`) follows the same: the system's setting, or the player's choice.
 */
const browser = chromiumForFile();

/** The page background of each palette, as the browser computes it. */
const PAGE = { dark: 'rgb(15, 23, 42)', light: 'rgb(244, 246, 250)' };
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The browser's bar colour: the first `theme-color` meta whose media matches, as the browser picks it. */
const BAR = { dark: '#0f172a', light: '#f4f6fa' };
const bar = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => !meta.media || matchMedia(meta.media).matches)?.content ?? null);

describe.each([['mock'], ['network']] as const)('in %s mode', (mode) => {
  const origin = () => (mode === 'mock' ? inject('mockUrl') : netUrl());
  if (mode === 'network') providerServerForBlock();

  test("without a choice, the login page and a logged-in page follow the system's setting, also when it changes", async () => {
    const context = await browser().newContext({ viewport: MOBILE, colorScheme: 'light' });
    try {
      const page = await context.newPage();
      await page.goto(`${origin()}/auth`);
      await page.getByLabel('Password').waitFor();
      expect(await background(page)).toBe(PAGE.light);
      expect(await bar(page)).toBe(BAR.light);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await background(page)).toBe(PAGE.dark);
      expect(await bar(page)).toBe(BAR.dark);

      await login(page, origin(), '0911000001');
      expect(await background(page)).toBe(PAGE.dark);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await background(page)).toBe(PAGE.light);
      expect(await bar(page)).toBe(BAR.light);
    } finally {
      await context.close();
    }
  });

  test('the profile switch: Dark on a light system applies at once and stays after a reload and on the next visit; "As the phone" follows the system again', async () => {
    const context = await browser().newContext({ viewport: MOBILE, colorScheme: 'light' });
    try {
      const page = await context.newPage();
      await login(page, origin(), '0911000001');
      await page.goto(`${origin()}/profile`);
      const colours = page.getByRole('group', { name: 'Colours' });
      await colours.waitFor();
      expect(await colours.getByRole('radio', { name: 'As the phone' }).isChecked()).toBe(true);
      await colours.getByText('Dark', { exact: true }).click();
      expect(await background(page)).toBe(PAGE.dark);
      expect(await bar(page)).toBe(BAR.dark);

      // painted dark before the app's scripts: the chooser has marked the page by the time its HTML is parsed
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await background(page)).toBe(PAGE.dark);
      expect(await bar(page)).toBe(BAR.dark);
      await expect.poll(() => colours.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

      const later = await context.newPage();
      await later.goto(`${origin()}/gameType`);
      await later.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await background(later)).toBe(PAGE.dark);
      await later.close();

      await colours.getByText('As the phone', { exact: true }).click();
      expect(await background(page)).toBe(PAGE.light);
      expect(await bar(page)).toBe(BAR.light);
      await page.reload();
      await colours.waitFor();
      expect(await background(page)).toBe(PAGE.light);
    } finally {
      await context.close();
    }
  });
});
