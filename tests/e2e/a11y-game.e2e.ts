import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, openBoardSelector } from './game-flow';
import { callAndSee, joinGame, pageFaults } from './resilience-flow';

/**
 * Access on the live game screen (spec §2.10), mid-game, as Lighthouse's accessibility audit checks
 * it: axe-core (the engine Lighthouse runs) over the page with WCAG 2 A/AA rules, 0 violations.
 */
const browser = chromiumForFile();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on `page`: rule id and the first offending elements. */
async function axeViolations(page: Page) {
  // evaluated through the DevTools protocol, so the page's Content Security Policy does not apply
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.html) }));
  });
}

describe('the live game screen for every player', () => {
  test('mid-game, with two boards and calls made, axe finds no violation', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await openBoardSelector(page, 10);
      await joinGame(page, [11, 12]);
      const control = pageFaults(page);
      expect(await control.startNow(10)).toBe(true);
      await callAndSee(page, control, []);
      await callAndSee(page, control, []);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the board selector from the keyboard', () => {
  test('a board id reached with Tab shows its focus ring (the ids are painted in contained blocks: the ring is not cut off)', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await openBoardSelector(page, 10);
      const from = page.getByRole('button', { name: 'Board 20', exact: true });
      const target = page.getByRole('button', { name: 'Board 21', exact: true });
      await target.waitFor();
      // a band across the id's left edge, 5 px either side, away from the rounded corners (where a ring
      // cut off at the id's box still leaves a few pixels): the same pixels focused or not unless a
      // ring shows; the pointer is out of the way
      await page.mouse.move(0, 0);
      const box = (await target.boundingBox())!;
      const clip = { x: box.x - 5, y: box.y + box.height / 2 - 6, width: 10, height: 12 };
      const before = await page.screenshot({ clip });
      await from.focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => target.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
      const focused = await page.screenshot({ clip });
      expect(focused.equals(before)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
