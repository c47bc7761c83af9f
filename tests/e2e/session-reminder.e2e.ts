import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage } from './game-flow';

/**
 * Responsible play, the session reminder (mock mode, the page's clock driven by the test): after 60
 * minutes of play a dialog shows the time played and the session's net result from the ledger;
 * "Keep playing" closes it until the interval has passed again; the interval chosen in the profile
 * (30 minutes) applies at once; "Take a break" logs out.
 */
const browser = chromiumForFile();

/**
 * Adds play entries dated in this session (a game lost at 20.00, a game won net 6.00) to the mock world's ledger
 * of `phone`, as if games had been played: written by an init script of the next load, before the
 * mock provider reads its world, so the page's own writes cannot race it.
 */
async function playedSince(page: Page, phone: string) {
  await page.addInitScript((p) => {
    if (sessionStorage.getItem('e2e.played') !== 'add') return;
    sessionStorage.setItem('e2e.played', 'added');
    const world = JSON.parse(localStorage.getItem('cartela.mock.world')!);
    // a second into the session (the page's clock may restart a little behind after a reload)
    const date = new Date(Number(sessionStorage.getItem('cartela.sessionStartedAt')) + 1000).toISOString();
    world.ledger.push({ phone: p, type: 'game_lost', date, amount: 20, net_amount: 20, isdebit: true });
    world.ledger.push({ phone: p, type: 'game_won', date, amount: 16, net_amount: 6, isdebit: false });
    localStorage.setItem('cartela.mock.world', JSON.stringify(world));
  }, phone);
  await page.evaluate(() => sessionStorage.setItem('e2e.played', 'add'));
  await page.reload();
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.played'))).toBe('added');
}

const reminder = (page: Page) => page.getByRole('dialog', { name: 'Time for a break?' });

describe('session reminder', () => {
  test('after 60 minutes: time played and net result; Keep playing; 30 minutes from the profile; Take a break logs out', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await page.clock.install();
      await login(page, inject('mockUrl'), '0911000001');
      // the session starts with the first protected page
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cartela.sessionStartedAt'))).toMatch(/^\d+$/);
      await playedSince(page, '0911000001');
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();

      await page.clock.fastForward('58:00');
      await page.waitForTimeout(300);
      expect(await reminder(page).count()).toBe(0);
      await page.clock.fastForward('03:00');
      await reminder(page).waitFor();
      expect(await reminder(page).getByText(/^You have played for 1 h [01] min\.$/).count()).toBe(1);
      await expect.poll(() => reminder(page).getByRole('status').innerText()).toBe('Net result this session: -14.00 ETB');
      expect(await axeViolations(page, 'session reminder')).toEqual([]);

      // Keep playing: closed, and not again before another 60 minutes
      await reminder(page).getByRole('button', { name: 'Keep playing' }).click();
      await reminder(page).waitFor({ state: 'detached' });
      await page.clock.fastForward('30:00');
      await page.waitForTimeout(300);
      expect(await reminder(page).count()).toBe(0);

      // 30 minutes, chosen in the profile, counts from the last Keep playing at once
      await page.goto(inject('mockUrl') + '/profile');
      const setting = page.getByLabel('Session reminder');
      expect(await setting.inputValue()).toBe('60');
      expect(await axeViolations(page, '/profile with the reminder setting')).toEqual([]);
      await setting.selectOption({ label: 'After 30 minutes of play' });
      expect(await page.evaluate(() => localStorage.getItem('cartela.sessionReminder'))).toBe('30');
      await page.clock.fastForward('01:00');
      await reminder(page).waitFor();

      // Take a break: logged out, nothing of the session left in the tab
      await reminder(page).getByRole('button', { name: 'Take a break' }).click();
      await page.waitForURL('**/auth');
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('cartela.sessionStartedAt')])).toEqual([null, null]);
      expect(await page.evaluate(() => localStorage.getItem('cartela.sessionReminder'))).toBe('30');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
