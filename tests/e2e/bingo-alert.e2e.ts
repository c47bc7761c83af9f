import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { boardCells, checkWin, STAKE_RULES } from '../../src/shared/lib/bingo';
import { createBoards } from '@mock-provider/node';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { callAndSee, faultProviderForBlock, joinGame, openPhonePage, pageFaults, providerFaults, type FaultControl } from './resilience-flow';
import { netUrl } from './servers';

/**
 * "Never miss a bingo" on the manual game (spec §5: the last call must complete the pattern), in
 * mock and network mode: ቢንጎ! is disabled before the first call; the call that completes a board's
 * line lifts the board, turns its ቢንጎ! into "Bingo now!" with "Claim now — only on this call",
 * says it politely to screen readers and, while that board is out of view, shows the "Board N has
 * bingo" bar that brings it into view; the play bar keeps the latest call and every ቢንጎ! in view
 * wherever the boards are scrolled; the next call ends the alert. With Auto-claim on, the completing
 * call claims the board by itself and wins.
 */
const browser = chromiumForFile();
const BOARDS = createBoards();
const boards = [11, 12];
const pattern = STAKE_RULES[10].pattern;
const completedBy = (called: number[]) => boards.filter((id) => checkWin(boardCells(BOARDS[id - 1].board_numbers), called, pattern).won);
const bingoNow = (page: Page) => page.getByRole('button', { name: /Bingo now!$/ });

/** Calls until the latest call completes a board; returns its id (no alert shows before). */
async function callToBingo(page: Page, control: FaultControl, called: number[]): Promise<number> {
  for (let i = 0; i < 75; i++) {
    await callAndSee(page, control, called);
    const done = completedBy(called);
    if (done.length > 0) return done[0];
    expect(await bingoNow(page).count()).toBe(0);
  }
  throw new Error('no board completed');
}

async function alertFlow(page: Page, control: FaultControl) {
  await openBoardSelector(page, 10);
  await joinGame(page, boards);
  // before the first call nothing can be claimed
  for (const id of boards) expect(await page.getByRole('button', { name: `ቢንጎ! board ${id}`, exact: true }).isDisabled()).toBe(true);
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  await callAndSee(page, control, called);
  for (const id of boards) await expect.poll(() => page.getByRole('button', { name: `ቢንጎ! board ${id}`, exact: true }).isEnabled()).toBe(true);

  const winner = await callToBingo(page, control, called);
  const claim = page.getByRole('button', { name: `ቢንጎ! board ${winner}: Bingo now!`, exact: true });
  await claim.waitFor();
  expect(await claim.innerText()).toBe('Bingo now!');
  expect(await page.locator(`[data-board-col="${winner}"][data-bingo]`).getByText('Claim now — only on this call').isVisible()).toBe(true);
  await expect.poll(() => page.getByTestId('bingo-announcer').innerText()).toBe(`Board ${winner} has bingo. Claim now — only on this call`);

  // the play bar keeps the latest call and every ቢንጎ! in view wherever the boards are scrolled
  const inView = (el: Element) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight;
  for (const y of [0, 400, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const id of boards) expect(await page.getByRole('button', { name: new RegExp(`^ቢንጎ! board ${id}`) }).evaluate(inView)).toBe(true);
    expect(await page.getByTestId('bar-latest-call').innerText()).toBe(`${'BINGO'[Math.floor((called.at(-1)! - 1) / 15)]}-${called.at(-1)}`);
  }
  // the board below the fold: the bar says which board, and brings it into view
  await page.evaluate(() => window.scrollTo(0, 0));
  const column = page.locator(`[data-board-col="${winner}"]`);
  const top = (await column.boundingBox())!.y;
  if (top < 640) await page.setViewportSize({ width: 360, height: Math.floor(top) - 20 });
  const bar = page.getByRole('button', { name: `Board ${winner} has bingo`, exact: true });
  await bar.waitFor();
  expect(await bar.innerText()).toBe(`Board ${winner} has bingo ↓`);
  await bar.click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`ቢንጎ! board ${winner}: Bingo now!`);
  // in view now: no bar
  await expect.poll(() => column.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight && el.getBoundingClientRect().bottom > 0)).toBe(true);
  await expect.poll(() => bar.count()).toBe(0);
  await page.setViewportSize({ width: 360, height: 640 });

  // the window is this call only: the next call ends the alert (unless it completes a board itself)
  await callAndSee(page, control, called);
  const again = completedBy(called);
  await expect.poll(() => bingoNow(page).count()).toBe(again.length);
  await expect.poll(() => page.locator('[data-bingo]').count()).toBe(again.length);
  if (again.length === 0) await expect.poll(() => page.getByTestId('bingo-announcer').innerText()).toBe('');
  await control.endNow(10);
}

async function autoClaimFlow(page: Page, control: FaultControl) {
  await openBoardSelector(page, 10);
  await joinGame(page, boards);
  const autoClaim = page.getByRole('switch', { name: 'Auto-claim' });
  expect(await autoClaim.getAttribute('aria-checked')).toBe('false');
  await autoClaim.click();
  await expect.poll(() => autoClaim.getAttribute('aria-checked')).toBe('true');
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  await callToBingo(page, control, called);
  // no tap: the completing call claimed the board, and the server found the bingo
  await page.getByRole('dialog', { name: 'BINGO!' }).getByText('Winner: abebe').waitFor();
  // remembered on this device
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('cartela.autoClaim'))).toBe('on');
}

describe('mock mode (MSW in the browser)', () => {
  test('the call that completes a board alerts it (the bar below the fold), only until the next call', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await alertFlow(page, pageFaults(page));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('auto-claim claims the completed board by itself and wins', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await autoClaimFlow(page, pageFaults(page));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('network mode (production build against `npm run provider`)', () => {
  const provider = faultProviderForBlock();

  test('the call that completes a board alerts it (the bar below the fold), only until the next call', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, netUrl(), '0911000001');
      await alertFlow(page, providerFaults(provider()));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('auto-claim claims the completed board by itself and wins', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, netUrl(), '0911000001');
      await autoClaimFlow(page, providerFaults(provider()));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
