import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { DESKTOP, MOBILE, newPlayerPage } from './game-flow';

/**
 * The text switch (ቅልቅል · Mixed for the spec's own texts, አማርኛ, English) on the login page, in the
 * drawer and in the header: it applies without a reload, `<html lang>` follows it, Amharic fragments
 * of the spec texts carry `lang="am"`, and the choice is kept on the device across reloads and
 * sign-ins.
 */
const browser = chromiumForFile();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** Marks the document; the mark is gone after a reload, so a kept mark proves no reload happened. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('choosing the language', () => {
  test('on the login page and in the drawer: applies at once, html lang follows, kept after a reload', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await page.goto(`${inject('mockUrl')}/auth`);
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      // spec texts: an English page whose Amharic fragments say they are Amharic
      expect(await htmlLang(page)).toBe('en');
      expect(await page.locator('[lang="am"]', { hasText: 'ቢንጎ ይጫወቱ' }).count()).toBe(1);

      await markDocument(page);
      await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'አማርኛ' }).check();
      await page.getByRole('button', { name: 'ግባ', exact: true }).waitFor();
      expect(await htmlLang(page)).toBe('am');
      expect(await page.getByLabel('ስልክ ቁጥር').count()).toBe(1);
      expect(await sameDocument(page)).toBe(true);

      await page.reload();
      await page.getByRole('button', { name: 'ግባ', exact: true }).waitFor();
      expect(await sameDocument(page)).toBe(false);
      expect(await htmlLang(page)).toBe('am');
      expect(await page.getByRole('radio', { name: 'አማርኛ' }).isChecked()).toBe(true);

      await page.getByLabel('ስልክ ቁጥር').fill('0911000001');
      await page.getByLabel('የይለፍ ቃል').fill('cartela123');
      await page.getByRole('button', { name: 'ግባ', exact: true }).click();
      await page.waitForURL('**/gameType');
      await page.getByRole('heading', { name: 'የጨዋታ ዓይነት ይምረጡ' }).waitFor();

      await page.getByRole('button', { name: 'ምናሌውን ይክፈቱ' }).click();
      await page.getByRole('dialog', { name: 'ምናሌ' }).getByRole('group', { name: 'ቋንቋ' }).getByRole('radio', { name: 'English' }).check();
      // the drawer stays open and is now the English "Menu"
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      // the page behind the open drawer is hidden from assistive technology, so read its heading directly
      expect(await page.locator('h1').innerText()).toBe('Choose how to play');
      // only the switch's own "አማርኛ" choices (header and drawer) stay Amharic on the English page
      expect(new Set(await page.locator('[lang="am"]').allInnerTexts())).toEqual(new Set(['አማርኛ']));
      expect(await page.evaluate(() => localStorage.getItem('cartela.language'))).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('in the desktop header: the wallet speaks Amharic with ብር, then the spec texts again', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), DESKTOP);
    try {
      await page.goto(`${inject('mockUrl')}/auth`);
      await page.getByLabel('Phone number').fill('0911000001');
      await page.getByLabel('Password').fill('cartela123');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/gameType');
      await page.goto(`${inject('mockUrl')}/addBalance`);
      await page.getByRole('heading', { name: 'Wallet' }).waitFor();
      await page.getByTestId('wallet-balance').filter({ hasText: 'ETB' }).waitFor();

      const header = page.getByRole('banner');
      await header.getByRole('radio', { name: 'አማርኛ' }).check();
      await page.getByRole('heading', { name: 'ዋሌት' }).waitFor();
      expect(await page.getByTestId('wallet-balance').innerText()).toMatch(/^[\d,]+\.\d{2} ብር$/);
      expect(await page.getByRole('tab', { name: 'ማስተላለፍ' }).count()).toBe(1);
      expect(await htmlLang(page)).toBe('am');

      await header.getByRole('radio', { name: 'ቅልቅል · Mixed' }).check();
      await page.getByRole('heading', { name: 'Wallet' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      expect(await page.getByTestId('wallet-balance').innerText()).toMatch(/ETB$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
