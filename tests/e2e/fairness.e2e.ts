import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { callAndSee, callLabel, joinGame, openPhonePage, pageFaults, playOnToWin } from './resilience-flow';

/**
 * Fairness view (mock mode): the winner modal's "Calls of this game" lists the calls of the game
 * just played, in order, with the count; when the provider withholds a call from the page, the panel
 * says "We saw N calls; the official list has N+1." and names the missing number, and the game history
 * shows the same panel for that game.
 */
const browser = chromiumForFile();
const boards = [11, 12];
const TIME = /^\d{2}:\d{2}:\d{2}$/;

/** Opens the panel inside `scope` (its toggle named with the count) and returns the calls it lists. */
async function openPanel(page: Page, count: number) {
  const toggle = page.getByRole('button', { name: `Calls of this game (${count})`, exact: true });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  const list = page.getByRole('list', { name: 'Calls of this game', exact: true });
  const labels = await list.locator('li > span').allInnerTexts();
  const times = await list.locator('li time').allInnerTexts();
  return { labels, times };
}

describe('fairness view', () => {
  test('the fairness panel lists the calls of the game just played and flags a call the provider withheld from the page', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, inject('mockUrl'), '0911000001');
      const control = pageFaults(page);

      // game 1: every call reaches the page
      await openBoardSelector(page, 10);
      await joinGame(page, boards);
      expect(await control.startNow(10)).toBe(true);
      const called: number[] = [];
      await callAndSee(page, control, called);
      await playOnToWin(page, control, boards, called, 'abebe');
      const dialog = page.getByRole('dialog', { name: 'BINGO!' });
      const first = await openPanel(page, called.length);
      expect(first.labels).toEqual(called.map(callLabel));
      expect(first.times.every((t) => TIME.test(t))).toBe(true);
      await dialog.getByText(`The game's official list has the same ${called.length} calls.`).waitFor();
      // the mock sends the proposed counts: one player, two boards
      await dialog.getByText('1 player · 2 boards').waitFor();
      expect(await axeViolations(page, 'winner modal with the calls of the game open')).toEqual([]);
      // Play Again: the board picker of the next round of stake 10 (once the mock has opened it)
      await dialog.getByRole('button', { name: 'Play Again' }).click();
      await page.waitForURL('**/boardSelector');

      // game 2: the provider withholds one call from the page; the game still counts it
      await joinGame(page, boards);
      expect(await control.startNow(10)).toBe(true);
      const seen: number[] = [];
      await callAndSee(page, control, seen);
      await control.withholdCalls(1);
      const withheld = (await control.callNext(10))!;
      expect(withheld).not.toBeNull();
      await callAndSee(page, control, seen);
      // the page never showed the withheld call before the end
      expect(await page.locator('ol[aria-label="Called numbers"] li').allInnerTexts()).not.toContain(callLabel(withheld));
      await playOnToWin(page, control, boards, seen, 'abebe');
      const second = await openPanel(page, seen.length);
      expect(second.labels).toEqual(seen.map(callLabel));
      await dialog.getByText(`We saw ${seen.length} calls; the official list has ${seen.length + 1}.`).waitFor();
      await dialog.getByText(`Not seen on this device: ${callLabel(withheld)}`).waitFor();
      expect(await axeViolations(page, 'winner modal with a withheld call flagged')).toEqual([]);
      await dialog.getByRole('button', { name: 'Play Again' }).click();
      await page.waitForURL('**/boardSelector');

      // the game history keeps both games' panels on this device; the second one flags the gap
      await page.goto(`${inject('mockUrl')}/gameHistory`);
      const entries = page.getByTestId('game-entry');
      await expect.poll(() => entries.count()).toBe(2);
      for (const entry of await entries.all()) await entry.locator('summary').click();
      const toggles = page.getByRole('button', { name: /^Calls of this game \(\d+\)$/ });
      await expect.poll(() => toggles.count()).toBe(2);
      for (const toggle of await toggles.all()) await toggle.click();
      await expect.poll(() => page.getByText(`We saw ${seen.length} calls; the official list has ${seen.length + 1}.`).count()).toBe(1);
      await expect.poll(() => page.getByText(`Not seen on this device: ${callLabel(withheld)}`).count()).toBe(1);
      await expect.poll(() => page.getByText(`The game's official list has the same ${called.length} calls.`).count()).toBe(1);
      expect(await axeViolations(page, '/gameHistory with the calls of both games open')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
