import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, openBoardSelector } from './game-flow';
import { callAndSee, joinGame, pageFaults } from './resilience-flow';

/**
 * Touch targets on a 360 px phone: every control a finger plays is at least 44 × 44 CSS pixels
 * (buttons, links, fields, the language choices, board cells). Links inside a sentence are the one
 * exception WCAG 2.5.5 allows; visually hidden inputs whose label is the target are skipped.
 */
const browser = chromiumForFile();
const MIN = 44;

/** The visible controls of `page` smaller than 44 × 44 px, as "tag 'text' w×h". */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="gridcell"], [role="radio"], [role="tab"], label:has(> input[type="radio"]), input[type="radio"] + label',
    );
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // not shown, or an input hidden under its label (the label is the target)
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.opacity === '0') continue;
      // a link inside a sentence (WCAG 2.5.5 inline exception)
      if (el.tagName === 'A' && el.closest('p, li') && (el.closest('p, li')!.textContent ?? '').trim() !== (el.textContent ?? '').trim()) continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        small.push(`${el.tagName.toLowerCase()} '${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}' ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN);
}

describe('touch targets on a phone (360 px)', () => {
  test('login, game type, stake, board selector and the live game: every control ≥ 44 × 44 px', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await page.goto(inject('mockUrl'));
      await page.waitForURL('**/auth');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      const found: Record<string, string[]> = { auth: await smallTargets(page) };
      await login(page, inject('mockUrl'), '0911000001');
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      found.gameType = await smallTargets(page);
      await page.getByRole('button', { name: 'Manual Play' }).click();
      await page.waitForURL('**/stake');
      await page.getByRole('button', { name: 'Play stake 10 ETB' }).waitFor();
      found.stake = await smallTargets(page);
      await page.goBack();
      await page.waitForURL('**/gameType');
      await openBoardSelector(page, 10);
      // measured once the board ids have come (before, the grid is empty and nothing is small)
      await page.getByRole('button', { name: 'Board 100', exact: true }).waitFor();
      found.boardSelector = await smallTargets(page);
      await joinGame(page, [11, 12]);
      const control = pageFaults(page);
      expect(await control.startNow(10)).toBe(true);
      await callAndSee(page, control, []);
      found.game = await smallTargets(page);
      expect(found).toEqual({ auth: [], gameType: [], stake: [], boardSelector: [], game: [] });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
