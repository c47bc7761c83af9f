import { describe, expect, inject, test } from 'vitest';
import { boardCells, checkWin, letterOf } from '../../src/shared/lib/bingo';
import { formatAmharicTime } from '../../src/shared/lib/time';
import { chromiumForFile } from './browser';
import { balanceText, login, pageErrors } from './game-flow';
import { BOARDS, gameIds, gridColumns, LETTER_RGB, openPage as openAutoPage, snackbar, socketFigures, twoWinnerPlan } from './auto-game-flow';

/**
 * Scheduled games in mock mode (spec §2.7 scheduled, §2.8, §2.10–§2.12, §5 Buying boards): the
 * production build, the in-browser mock provider with calls on demand and no simulated buyers.
 */
const browser = chromiumForFile();
const openPage = (auto?: object) => openAutoPage(browser(), auto);

describe('scheduled games (mock mode)', () => {
  test('list → selector → buy 2 boards → play → both boards win on one call → Winner 1 of 2, masked phone, balance rises', async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    await login(page, inject('mockUrl'), '0911000001');
    await page.getByRole('button', { name: 'Scheduled games' }).click();
    await page.waitForURL('**/autoGames');

    // §2.12 list: name, status chip, stake, prize pool, countdown, mini grid, times, own boards, enter
    const card = page.getByRole('listitem', { name: 'Morning Quick Line' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Scheduled games' }).getByRole('listitem').count()).toBe(3);
    expect(await card.getByTestId('status-chip').innerText()).toBe('waiting');
    expect(await card.getByText('መደብ: 20.00 ETB').count()).toBe(1);
    expect(await card.getByText('ደራሽ: 0.00 ETB').count()).toBe(1);
    expect(await card.getByRole('timer').innerText()).toMatch(/^(9|10):\d\d$/);
    expect(await card.getByRole('img', { name: 'Win pattern: One line' }).count()).toBe(1);
    // Chromium's CLDR gives the same Ethiopian-calendar Amharic text as Node's for the same instant
    const start = await card.locator('time').getAttribute('datetime');
    expect(await card.getByTestId('start-time-am').innerText()).toBe(formatAmharicTime(start!));
    expect(await card.getByTestId('start-time-am').innerText()).toMatch(/ 2019 /); // Ethiopian year of Nov 2026
    expect(await card.getByText(`${start!.slice(11, 16)} UTC`, { exact: true }).count()).toBe(1); // the display start time
    expect(await card.getByText('You have no boards in this game').count()).toBe(1);

    const [gameId] = await gameIds(page);
    await card.getByRole('button', { name: 'Enter Morning Quick Line' }).click();
    await page.waitForURL(`**/autoBoardSelector/${gameId}`);

    // §2.7: 10 columns on extra-small and large screens, 12 on small and medium, where each column
    // can be 44 px wide; a 360 px phone gets the 44 px columns that fit
    await expect.poll(() => gridColumns(page)).toBe(7);
    await page.setViewportSize({ width: 540, height: 900 });
    await expect.poll(() => gridColumns(page)).toBe(10);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => gridColumns(page)).toBe(12);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => gridColumns(page)).toBe(10);
    await page.setViewportSize({ width: 360, height: 640 });

    // §5: buying with no boards
    await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
    await expect.poll(() => snackbar(page, 'ካርቴላ ይምረጡ!').count()).toBe(1);

    const plan = twoWinnerPlan();
    const [a, b] = plan.boards;
    const third = [1, 2, 3, 4].find((id) => id !== a && id !== b)!;
    await page.getByRole('button', { name: `Board ${a}`, exact: true }).click();
    await page.getByRole('button', { name: `Board ${b}`, exact: true }).click();
    await page.getByRole('button', { name: `Board ${third}`, exact: true }).click(); // a third click is ignored (§5)
    await expect.poll(() => page.getByRole('region', { name: `Board ${b}`, exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Board ${third}`, exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole('region', { name: `Board ${third}`, exact: true }).count()).toBe(0);
    // chosen boards as 5x5 cards under B-I-N-G-O, the free centre a gift icon (§2.7)
    expect(await page.getByRole('region', { name: `Board ${a}`, exact: true }).getByRole('gridcell', { name: 'Free cell' }).innerText()).toBe('FREE');

    // §2.8 purchase dialog
    await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText('በቂ ባላንስ', { exact: true }).count()).toBe(1);
    expect(await dialog.getByTestId('purchase-total').innerText()).toBe('20.00 × 2 = 40.00 ብር');
    expect(await dialog.getByText('0911000001').count()).toBe(1);
    const field = (name: string) => dialog.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
    expect(await field('Game')).toBe('Morning Quick Line');
    expect(await field('Boards')).toBe('2');
    expect(await field('Board numbers')).toBe(`${a}, ${b}`);
    expect(await field('Price per board')).toBe('20.00 ብር');
    await dialog.getByRole('button', { name: 'አሁን ይግዙ' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => snackbar(page, `You bought boards ${a} and ${b}`).count()).toBe(1);
    // success messages stay until closed (spec §2.9 snackbar)
    await snackbar(page, 'You bought boards').getByRole('button', { name: 'Close toast' }).click();
    await expect.poll(() => snackbar(page, 'You bought boards').count()).toBe(0);
    await expect.poll(() => balanceText(page)).toBe('Balance: 460.00 ETB');
    await expect.poll(() => page.getByRole('button', { name: `Board ${a}, taken` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Board ${a}, taken` }).isDisabled()).toBe(true);

    // §2.10 play screen
    await page.getByRole('button', { name: 'ይግቡ' }).click();
    await page.waitForURL(`**/autoGamePlay/${gameId}`);
    const timer = page.getByRole('timer', { name: 'Game Starts In' });
    await expect.poll(() => timer.count()).toBe(1);
    expect(await timer.innerText()).toMatch(/Game Starts In\s+(9|10):\d\d/);
    expect(await page.getByTestId('prize-pool').innerText()).toBe('32.00 ETB');
    const boardA = page.getByRole('region', { name: `Board ${a}`, exact: true });
    await expect.poll(() => boardA.count()).toBe(1);
    expect(await page.getByRole('region', { name: `Board ${b}`, exact: true }).count()).toBe(1);

    const beforeLast = plan.calls.slice(0, -1);
    await page.evaluate(([id, calls]) => window.__cartelaMock!.auto.callNumbers(id, calls), [gameId, beforeLast] as const);
    await expect.poll(() => page.getByTestId('calls-count').innerText()).toBe(String(beforeLast.length));
    await expect.poll(() => timer.count()).toBe(0); // the game started: no countdown
    // the strip holds the last 5 calls, the latest enlarged, with its letter
    expect(await page.getByRole('list', { name: 'Last called numbers' }).getByRole('listitem').count()).toBe(Math.min(5, beforeLast.length));
    const latest = beforeLast.at(-1)!;
    expect(await page.locator('[data-latest]').innerText()).toBe(`${letterOf(latest)}-${latest}`);
    expect(await page.locator('[data-latest]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(LETTER_RGB[letterOf(latest)]);
    // newest first on screen, as in the manual game; one tap away, the caller board says every call and the latest
    const ballsX = await page.getByRole('list', { name: 'Last called numbers' }).getByRole('listitem').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
    expect(ballsX).toEqual([...ballsX].sort((p, q) => q - p));
    await page.getByRole('button', { name: 'Caller board', exact: true }).click();
    const callerBoard = page.getByRole('table', { name: 'Caller board' });
    await callerBoard.getByRole('cell', { name: `${latest}, called, latest`, exact: true }).waitFor();
    expect(await callerBoard.getByRole('cell', { name: /, called/ }).count()).toBe(beforeLast.length);
    await page.getByRole('button', { name: 'Last calls', exact: true }).click();
    await expect.poll(() => callerBoard.count()).toBe(0);
    // tap-to-mark only for called numbers; the centre is always marked (free)
    const cellsA = boardCells(BOARDS[a - 1].board_numbers);
    const calledOnA = cellsA.find((n) => n && beforeLast.includes(n as number)) as number;
    const uncalledOnA = cellsA.find((n, i) => i !== 12 && n && !plan.calls.includes(n as number)) as number;
    await boardA.getByRole('gridcell', { name: `${calledOnA}, called`, exact: true }).click();
    await expect.poll(() => boardA.getByRole('gridcell', { name: `${calledOnA}, marked`, exact: true }).count()).toBe(1);
    expect(await boardA.getByRole('gridcell', { name: String(uncalledOnA), exact: true }).isDisabled()).toBe(true);
    expect(await boardA.getByRole('gridcell', { name: 'Free cell, marked', exact: true }).count()).toBe(1);

    await page.evaluate(([id, calls]) => window.__cartelaMock!.auto.callNumbers(id, calls), [gameId, plan.calls.slice(-1)] as const);
    // §2.11 winner modal with two winners
    const modal = page.getByRole('dialog', { name: 'BINGO!' });
    await expect.poll(() => modal.count()).toBe(1);
    expect(await modal.getByText(`BINGO! Board ${a}, ${b} won 16.00 ETB each`).count()).toBe(1);
    expect(await modal.getByText('Winner 1 of 2').count()).toBe(1);
    expect(await modal.getByText(`Board ${a}`, { exact: true }).count()).toBe(1);
    expect(await modal.getByTestId('winner-phone').innerText()).toBe('0911000***');
    const winBoard = modal.getByRole('region', { name: `Winning board ${a}` });
    expect(await winBoard.getByRole('gridcell', { name: 'Free cell' }).innerText()).toBe('FREE');
    expect(await winBoard.getByRole('columnheader').allInnerTexts()).toEqual(['B', 'I', 'N', 'G', 'O']);
    // the winning line of board a in blue, the other called numbers of the board in red
    const win = checkWin(cellsA, plan.calls, 'oneLine');
    const winningNumbers = win.cells.filter((i) => i !== 12).map((i) => cellsA[i] as number);
    const calledOthers = cellsA.filter((n, i) => i !== 12 && plan.calls.includes(n as number) && !winningNumbers.includes(n as number));
    const names = (re: RegExp) => winBoard.getByRole('gridcell', { name: re }).allInnerTexts();
    expect((await names(/, winning$/)).map(Number).sort((x, y) => x - y)).toEqual([...winningNumbers].sort((x, y) => x - y));
    expect((await names(/, called$/)).map(Number).sort((x, y) => x - y)).toEqual((calledOthers as number[]).sort((x, y) => x - y));
    const winCell = winBoard.getByRole('gridcell', { name: `${winningNumbers[0]}, winning`, exact: true });
    expect(await winCell.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(37, 99, 235)');
    expect(calledOthers.length).toBeGreaterThan(0);
    const calledCell = winBoard.getByRole('gridcell', { name: `${calledOthers[0]}, called`, exact: true });
    // red: the darker red of a called cell, readable on its pale background
    expect(await calledCell.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');
    expect(await modal.getByText(`Winning boards: ${a}, ${b}`).count()).toBe(1);
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => modal.getByText('Winner 2 of 2').count()).toBe(1);
    expect(await modal.getByText(`Board ${b}`, { exact: true }).count()).toBe(1);
    await modal.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => modal.getByText('Winner 1 of 2').count()).toBe(1);
    // the pool (2 boards × 20 × 0.8 = 32.00) is split between the two winning boards, both the player's
    await expect.poll(() => balanceText(page)).toBe('Balance: 492.00 ETB');
    // fairness view: the calls as they reached the page, in order, match the server's final list
    await modal.getByRole('button', { name: `Calls of this game (${plan.calls.length})`, exact: true }).click();
    expect(await modal.getByRole('list', { name: 'Calls of this game' }).locator('li > span').allInnerTexts()).toEqual(plan.calls.map((n) => `${letterOf(n)}-${n}`));
    expect(await modal.getByText(`The game's official list has the same ${plan.calls.length} calls.`).count()).toBe(1);
    expect(await modal.getByText('1 player · 2 boards').count()).toBe(1);
    await modal.getByRole('button', { name: 'Close' }).click();

    // the list now shows the game completed, with its winners, and its enter button disabled
    await page.getByRole('link', { name: 'Cartela home' }).click();
    await page.getByRole('button', { name: 'Scheduled games' }).click();
    await page.waitForURL('**/autoGames');
    const done = page.getByRole('listitem', { name: 'Morning Quick Line' });
    await expect.poll(() => done.getByTestId('status-chip').innerText()).toBe('completed');
    expect(await done.getByRole('button', { name: 'Enter Morning Quick Line' }).isDisabled()).toBe(true);
    expect(await done.getByText(`Winners: #${a}, #${b}`).count()).toBe(1);
    expect(await done.getByText(`Your boards: 2 (${a}, ${b})`).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('buying over the balance is disabled with the warning; no boards; ካርቴላ ይጨምሩ → Confirm Exit → Go Back', async () => {
    const page = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await page.getByRole('button', { name: 'Scheduled games' }).click();
    const card = page.getByRole('listitem', { name: 'Lunch Big Win' });
    await expect.poll(() => card.count()).toBe(1);
    const [, gameId] = await gameIds(page);
    await card.getByRole('button', { name: 'Enter Lunch Big Win' }).click();
    await page.waitForURL(`**/autoBoardSelector/${gameId}`);
    await page.getByRole('button', { name: 'Board 1', exact: true }).click();
    await page.getByRole('button', { name: 'Board 2', exact: true }).click();
    await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
    const balance = (await balanceText(page)).match(/Balance: ([\d,.]+) ETB/)![1];
    const missing = (600 - Number(balance.replace(/,/g, ''))).toFixed(2);
    await expect.poll(() => snackbar(page, `በቂ ባላንስ አልተገኘም - ${balance} ብር!`).count()).toBe(1);
    const dialog = page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText('አይበቃም').count()).toBe(1);
    expect(await dialog.getByText(`በቂ ባላንስ አልተገኘም. ተጨማሪ ${missing} ብር ያስገልግዎታል!`).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'አሁን ይግዙ' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'ይመለሱ' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // ተመለስ releases the picks and returns to the list
    await page.getByRole('button', { name: 'ተመለስ' }).click();
    await page.waitForURL('**/autoGames');
    await expect.poll(() => card.count()).toBe(1);
    const onList = await socketFigures(page);
    expect(onList).not.toBeNull();

    // a game without the player's boards
    await card.getByRole('button', { name: 'Enter Lunch Big Win' }).click();
    await page.waitForURL(`**/autoBoardSelector/${gameId}`);
    expect(await page.getByRole('button', { name: 'Board 1', exact: true }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'ይግቡ' }).click();
    await page.waitForURL(`**/autoGamePlay/${gameId}`);
    await expect.poll(() => page.getByText('ምንም ካርቴላ አልተገኘም።').count()).toBe(1);
    expect(await page.getByText('ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!').count()).toBe(1);
    // the play screen listens to its game's four events (details, number, msg, result) and the game
    // chat's four (reaction, message, state, removal; proposed; the chat loads once the screen is idle)
    // on top of the list's
    await expect.poll(async () => (await socketFigures(page))!.listeners).toBe(onList!.listeners + 8);
    await page.getByRole('button', { name: 'ካርቴላ ይጨምሩ' }).click();
    const exit = page.getByRole('dialog', { name: 'Confirm Exit' });
    await expect.poll(() => exit.getByText('ተመልሰው ገብተው ማየት ይችላሉ!').count()).toBe(1);
    await exit.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => exit.count()).toBe(0);
    await page.getByRole('button', { name: 'ካርቴላ ይጨምሩ' }).click();
    await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`**/autoBoardSelector/${gameId}`);
    // house style "Sockets": back on the list after selector → play → selector, no listener is left behind
    await page.getByRole('button', { name: 'ተመለስ' }).click();
    await page.waitForURL('**/autoGames');
    await expect.poll(() => card.count()).toBe(1);
    expect(await socketFigures(page)).toEqual(onList);
    await page.context().close();
  });
});
