import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, openBoardSelector, providerServerForBlock, shellReplaced } from './game-flow';
import { joinGame, pageFaults } from './resilience-flow';
import { netUrl } from './servers';

/**
 * Responsible play, the daily limits (mock mode; the in-page mock provider offers the proposed limit
 * calls, so the server keeps them): a daily stake limit of 15 ETB set on /limits (reached from the
 * drawer) lets one stake of 10 through and refuses the second before any join is sent; a deposit
 * over the daily deposit limit is refused before any request. In network mode, against a server that
 * answers 501 to the limit calls, the device keeps the limits, says so, and enforces them the same way;
 * a logout removes them.
 */
const browser = chromiumForFile();

/** The money requests (HTTP money calls and socket money events) the in-page provider received since the page loaded. */
const moneyRequests = (page: Page) => page.evaluate(() => window.__cartelaMock!.faults.moneyRequests().map((r) => r.kind));

async function saveLimits(page: Page, limits: { deposit: string; stake: string }) {
  await page.getByLabel('Daily deposit limit (ETB)').fill(limits.deposit);
  await page.getByLabel('Daily stake limit (ETB)').fill(limits.stake);
  await page.getByRole('button', { name: 'Save limits' }).click();
  await page.getByText('Your limits are saved.').waitFor();
}

describe('daily limits', () => {
  test('a stake over the daily stake limit is refused with no join sent; a deposit over the daily deposit limit with no request', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');
      // the limits page, from the drawer
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Limits' }).click();
      await page.waitForURL('**/limits');
      await page.getByText('Your limits are kept with your account and apply on every device.').waitFor();
      expect(await axeViolations(page, '/limits')).toEqual([]);
      await saveLimits(page, { deposit: '', stake: '15' });
      expect(await page.evaluate(() => fetch('/api/limits', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }).then((r) => r.json()))).toEqual({
        daily_deposit_limit: null,
        daily_stake_limit: 15,
        break_until: null,
      });

      // a first stake of 10: within the limit, the join goes through
      await page.goto(inject('mockUrl') + '/gameType');
      await openBoardSelector(page, 10);
      await joinGame(page, [11]);
      expect((await moneyRequests(page)).filter((k) => k.includes('join'))).toHaveLength(1);
      const control = pageFaults(page);
      expect(await control.startNow(10)).toBe(true);
      expect(await control.endNow(10)).toBe(true);
      // the next game of stake 10 opens after the mock's restart delay: before it, a Play is refused
      // with "Game already in progress, please wait for the next one" (the server's answer)
      await expect.poll(() => control.gameState(10)).toBe('waiting');

      // a second stake of 10 in the next game: 20 > 15, refused with our text, nothing sent
      await page.goto(inject('mockUrl') + '/gameType');
      await openBoardSelector(page, 10);
      await page.getByRole('button', { name: 'Board 12', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Board 12, selected' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByText('This stake is over your daily stake limit of 15.00 ETB. You can stake 5.00 ETB more today.').waitFor();
      await page.waitForTimeout(500);
      expect(page.url()).toMatch(/\/boardSelector$/);
      expect(await moneyRequests(page)).toEqual([]);

      // a deposit over the daily deposit limit: refused with our text, no request
      await page.goto(inject('mockUrl') + '/limits');
      await expect.poll(() => page.getByLabel('Daily stake limit (ETB)').inputValue()).toBe('15');
      await saveLimits(page, { deposit: '40', stake: '15' });
      await page.goto(inject('mockUrl') + '/addBalance');
      await shellReplaced(page);
      await page.getByRole('tab', { name: 'Deposit', exact: true }).click();
      await page.getByRole('tab', { name: 'Automatic', exact: true }).click();
      await page.getByLabel('Phone number').fill('0911000001');
      await page.getByLabel('Amount (ETB)').fill('50');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('This deposit is over your daily deposit limit of 40.00 ETB. You can deposit 40.00 ETB more today.');
      await page.waitForTimeout(300);
      expect(await moneyRequests(page)).toEqual([]);
      expect(page.url()).toMatch(/\/addBalance$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('daily limits kept on the device (network build; the server answers 501 to the limit calls)', () => {
  const provider = providerServerForBlock();

  test('a reload of /limits: the form keeps its place when the answer replaces "Reading your limits…"', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Allow-Methods': 'GET, PUT, POST' };
      // the answer is held until the form's place in the loading state has been read
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      await context.route('**/api/limits**', async (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        await held;
        await route.fulfill({ status: 501, headers: cors, contentType: 'application/json', body: JSON.stringify({ message: 'limits are not offered' }) });
      });
      await login(page, netUrl(), '0911000001');
      await page.goto(netUrl() + '/limits');
      // index.html's shell draws the same loading form; the place is read once the app has taken over
      await shellReplaced(page);
      await page.getByText('Reading your limits…').waitFor();
      const formTop = () => page.getByRole('form', { name: 'Limits' }).evaluate((form) => form.getBoundingClientRect().top);
      const before = await formTop();
      release();
      await page.getByText('These limits apply on this device only (they stay after you log out).').waitFor();
      expect(await formTop()).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the server is asked once: reloads and other pages within the hour send no GET /limits, and the console logs no failed request', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Allow-Methods': 'GET, PUT, POST' };
      let reads = 0;
      await context.route('**/api/limits**', (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        if (route.request().method() === 'GET') reads++;
        return route.fulfill({ status: 501, headers: cors, contentType: 'application/json', body: JSON.stringify({ message: 'limits are not offered' }) });
      });
      const failed: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Failed to load resource/.test(message.text())) failed.push(message.text());
      });
      await login(page, netUrl(), '0911000001');
      await page.goto(netUrl() + '/limits');
      await page.getByText('These limits apply on this device only (they stay after you log out).').waitFor();
      expect(reads).toBe(1);
      failed.length = 0;
      // a reload, as a player reopening the page (and as Lighthouse measures it)
      await page.reload();
      await page.getByText('These limits apply on this device only (they stay after you log out).').waitFor();
      // the stake page checks the daily stake limit too
      await page.goto(netUrl() + '/stake');
      await page.getByRole('button', { name: 'Play stake 10 ETB' }).waitFor();
      expect(reads).toBe(1);
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('"on this device only": a stake over the daily stake limit is refused with no join sent; logout forgets the limits', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Allow-Methods': 'GET, PUT, POST' };
      await context.route('**/api/limits**', (route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill({ status: 204, headers: cors })
          : route.fulfill({ status: 501, headers: cors, contentType: 'application/json', body: JSON.stringify({ message: 'limits are not offered' }) }),
      );
      const joins = () => provider().faults.moneyRequests().filter((r) => r.kind.includes('join')).length;
      await login(page, netUrl(), '0911000001');
      // in-app navigation only: the page and its socket stay as a player's would
      const drawerLink = async (name: string) => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
      };
      await drawerLink('Limits');
      await page.getByText('These limits apply on this device only (they stay after you log out).').waitFor();
      await saveLimits(page, { deposit: '', stake: '15' });
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartela.limits')!))).toEqual({ '0911000001': { dailyDeposit: null, dailyStake: 15, breakUntil: null } });

      await drawerLink('Home');
      await openBoardSelector(page, 10);
      await joinGame(page, [11]);
      expect(joins()).toBe(1);

      // Play again → Leave: back to the stakes, and the same stake again: 10 + 10 > 15, refused before any join
      await page.getByRole('button', { name: 'እንደገና ይጫወቱ !' }).click();
      await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL('**/stake');
      await expect.poll(() => provider().engine.snapshot(10)?.state).toBe('waiting');
      await page.getByRole('button', { name: 'Play stake 10 ETB' }).click();
      await page.waitForURL('**/boardSelector');
      await page.getByRole('button', { name: 'Board 12', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Board 12, selected' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByText('This stake is over your daily stake limit of 15.00 ETB. You can stake 5.00 ETB more today.').waitFor();
      await page.waitForTimeout(500);
      expect(joins()).toBe(1);

      // logout on a shared phone: the limits and today's totals stay this player's, for this player only
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/auth');
      // another player on the phone is not limited by them
      await login(page, netUrl(), '0911000002');
      await drawerLink('Limits');
      await page.getByText('These limits apply on this device only (they stay after you log out).').waitFor();
      expect(await page.getByLabel('Daily stake limit (ETB)').inputValue()).toBe('');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/auth');
      // back in, the first player's limit still applies: logging out and in ends no limit
      await login(page, netUrl(), '0911000001');
      await drawerLink('Limits');
      await expect.poll(() => page.getByLabel('Daily stake limit (ETB)').inputValue()).toBe('15');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
