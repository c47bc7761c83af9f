import { describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { callAndSee, faultProviderForBlock, joinGame, openPhonePage, pageFaults, providerFaults, type FaultControl } from './resilience-flow';
import { netUrl } from './servers';

/**
 * "Always back into your game", in mock and network mode: a player seated in a manual game opens the
 * app again in a new tab (the first one closed: session storage is per tab) and finds "Back to your
 * game" on the home; a tap lands in the game with its boards and the right prize pool, and the game
 * goes on there. Then, the stake whose game runs keeps its disabled In Progress, says a new round
 * opens after it and offers "Tell me when it opens": asked, the board picker of the next round
 * opens by itself the moment it waits.
 */
const browser = chromiumForFile();
const boards = [11, 12];

async function backToGameFlow(context: BrowserContext, first: Page, baseUrl: string, controlOf: (page: Page) => FaultControl): Promise<Page> {
  await openBoardSelector(first, 10);
  await joinGame(first, boards);
  await expect.poll(() => first.getByTestId('prize-pool').innerText()).toBe('16.00 ETB');
  await first.close();

  // the app opened again: a new tab at the home
  const page = await context.newPage();
  await page.goto(`${baseUrl}/gameType`);
  const back = page.getByRole('region', { name: 'Back to your game' });
  await back.getByText('Stake 10 ETB · boards 11, 12').waitFor();
  await back.getByRole('button', { name: 'Back to your game' }).click();
  await page.waitForURL('**/gameWindow/10');
  for (const id of boards) await page.getByRole('button', { name: `ቢንጎ! board ${id}`, exact: true }).waitFor();
  await expect.poll(() => page.getByTestId('prize-pool').innerText()).toBe('16.00 ETB');
  // the game goes on in this tab: its calls arrive here
  const control = controlOf(page);
  expect(await control.startNow(10)).toBe(true);
  await callAndSee(page, control, []);
  return page;
}

async function tellMeFlow(page: Page, control: FaultControl) {
  // leave the running game (spec §2.9 exit dialog): the stake's game goes on without the player
  await page.getByRole('button', { name: 'እንደገና ይጫወቱ !' }).click();
  await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL('**/stake');
  expect(await page.getByRole('region', { name: 'Back to your game' }).count()).toBe(0);
  const card = page.getByTestId('stake-10');
  await expect.poll(() => card.getAttribute('data-state')).toBe('inProgress');
  expect(await card.getByRole('button', { name: 'In Progress, stake 10 ETB' }).isDisabled()).toBe(true);
  await card.getByText('A new round opens after this game.').waitFor();
  const tellMe = card.getByRole('button', { name: 'Tell me when stake 10 ETB opens' });
  await tellMe.click();
  await expect.poll(() => tellMe.getAttribute('aria-pressed')).toBe('true');
  // the game ends and the next round waits: its board picker opens by itself
  expect(await control.endNow(10)).toBe(true);
  await page.waitForURL('**/boardSelector');
  await page.getByRole('button', { name: 'Board 11', exact: true }).waitFor();
}

describe('mock mode (MSW in the browser)', () => {
  test('a new tab offers "Back to your game" and lands in the game with its boards and prize; "Tell me when it opens" opens the next round', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, inject('mockUrl'), '0911000001');
      const again = await backToGameFlow(context, page, inject('mockUrl'), pageFaults);
      await tellMeFlow(again, pageFaults(again));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('network mode (production build against `npm run provider`)', () => {
  const provider = faultProviderForBlock();

  test('a new tab offers "Back to your game" and lands in the game with its boards and prize; "Tell me when it opens" opens the next round', async () => {
    const { context, page, errors } = await openPhonePage(browser());
    try {
      await login(page, netUrl(), '0911000001');
      const control = () => providerFaults(provider());
      const again = await backToGameFlow(context, page, netUrl(), control);
      await tellMeFlow(again, control());
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
