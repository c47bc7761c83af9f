import { describe, expect, inject, test } from 'vitest';
import { chromiumForFile } from './browser';
import { balanceText, login, providerServerForBlock, pageErrors } from './game-flow';
import { AUTO_CONFIG, BOARDS, gameIds, openPage as openAutoPage } from './auto-game-flow';
import { netUrl, providerPort } from './servers';

/**
 * Auto games across a reload, running by themselves, and over the network (spec §2.7 scheduled,
 * §2.8, §2.10–§2.12): the production build against the mock provider in the page or as a server.
 */
const browser = chromiumForFile();
const openPage = (auto?: object) => openAutoPage(browser(), auto);

describe('scheduled games survive a reload (mock mode)', () => {
  test('buy a board, enter, two calls, reload: same game, board still shown, balance unchanged, calls go on', async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    await login(page, inject('mockUrl'), '0911000001');
    await page.getByRole('button', { name: 'Scheduled games' }).click();
    await page.getByRole('button', { name: 'Enter Morning Quick Line' }).click();
    const [gameId] = await gameIds(page);
    await page.waitForURL(`**/autoBoardSelector/${gameId}`);
    await page.getByRole('button', { name: 'Board 1', exact: true }).click();
    await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
    await page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' }).getByRole('button', { name: 'አሁን ይግዙ' }).click();
    await expect.poll(() => balanceText(page)).toBe('Balance: 480.00 ETB');
    await page.getByRole('button', { name: 'ይግቡ' }).click();
    await page.waitForURL(`**/autoGamePlay/${gameId}`);
    const board = page.getByRole('region', { name: 'Board 1', exact: true });
    await expect.poll(() => board.count()).toBe(1);
    // three numbers of board 1's first column (B): no line yet, the game keeps running
    const [n1, n2, n3] = BOARDS[0].board_numbers[0];
    const beforeReload = [n1, n2];
    await page.evaluate(([id, calls]) => window.__cartelaMock!.auto.callNumbers(id, calls), [gameId, beforeReload] as const);
    await expect.poll(() => page.getByTestId('calls-count').innerText()).toBe('2');

    await page.reload();
    // the in-page provider started again and found the game in localStorage
    expect(new URL(page.url()).pathname).toBe(`/autoGamePlay/${gameId}`);
    await expect.poll(() => board.count()).toBe(1);
    await expect.poll(() => page.getByTestId('calls-count').innerText()).toBe('2');
    expect(await gameIds(page)).toContain(gameId);
    expect(await balanceText(page)).toBe('Balance: 480.00 ETB');
    expect(await page.getByText('Game not found.').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Confirm Exit' }).count()).toBe(0);
    expect(await page.getByText('ምንም ካርቴላ አልተገኘም።').count()).toBe(0);

    const afterReload = [n3];
    expect(await page.evaluate(([id, calls]) => window.__cartelaMock!.auto.callNumbers(id, calls), [gameId, afterReload] as const)).toEqual(afterReload);
    await expect.poll(() => page.getByTestId('calls-count').innerText()).toBe('3');
    await expect.poll(() => board.getByRole('gridcell', { name: `${n3}, called`, exact: true }).count()).toBe(1);
    expect(await balanceText(page)).toBe('Balance: 480.00 ETB');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('scheduled games run by themselves (mock mode, fast timing)', () => {
  test('the first game starts at its start time, numbers are called every 150 ms, a simulated player wins', async () => {
    const page = await openPage({ firstStartMs: 6_000, spacingMs: 600_000, callIntervalMs: 150, bots: 4, seed: 11, stakes: [20] });
    await login(page, inject('mockUrl'), '0911000002');
    await page.getByRole('button', { name: 'Scheduled games' }).click();
    await page.getByRole('button', { name: 'Enter Morning Quick Line' }).click();
    // the join's details carry the prize pool as it is then: enter once a simulated player has bought
    // a board (the picker shows it taken), not in a race with the first purchase
    await expect.poll(() => page.getByRole('button', { name: /^Board \d+, taken$/ }).count(), { timeout: 6_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'ይግቡ' }).click();
    await page.waitForURL('**/autoGamePlay/**');
    await expect.poll(() => page.getByText('ምንም ካርቴላ አልተገኘም።').count()).toBe(1);
    // §2.10 header: logo, the balance with two decimals and the promo balance as "+amount"
    expect(await page.getByRole('link', { name: 'Cartela home' }).count()).toBe(1);
    await expect.poll(() => balanceText(page)).toBe('Balance: 1,000.00 ETB +50.00');
    // simulated players bought boards before the start: the prize pool is above 0
    await expect.poll(() => page.getByTestId('prize-pool').innerText(), { timeout: 15_000 }).not.toBe('0.00 ETB');
    const modal = page.getByRole('dialog', { name: 'BINGO!' });
    await expect.poll(() => modal.count(), { timeout: 60_000, interval: 500 }).toBe(1);
    expect(Number(await page.getByTestId('calls-count').innerText())).toBeGreaterThanOrEqual(4);
    expect(await modal.getByTestId('winner-phone').innerText()).toMatch(/^09\d{5}\*\*\*$/);
    await page.context().close();
  });
});

describe('scheduled games over the network (production build against `npm run provider`)', () => {
  const provider = providerServerForBlock(AUTO_CONFIG);

  test('buy one board over Socket.IO, enter, the board wins alone: no "Winner N of M", masked phone, balance rises', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await login(page, netUrl(), '0911000001');
    await page.getByRole('button', { name: 'Scheduled games' }).click();
    const [gameId] = provider().auto.gameIds();
    await page.getByRole('button', { name: 'Enter Morning Quick Line' }).click();
    await page.waitForURL(`**/autoBoardSelector/${gameId}`);
    await page.getByRole('button', { name: 'Board 1', exact: true }).click();
    await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
    await page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' }).getByRole('button', { name: 'አሁን ይግዙ' }).click();
    await expect.poll(() => balanceText(page)).toBe('Balance: 480.00 ETB');
    await page.getByRole('button', { name: 'ይግቡ' }).click();
    await page.waitForURL(`**/autoGamePlay/${gameId}`);
    await expect.poll(() => page.getByRole('region', { name: 'Board 1', exact: true }).count()).toBe(1);
    // the first column (B) of board 1 is a line
    const column = BOARDS[0].board_numbers[0];
    const res = await page.request.post(`http://127.0.0.1:${providerPort()}/__mock/auto/call`, { data: { gameId, numbers: column } });
    expect(res.ok()).toBe(true);
    expect(await res.json()).toEqual(column);
    const modal = page.getByRole('dialog', { name: 'BINGO!' });
    await expect.poll(() => modal.count()).toBe(1);
    expect(await modal.getByText(/^Winner \d+ of \d+$/).count()).toBe(0);
    expect(await modal.getByTestId('winner-phone').innerText()).toBe('0911000***');
    expect(await modal.getByText('Winning boards: 1').count()).toBe(1);
    await expect.poll(() => balanceText(page)).toBe('Balance: 496.00 ETB');
    await context.close();
  });
});
