import { afterAll, beforeAll, expect} from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { boardCells, checkWin, STAKE_RULES } from '../../src/shared/lib/bingo';
import { createBoards, startProviderServer, type ProviderServer } from '@mock-provider/node';
import { formatEtb } from '../../src/shared/lib/money';
import { providerPort } from './servers';

/** Mock timing for browser tests: a long countdown the test cuts short, and calls on demand. */
export const TEST_MOCK_CONFIG = { countdownMs: 600_000, callIntervalMs: 0, checkMs: 150, restartMs: 500, bots: 0, seed: 7 };

/** How a test drives the provider: in the page (mock mode) or through the server (network mode). */
export interface GameControl {
  startNow(betAmount: number): Promise<boolean>;
  callNext(betAmount: number): Promise<number | null>;
}

export const pageControl = (page: Page): GameControl => ({
  startNow: (bet) => page.evaluate((b) => window.__cartelaMock!.startNow(b), bet),
  callNext: (bet) => page.evaluate((b) => window.__cartelaMock!.callNext(b), bet),
});

const BOARDS = createBoards();

/**
 * Network mode: the mock provider as a real server (as `npm run provider` runs it) on the port the
 * network build points at, on `TEST_MOCK_CONFIG` timing (and the auto game timing `auto`, if given),
 * for the enclosing describe block. Returns the server's getter.
 */
export function providerServerForBlock(auto: Parameters<typeof startProviderServer>[2] = {}): () => ProviderServer {
  let provider: ProviderServer;
  beforeAll(async () => {
    provider = await startProviderServer(providerPort(), TEST_MOCK_CONFIG, auto);
  });
  afterAll(async () => {
    await provider?.close();
  });
  return () => provider;
}

/**
 * Waits until the app has replaced index.html's prerendered shell of a logged-in page (a fresh load of
 * /addBalance or /profile first paints the page's own inert copy: a tap or typing there is lost).
 */
export async function shellReplaced(page: Page): Promise<void> {
  await page.locator('#root:not([data-shell])').waitFor({ state: 'attached' });
}

export async function login(page: Page, baseUrl: string, phone: string) {
  await page.goto(baseUrl);
  await page.waitForURL('**/auth');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password').fill('cartela123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/gameType');
}

export async function openBoardSelector(page: Page, stake: number) {
  await page.getByRole('button', { name: 'Manual Play' }).click();
  await page.waitForURL('**/stake');
  await page.getByRole('button', { name: `Play stake ${stake} ETB` }).click();
  await page.waitForURL('**/boardSelector');
}

/**
 * Start on the board selector as the player has it: the page's button, or inside Telegram (a fake
 * native side in the page) Telegram's MainButton, which replaces the page's own there.
 */
async function pressStart(page: Page): Promise<void> {
  const inTelegram = await page.evaluate(() => 'TelegramWebviewProxy' in window);
  if (!inTelegram) return page.getByRole('button', { name: 'Start' }).click();
  // the picker has given Telegram its Start (recorded by the fake native side) before it is pressed
  await page.waitForFunction(() => {
    const posts = (window as unknown as { __tgPosts: [string, { text?: string } | null][] }).__tgPosts;
    return posts.filter(([m]) => m === 'web_app_setup_main_button').at(-1)?.[1]?.text === 'Start';
  });
  await page.evaluate(() => (window as unknown as { Telegram: { WebView: { receiveEvent(e: string): void } } }).Telegram.WebView.receiveEvent('main_button_pressed'));
}

export const balanceText = (page: Page) => page.getByTestId('balance').innerText();

/**
 * Plays a stake-10 game from the board selector: Start without boards, pick two, Start, a Bad
 * Bingo claim on the first, then calls until the second wins with the last call, marks it and claims.
 * Returns the prize the header balance must have risen by.
 */
export async function playAndWin(page: Page, control: GameControl, boardIds: [number, number], startBalance: number) {
  const stake = 10;
  await pressStart(page);
  await expect.poll(() => page.getByText('Please select 1-2 boards and set a valid bet amount.').count()).toBe(1);

  for (const id of boardIds) await page.getByRole('button', { name: `Board ${id}`, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: `Board ${boardIds[0]}, selected` }).count()).toBe(1);
  await pressStart(page);
  await page.waitForURL(`**/gameWindow/${stake}`);
  const afterStake = startBalance - stake * boardIds.length;
  await expect.poll(() => balanceText(page)).toBe(`Balance: ${formatEtb(afterStake)} ETB`);
  await expect.poll(() => page.getByTestId('prize-pool').innerText()).toBe('16.00 ETB');
  expect(await control.startNow(stake)).toBe(true);

  const called: number[] = [];
  const next = async () => {
    const n = await control.callNext(stake);
    expect(n).not.toBeNull();
    called.push(n!);
    await expect.poll(() => page.locator('[data-latest]').innerText()).toMatch(new RegExp(`-${n}$`));
  };

  await next();
  // a claim on an incomplete board is a Bad Bingo, and the game goes on; that board was claimed in
  // this game (spec §5: once per board), so the other one is left to win
  await page.getByRole('button', { name: `ቢንጎ! board ${boardIds[0]}` }).click();
  await expect.poll(() => page.getByText(`Bad Bingo - boardId [${boardIds[0]}]`).count()).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: `ቢንጎ! board ${boardIds[0]}: claim sent`, exact: true }).isDisabled()).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: `ቢንጎ! board ${boardIds[1]}`, exact: true }).isEnabled()).toBe(true);

  const pattern = STAKE_RULES[stake].pattern;
  for (let i = 0; i < 74; i++) {
    const winner = boardIds.slice(1).find((id) => checkWin(boardCells(BOARDS[id - 1].board_numbers), called, pattern).won);
    if (winner !== undefined) {
      const cells = boardCells(BOARDS[winner - 1].board_numbers);
      const win = checkWin(cells, called, pattern);
      const board = page.getByRole('region', { name: `Board ${winner}`, exact: true });
      // an uncalled number cannot be marked
      const uncalled = cells.find((n, idx) => idx !== 12 && n && !called.includes(n as number));
      expect(uncalled).toBeDefined();
      expect(await board.getByRole('gridcell', { name: String(uncalled), exact: true }).isDisabled()).toBe(true);
      for (const idx of win.cells) {
        const n = cells[idx];
        if (!n) continue;
        await board.getByRole('gridcell', { name: `${n}, called`, exact: true }).click();
        await expect.poll(() => board.getByRole('gridcell', { name: `${n}, marked`, exact: true }).count()).toBe(1);
      }
      await page.getByRole('button', { name: `ቢንጎ! board ${winner}` }).click();
      const dialog = page.getByRole('dialog', { name: 'BINGO!' });
      await expect.poll(() => dialog.getByText('Winner: abebe').count()).toBe(1);
      const rule = STAKE_RULES[stake];
      const prize = 16 + (called.length < rule.bonusUnderCalls ? rule.bonusEtb : 0);
      await expect.poll(() => balanceText(page)).toBe(`Balance: ${formatEtb(afterStake + prize)} ETB`);
      // the winner modal shows the board with FREE centre and the winning cells
      expect(await dialog.getByRole('gridcell', { name: 'Free cell' }).innerText()).toBe('FREE');
      expect(await dialog.getByRole('gridcell', { name: /winning$/ }).count()).toBe(win.cells.filter((i) => cells[i]).length);
      // Play Again: the board picker of the same stake's next round (on /stake until it opens)
      await dialog.getByRole('button', { name: 'Play Again' }).click();
      await page.waitForURL('**/boardSelector');
      return prize;
    }
    await next();
  }
  throw new Error('no board won');
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 640 };

/** A new context of `browser` with `viewport` (and the system's `colorScheme`, dark unless told) on the fast mock timing; page errors collected. */
export async function newPlayerPage(browser: Browser, viewport: { width: number; height: number }, colorScheme: 'light' | 'dark' = 'dark'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, colorScheme });
  await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page) };
}

/**
 * The errors the page's scripts throw, as they come (the returned array fills). MSW's own update check
 * of the mock's worker is left out: mock mode only, not the app's code, and it fails now and then while
 * the suite's other files load the mock build.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(e.message)) return;
    errors.push(e.message);
  });
  return errors;
}
