import { beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { boardCells, checkWin, STAKE_RULES } from '../../src/shared/lib/bingo';
import { createBoards, type ProviderServer } from '@mock-provider/node';
import { TEST_MOCK_CONFIG, providerServerForBlock, type GameControl } from './game-flow';

const BOARDS = createBoards();

/** Game and fault controls, in the page (mock mode) or on the in-process provider (network mode). */
export interface FaultControl extends GameControl {
  endNow(betAmount: number): Promise<boolean>;
  gameId(betAmount: number): Promise<string>;
  gameState(betAmount: number): Promise<string | undefined>;
  dropAll(): Promise<number>;
  refuseFor(ms: number): Promise<void>;
  /** When each refused connection attempt reached the provider (ms, the machine's clock). */
  refusedAttempts(): Promise<number[]>;
  duplicateCalls(count: number): Promise<void>;
  /** The next `count` calls reach no page; the game still counts them (fairness view). */
  withholdCalls(count: number): Promise<void>;
  emitRaw(events: { event: string; payload: unknown }[]): Promise<number>;
  /** Another player (a connection outside the browser) picks a board of the stake's waiting game. */
  takeBoard(betAmount: number, boardId: number): Promise<void>;
  /** The provider's view of the stake's game: taken boards and who joined with which. */
  snapshot(betAmount: number): Promise<{ gameId: string; state: string; taken: number[]; players: { name: string; boards: number[]; bot: boolean }[] } | null>;
}

/** The stand-in for another player's socket: the engine only needs an id and a sink for its events. */
const OTHER_PLAYER = { id: 'e2e-other-player', phone: '0911000002', emit: () => undefined };

export const pageFaults = (page: Page): FaultControl => ({
  startNow: (bet) => page.evaluate((b) => window.__cartelaMock!.startNow(b), bet),
  callNext: (bet) => page.evaluate((b) => window.__cartelaMock!.callNext(b), bet),
  endNow: (bet) => page.evaluate((b) => window.__cartelaMock!.endNow(b), bet),
  gameId: (bet) => page.evaluate((b) => window.__cartelaMock!.engine.snapshot(b)!.gameId, bet),
  gameState: (bet) => page.evaluate((b) => window.__cartelaMock!.engine.snapshot(b)?.state, bet),
  dropAll: () => page.evaluate(() => window.__cartelaMock!.faults.dropAll()),
  refuseFor: (ms) => page.evaluate((m) => window.__cartelaMock!.faults.refuseFor(m), ms),
  refusedAttempts: () => page.evaluate(() => window.__cartelaMock!.faults.refusedAttempts()),
  duplicateCalls: (n) => page.evaluate((c) => window.__cartelaMock!.faults.duplicateCalls(c), n),
  withholdCalls: (n) => page.evaluate((c) => window.__cartelaMock!.faults.withholdCalls(c), n),
  emitRaw: (events) =>
    page.evaluate((list) => list.reduce((sum, e) => sum + window.__cartelaMock!.faults.emitRaw(e.event, e.payload), 0), events),
  takeBoard: (bet, boardId) =>
    page.evaluate(
      ({ b, id, other }) => {
        const engine = window.__cartelaMock!.engine;
        engine.handle({ ...other, emit: () => undefined }, '_toggle_board_', { boardId: id, betAmount: b, gameId: engine.snapshot(b)!.gameId });
      },
      { b: bet, id: boardId, other: { id: OTHER_PLAYER.id, phone: OTHER_PLAYER.phone } },
    ),
  snapshot: (bet) => page.evaluate((b) => window.__cartelaMock!.engine.snapshot(b), bet),
});

export const providerFaults = (provider: ProviderServer): FaultControl => ({
  startNow: async (bet) => provider.engine.startNow(bet),
  callNext: async (bet) => provider.engine.callNext(bet),
  endNow: async (bet) => provider.engine.endNow(bet),
  gameId: async (bet) => provider.engine.snapshot(bet)!.gameId,
  gameState: async (bet) => provider.engine.snapshot(bet)?.state,
  dropAll: async () => provider.faults.dropAll(),
  refuseFor: async (ms) => provider.faults.refuseFor(ms),
  refusedAttempts: async () => provider.faults.refusedAttempts(),
  duplicateCalls: async (n) => provider.faults.duplicateCalls(n),
  withholdCalls: async (n) => provider.faults.withholdCalls(n),
  emitRaw: async (events) => events.reduce((sum, e) => sum + provider.faults.emitRaw(e.event, e.payload), 0),
  takeBoard: async (bet, boardId) => provider.engine.handle(OTHER_PLAYER, '_toggle_board_', { boardId, betAmount: bet, gameId: provider.engine.snapshot(bet)!.gameId }),
  snapshot: async (bet) => provider.engine.snapshot(bet),
});

/** The called-numbers strip (the last 5 calls) as the player reads it, e.g. ["B-5", "N-33"]. */
// by its label, not its role: under an open dialog the strip is hidden from assistive technology
export const stripTexts = (page: Page) => page.locator('ol[aria-label="Called numbers"] li').allInnerTexts();
export const callLabel = (n: number) => `${'BINGO'[Math.floor((n - 1) / 15)]}-${n}`;
/**
 * The calls as the player reads them: the strip (the last 5, oldest to latest as the list reads) and
 * the count of calls (NaN while its tile is not there).
 */
export const seenCalls = async (page: Page) => ({ strip: await stripTexts(page), count: Number((await page.getByTestId('calls-count').allTextContents())[0]) });
/** What `seenCalls` reads after `called`: its last 5 on the strip and their number. */
export const shownFor = (called: number[]) => ({ strip: called.slice(-5).map(callLabel), count: called.length });
export const reconnecting = (page: Page) => page.getByRole('status').filter({ hasText: 'Reconnecting...' });
/** The socket's status as the client holds it (read-only diagnostic hook of `shared/socket`). */
export const socketStatus = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cartelaSocket: { status(): string } }).__cartelaSocket.status());
/** The number of per-event socket listeners the client holds (`listen`, one per event name). */
export const socketListeners = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cartelaSocket: { listenerCount(): number } }).__cartelaSocket.listenerCount());

/** From the board selector of stake 10: picks `boards`, starts, and waits for the game screen. */
export async function joinGame(page: Page, boards: number[]) {
  for (const id of boards) await page.getByRole('button', { name: `Board ${id}`, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: `Board ${boards[0]}, selected` }).count()).toBe(1);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL('**/gameWindow/10');
  await expect.poll(() => page.getByRole('button', { name: `ቢንጎ! board ${boards[0]}` }).count()).toBe(1);
}

/** Calls one number and waits until the strip shows it as the latest; returns it. */
export async function callAndSee(page: Page, control: FaultControl, called: number[]) {
  const n = await control.callNext(10);
  expect(n).not.toBeNull();
  called.push(n!);
  await expect.poll(() => page.locator('[data-latest]').innerText()).toBe(callLabel(n!));
  return n!;
}

/** Keeps calling until one of `boards` wins with the last call, marks it, claims and sees the winner modal. */
export async function playOnToWin(page: Page, control: FaultControl, boards: number[], called: number[], winnerName: string) {
  const pattern = STAKE_RULES[10].pattern;
  for (let i = 0; i < 75; i++) {
    const winner = boards.find((id) => checkWin(boardCells(BOARDS[id - 1].board_numbers), called, pattern).won);
    if (winner !== undefined) {
      const cells = boardCells(BOARDS[winner - 1].board_numbers);
      const board = page.getByRole('region', { name: `Board ${winner}`, exact: true });
      for (const idx of checkWin(cells, called, pattern).cells) {
        const n = cells[idx];
        if (!n) continue;
        const cell = board.getByRole('gridcell', { name: `${n}, called`, exact: true });
        if ((await cell.count()) === 1) await cell.click();
        await expect.poll(() => board.getByRole('gridcell', { name: `${n}, marked`, exact: true }).count()).toBe(1);
      }
      await page.getByRole('button', { name: `ቢንጎ! board ${winner}` }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'BINGO!' }).getByText(`Winner: ${winnerName}`).count()).toBe(1);
      return winner;
    }
    await callAndSee(page, control, called);
  }
  throw new Error('no board won');
}

/**
 * A phone-sized context of `browser` on the fast mock timing, with page and console errors
 * collected (the faults the tests inject on purpose left out).
 */
export async function openPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // the browser's own network log of a refused WebSocket handshake, and the client's report of a
    // payload broken on purpose, are the faults the test injects
    if (m.type() === 'error' && !/WebSocket connection to .* failed|^\[report\] socket-payload/.test(`${m.text()} ${m.location().url}`)) {
      errors.push(`console: ${m.text()} ${m.location().url}`);
    }
  });
  return { context, page, errors };
}

/** How many crash screens ("Something went wrong") the page shows: 0 or 1. */
export const crashScreen = (page: Page) => page.getByRole('heading', { name: /something went wrong/i }).count();

/**
 * Network mode of the fault suite: the provider as a real server for the enclosing describe block
 * (`providerServerForBlock`), each test starting on a waiting stake-10 game whatever the previous one
 * left behind. Returns the server's getter.
 */
export function faultProviderForBlock(): () => ProviderServer {
  const provider = providerServerForBlock();
  beforeEach(async () => {
    provider().engine.endNow(10);
    await expect.poll(() => provider().engine.snapshot(10)?.state).toBe('waiting');
  });
  return provider;
}
