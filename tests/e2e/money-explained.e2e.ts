import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, providerServerForBlock, shellReplaced } from './game-flow';
import { netUrl } from './servers';

/**
 * Money that explains itself, on a 360 px phone: the manual deposit names where to send the money
 * (the proposed receiving-accounts call) with a copy button, in mock mode and against the Node
 * provider; a server that does not offer the call leaves the tab working with the spec's text.
 */
const browser = chromiumForFile();
const ACCOUNTS = 'Send your deposit to one of these accounts';
const HELP = 'Send the amount by mobile money, then paste the transaction id from the SMS you received.';

async function openManualDeposit(page: Page, baseUrl: string) {
  await login(page, baseUrl, '0911000001');
  await page.goto(baseUrl + '/addBalance');
  await shellReplaced(page);
  await page.getByRole('tab', { name: 'Deposit', exact: true }).click();
  await page.getByRole('tab', { name: 'Manual', exact: true }).click();
  return page.getByRole('form', { name: 'Manual deposit' });
}

/** The accounts as the player reads them, one line each. */
const accountLines = (page: Page) =>
  page
    .getByRole('region', { name: ACCOUNTS })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => [...li.children].map((c) => (c as HTMLElement).innerText).join(' | ')));

describe('manual deposit: where to send the money', () => {
  test('mock mode: telebirr and CBE Birr with number and name; Copy puts the number on the clipboard; axe 0', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('mockUrl') });
      await openManualDeposit(page, inject('mockUrl'));
      await expect.poll(() => accountLines(page)).toEqual([
        'telebirr | 0911223344 | Account name: Cartela Games PLC | Copy',
        'CBE Birr | 1000123456789 | Account name: Cartela Games PLC | Copy',
      ]);
      await page.getByRole('button', { name: 'Copy the telebirr number 0911223344' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('0911223344');
      await expect.poll(() => page.getByText('Number copied').count()).toBe(1);
      expect(await page.getByText(HELP).count()).toBe(1);
      // the number stays on one line at 360 px
      const numberBox = await page.getByText('1000123456789', { exact: true }).boundingBox();
      expect(numberBox!.height).toBeLessThan(40);
      expect(await axeViolations(page, 'manual deposit')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('network mode (production build against `npm run provider`)', () => {
  providerServerForBlock();

  test('the provider’s accounts are listed; the deposit request sends and the answer is our sentence', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      const form = await openManualDeposit(page, netUrl());
      await expect.poll(() => accountLines(page)).toEqual([
        'telebirr | 0911223344 | Account name: Cartela Games PLC | Copy',
        'CBE Birr | 1000123456789 | Account name: Cartela Games PLC | Copy',
      ]);
      await form.getByLabel('Amount (ETB)').fill('100');
      await form.getByLabel('SMS transaction id').fill('CFG7H2K9LM');
      await form.getByRole('button', { name: 'Send deposit request' }).click();
      await expect.poll(() => form.getByRole('status').innerText()).toBe('Your deposit request of 100.00 ETB was sent. It is added to your balance once it has been checked.');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a server that does not offer the call (501): no accounts, the spec’s text, and the deposit still goes', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Allow-Methods': 'GET' };
      let asked = 0;
      await context.route('**/api/manual-payments/receiving-accounts', (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        asked += 1;
        return route.fulfill({ status: 501, headers: cors, contentType: 'application/json', body: JSON.stringify({ message: 'not offered' }) });
      });
      const form = await openManualDeposit(page, netUrl());
      await expect.poll(() => asked).toBeGreaterThan(0);
      expect(await form.getByText(HELP).count()).toBe(1);
      expect(await page.getByRole('region', { name: ACCOUNTS }).count()).toBe(0);
      await form.getByLabel('Amount (ETB)').fill('100');
      await form.getByLabel('SMS transaction id').fill('CFG7H2K9LM');
      await form.getByRole('button', { name: 'Send deposit request' }).click();
      await expect.poll(() => form.getByRole('status').innerText()).toBe('Your deposit request of 100.00 ETB was sent. It is added to your balance once it has been checked.');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
