import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGES } from '../../scripts/measure/pages';
import { AUTO_CONFIG, gameIds } from './auto-game-flow';
import { chromiumForFile } from './browser';
import { say } from './catalogue';
import { newPlayerPage, pageControl } from './game-flow';
import { gridFaults, horizontalOverflow, midWordBreaks, tileRows, type WordBreak } from './layout-measure';

/**
 * The phone layout at 360 × 780 in Amharic and English (mock mode), measured with
 * getBoundingClientRect and Range.getClientRects: every page of the route manifest fits the width
 * (no horizontal scroll) and breaks no word of its visible text across two lines; the stake cards,
 * the game's stat tiles, its boards and caller board, and the scheduled games fill whole rows, with
 * no hole and no orphan tile; the header's balance stays on one line even at 1,234,567.89 ETB.
 */
const browser = chromiumForFile();
const PHONE = { width: 360, height: 780 };
const PLAYER = '0911000001';

const ROUTES_SIGNED_OUT = PAGES.filter((route) => !route.loggedIn && route.path !== '/').map((route) => route.path);
const ROUTES_SIGNED_IN = PAGES.filter((route) => route.loggedIn && !route.path.includes('$') && route.path !== '/boardSelector').map((route) => route.path);

/** Opens `path` and waits until its main heading is shown and the network is quiet. */
async function open(page: Page, path: string) {
  await page.goto(`${inject('mockUrl')}${path}`);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each([
  ['am', 'dark'],
  ['en', 'light'],
] as const)('in %s texts in the %s theme at 360 px', (language, scheme) => {
  const t = (area: string, key: string, params?: Record<string, string | number>) => say(language, area, key, params);

  async function playerPage() {
    const { context, page, errors } = await newPlayerPage(browser(), PHONE, scheme);
    await context.addInitScript(
      ([language, auto]) => {
        localStorage.setItem('cartela.language', language);
        localStorage.setItem('cartela.mock.auto', JSON.stringify(auto));
      },
      [language, AUTO_CONFIG] as const,
    );
    return { context, page, errors };
  }

  async function login(page: Page) {
    await open(page, '/auth');
    await page.getByLabel(t('auth', 'auth_phone')).fill(PLAYER);
    await page.getByLabel(t('auth', 'auth_password')).fill('cartela123');
    await page.getByRole('button', { name: t('auth', 'auth_login'), exact: true }).click();
    await page.waitForURL('**/gameType');
  }

  test('every page of the route manifest fits the width and breaks no word', async () => {
    const { context, page } = await playerPage();
    const overflow: Record<string, number> = {};
    const breaks: Record<string, WordBreak[]> = {};
    const see = async (where: string) => {
      const wider = await horizontalOverflow(page);
      if (wider > 0) overflow[where] = wider;
      const broken = await midWordBreaks(page);
      if (broken.length > 0) breaks[where] = broken;
    };
    try {
      for (const path of ROUTES_SIGNED_OUT) {
        await open(page, path);
        await see(path);
      }
      await login(page);
      for (const path of ROUTES_SIGNED_IN) {
        await open(page, path);
        await see(path);
      }
      // the pages with a parameter: a scheduled game's board selector and play screen, a stake's board selector and game
      const [gameId] = await gameIds(page);
      await open(page, `/autoBoardSelector/${gameId}`);
      await page.getByRole('button', { name: t('play', 'play_board', { id: 1 }), exact: true }).click();
      await page.getByRole('region', { name: t('play', 'play_board', { id: 1 }), exact: true }).waitFor();
      await see('/autoBoardSelector/$gameId');
      await open(page, `/autoGamePlay/${gameId}`);
      await see('/autoGamePlay/$gameId');
      await openGame(page);
      await see('/boardSelector → /gameWindow/$betAmount');
      expect({ overflow, breaks }).toEqual({ overflow: {}, breaks: {} });
    } finally {
      await context.close();
    }
  });

  /** From the stake page into the 10 ETB game with boards 11 and 12, before it starts. */
  async function openGame(page: Page) {
    await open(page, '/stake');
    await page.getByRole('button', { name: t('game', 'game_play_stake_label', { stake: 10 }) }).click();
    await page.waitForURL('**/boardSelector');
    await page.getByRole('button', { name: t('play', 'play_board', { id: 100 }), exact: true }).waitFor();
    expect(await horizontalOverflow(page), '/boardSelector').toBe(0);
    expect(await midWordBreaks(page), '/boardSelector').toEqual([]);
    for (const id of [11, 12]) await page.getByRole('button', { name: t('play', 'play_board', { id }), exact: true }).click();
    await page.getByRole('button', { name: t('play', 'play_board_id_selected', { id: 11 }) }).waitFor();
    await page.getByRole('button', { name: t('game', 'game_start'), exact: true }).click();
    await page.waitForURL('**/gameWindow/10');
    await page.getByRole('button', { name: t('game', 'game_bingo_board', { id: 11 }), exact: true }).waitFor();
  }

  test('the stake cards, the game tiles, its boards and caller board, and the scheduled games: whole rows, no hole, no orphan', async () => {
    const { context, page } = await playerPage();
    const faults: Record<string, string[]> = {};
    const check = async (name: string, rows: Awaited<ReturnType<typeof tileRows>>) => {
      const found = gridFaults(rows);
      if (found.length > 0) faults[name] = found;
    };
    try {
      await login(page);
      await open(page, '/stake');
      const stakes = page.getByRole('list', { name: t('game', 'game_stakes_label') });
      await check('stake cards', await tileRows(stakes, stakes.locator(':scope > li')));

      await open(page, '/autoGames');
      const games = page.getByRole('list', { name: t('game', 'game_scheduled_title') });
      await games.locator(':scope > li').first().waitFor();
      await check('scheduled games', await tileRows(games, games.locator(':scope > li')));

      // a scheduled game before its start: the countdown, the calls, the stake and the prize
      const [gameId] = await gameIds(page);
      await open(page, `/autoGamePlay/${gameId}`);
      const autoTiles = page.getByTestId('prize-pool').locator('../..');
      await check('scheduled game tiles before the start', await tileRows(autoTiles, autoTiles.locator(':scope > *')));

      await openGame(page);
      // before the start: the countdown, the stake and the prize
      const tiles = page.getByRole('timer', { name: t('play', 'play_game_starts_in') }).locator('..');
      await check('game tiles before the start', await tileRows(tiles, tiles.locator(':scope > *')));
      const control = pageControl(page);
      expect(await control.startNow(10)).toBe(true);
      await expect.poll(() => control.callNext(10)).not.toBeNull();
      await page.getByTestId('calls-count').waitFor({ state: 'attached' });
      const running = page.getByTestId('calls-count').locator('../..');
      await check('game tiles in play', await tileRows(running, running.locator(':scope > *')));
      for (const id of [11, 12]) {
        const grid = page.getByRole('grid', { name: t('play', 'play_board_numbers', { id }) });
        await check(`board ${id}`, await tileRows(grid, grid.locator('[role="columnheader"], [role="gridcell"]')));
      }
      await page.getByRole('button', { name: t('play', 'play_caller_board'), exact: true }).click();
      const caller = page.getByRole('table', { name: t('play', 'play_caller_board') });
      await caller.waitFor();
      await check('caller board', await tileRows(caller.locator('tbody'), caller.locator('th, td')));
      expect(faults).toEqual({});
    } finally {
      await context.close();
    }
  });

  test('on wider screens too, the stake cards and the scheduled games fill whole rows (or share the last one)', async () => {
    const { context, page } = await playerPage();
    const faults: Record<string, string[]> = {};
    try {
      await login(page);
      for (const width of [360, 600, 768, 900, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, '/stake');
        const stakes = page.getByRole('list', { name: t('game', 'game_stakes_label') });
        const stakeFaults = gridFaults(await tileRows(stakes, stakes.locator(':scope > li')));
        if (stakeFaults.length > 0) faults[`stake cards at ${width} px`] = stakeFaults;
        await open(page, '/autoGames');
        const games = page.getByRole('list', { name: t('game', 'game_scheduled_title') });
        const gameFaults = gridFaults(await tileRows(games, games.locator(':scope > li')));
        if (gameFaults.length > 0) faults[`scheduled games at ${width} px`] = gameFaults;
      }
      expect(faults).toEqual({});
    } finally {
      await context.close();
    }
  });

  test("the header's balance stays on one line at 1,234,567.89 ETB, and never breaks however narrow its place", async () => {
    const { context, page } = await playerPage();
    try {
      await login(page);
      await page.evaluate(
        ([phone]) => {
          const world = window.__cartelaMock!.world;
          world.credit(phone, 1_234_567.89 - world.balanceOf(phone).current_balance);
        },
        [PLAYER],
      );
      await open(page, '/stake');
      const badge = page.getByTestId('balance');
      await expect.poll(() => badge.innerText()).toContain('1,234,567.89');
      // the lines of the badge's text as laid out, and squeezed to its narrowest (min-content): a badge
      // that may break breaks there ("Balance:" / "1,234,567.89" / "ETB"); one that may not keeps one line
      const lines = await badge.evaluate((el: HTMLElement) => {
        const count = () => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        };
        const shown = count();
        el.style.display = 'inline-block';
        el.style.width = 'min-content';
        const squeezed = count();
        el.style.removeProperty('display');
        el.style.removeProperty('width');
        return { shown, squeezed };
      });
      expect(lines).toEqual({ shown: 1, squeezed: 1 });
      expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
