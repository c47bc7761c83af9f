import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { STAKE_RULES } from '../../src/shared/lib/bingo';
import { oneToGoNumbers } from '../../src/entities/game-play/lib/one-to-go';
import { createBoards } from '@mock-provider/node';
import { axeViolations } from './axe';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { callAndSee, callLabel, faultProviderForBlock, joinGame, openPhonePage, pageFaults, providerFaults, type FaultControl } from './resilience-flow';
import { netUrl } from './servers';

/**
 * "All 75 at a glance" on the manual game, in mock and network mode, on a 360 × 780 phone: the
 * strip shows the last 5 calls, the latest first and enlarged, none cut; one tap on "Caller board"
 * puts the table of the 75 numbers in its place, read through its table semantics (caption, a row
 * header per letter, each cell saying called / latest / 1 to go); a call reaches it while it shows;
 * one tap on "Last calls" brings the strip back. On a wide screen both show side by side, no toggle.
 */
const browser = chromiumForFile();
const BOARDS = createBoards();
const boards = [11, 12];
const pattern = STAKE_RULES[10].pattern;

/** The strip's balls as the player sees them, left to right, and whether each is whole inside the strip. */
async function stripOnScreen(page: Page) {
  const strip = page.getByRole('list', { name: 'Called numbers' });
  const box = (await strip.boundingBox())!;
  const balls = await strip.getByRole('listitem').evaluateAll((els) => els.map((el) => ({ text: (el as HTMLElement).innerText, ...el.getBoundingClientRect().toJSON() })));
  return balls
    .sort((a, b) => a.x - b.x)
    .map((b) => ({ text: b.text, whole: b.x >= box.x && b.x + b.width <= box.x + box.width, big: b.width >= 64 }));
}

/** What the caller board should say after `called`: the numbers a board of the player's needs. */
const oneToGo = (called: number[]) => oneToGoNumbers(boards.map((id) => BOARDS[id - 1].board_numbers), new Set(called), pattern);

async function callerBoardFlow(page: Page, control: FaultControl, { wide }: { wide: boolean }) {
  await page.setViewportSize({ width: 360, height: 780 });
  await openBoardSelector(page, 10);
  await joinGame(page, boards);
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  // past the strip's five, on until a board of the player's is one number short (an outline to read)
  for (let i = 0; i < 40 && (called.length < 7 || oneToGo(called).size === 0); i++) await callAndSee(page, control, called);
  expect(oneToGo(called).size).toBeGreaterThan(0);

  // the last 5, newest first on screen, the latest enlarged, none cut at 360 px
  const latestFirst = called.slice(-5).reverse().map(callLabel);
  expect(await stripOnScreen(page)).toEqual(latestFirst.map((text, i) => ({ text, whole: true, big: i === 0 })));

  // one tap: the caller board in the strip's place, read as a table
  await page.getByRole('button', { name: 'Caller board', exact: true }).click();
  const table = page.getByRole('table', { name: 'Caller board' });
  await table.waitFor();
  expect(await page.getByRole('button', { name: 'Caller board', exact: true }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByRole('list', { name: 'Called numbers' }).count()).toBe(0);
  expect(await table.getByRole('rowheader').allInnerTexts()).toEqual(['B', 'I', 'N', 'G', 'O']);
  expect(await table.getByRole('cell').count()).toBe(75);
  const cellsSaying = async (words: RegExp) => (await table.getByRole('cell', { name: words }).allTextContents()).length;
  const latest = called.at(-1)!;
  for (const n of called.slice(0, -1)) await table.getByRole('cell', { name: `${n}, called`, exact: true }).waitFor();
  await table.getByRole('cell', { name: `${latest}, called, latest`, exact: true }).waitFor();
  expect(await cellsSaying(/, called/)).toBe(called.length);
  for (const n of oneToGo(called)) await table.getByRole('cell', { name: `${n}, 1 to go`, exact: true }).waitFor();
  expect(await cellsSaying(/, 1 to go$/)).toBe(oneToGo(called).size);
  if (!wide) expect(await axeViolations(page, 'caller board on a phone')).toEqual([]);

  // a call while it shows: the new latest, the former one called only; the announcer still says it
  const next = await control.callNext(10);
  called.push(next!);
  await table.getByRole('cell', { name: `${next}, called, latest`, exact: true }).waitFor();
  await table.getByRole('cell', { name: `${latest}, called`, exact: true }).waitFor();
  await expect.poll(() => page.getByTestId('call-announcer').textContent()).toMatch(new RegExp(` ${next}$`));

  // one tap back: the strip, the board no longer rendered
  await page.getByRole('button', { name: 'Last calls', exact: true }).click();
  await expect.poll(() => table.count()).toBe(0);
  expect((await stripOnScreen(page)).map((b) => b.text)).toEqual(called.slice(-5).reverse().map(callLabel));

  if (wide) {
    // a wide screen: strip and board side by side, no toggle
    await page.setViewportSize({ width: 1024, height: 780 });
    await table.waitFor();
    expect(await page.getByRole('button', { name: 'Caller board', exact: true }).count()).toBe(0);
    const stripBox = (await page.getByRole('list', { name: 'Called numbers' }).boundingBox())!;
    const tableBox = (await table.boundingBox())!;
    expect(tableBox.x).toBeGreaterThanOrEqual(stripBox.x + stripBox.width);
    expect(await axeViolations(page, 'caller board beside the strip')).toEqual([]);
  }
  await control.endNow(10);
}

describe('mock mode (MSW in the browser)', () => {
  test('the strip shows the last 5 newest first; the caller board, one tap away, reads as a table of called, latest and 1-to-go numbers', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await callerBoardFlow(page, pageFaults(page), { wide: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('network mode (production build against `npm run provider`)', () => {
  const provider = faultProviderForBlock();

  test('the strip shows the last 5 newest first; the caller board, one tap away, reads as a table of called, latest and 1-to-go numbers', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, netUrl(), '0911000001');
      await callerBoardFlow(page, providerFaults(provider()), { wide: false });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
