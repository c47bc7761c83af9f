import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { callAndSee, faultProviderForBlock, joinGame, openPhonePage, pageFaults, playOnToWin, providerFaults, type FaultControl } from './resilience-flow';
import { netUrl } from './servers';

/**
 * Words for players on the manual game, in mock and network mode: "Game Starts In" counts down as
 * m:ss (the app's one countdown format); the player's own win says "You won {amount} ETB!" beside
 * "Winner: {name}"; another player's win says who won and "Better luck next round".
 */
const browser = chromiumForFile();
const boards = [11, 12];

async function countdownShown(page: Page) {
  await openBoardSelector(page, 10);
  await joinGame(page, boards);
  // the mock's countdown is 10 minutes: m:ss, no "s" suffix, no bare seconds
  const timer = page.getByRole('timer', { name: 'Game Starts In' });
  await expect.poll(() => timer.count()).toBe(1);
  expect(await timer.innerText()).toMatch(/(10:00|9:[0-5]\d)$/);
}

async function ownWin(page: Page, control: FaultControl) {
  await countdownShown(page);
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  await callAndSee(page, control, called);
  await playOnToWin(page, control, boards, called, 'abebe');
  const dialog = page.getByRole('dialog', { name: 'BINGO!' });
  expect(await dialog.getByText(/^You won \d+\.\d\d ETB!$/).count()).toBe(1);
  expect(await dialog.getByText('Better luck next round').count()).toBe(0);
}

async function anotherWins(page: Page, control: FaultControl) {
  await countdownShown(page);
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  const n = await callAndSee(page, control, called);
  const gameId = await control.gameId(10);
  // another player's winning claim, as the game sends it to every socket
  await control.emitRaw([{ event: `_game_result_${gameId}`, payload: { message: 'BINGO!', boardId: 99, winner: 'kebede', called_numbers: [n], success: true, failed: false } }]);
  const dialog = page.getByRole('dialog', { name: 'BINGO!' });
  await expect.poll(() => dialog.getByText('Winner: kebede', { exact: true }).count()).toBe(1);
  expect(await dialog.getByText('Better luck next round', { exact: true }).count()).toBe(1);
  expect(await dialog.getByText(/^You won/).count()).toBe(0);
}

describe('mock mode (MSW in the browser)', () => {
  test('m:ss countdown; the own win says "You won {amount} ETB!"', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await ownWin(page, pageFaults(page));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('network mode (production build against `npm run provider`)', () => {
  const provider = faultProviderForBlock();

  test('m:ss countdown; another player\'s win says who won and "Better luck next round"', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, netUrl(), '0911000001');
      await anotherWins(page, providerFaults(provider()));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
