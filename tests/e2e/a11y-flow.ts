import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { boardCells, checkWin, STAKE_RULES } from '../../src/shared/lib/bingo';
import { createBoards } from '@mock-provider/node';
import { AUTO_CONFIG, gameIds } from './auto-game-flow';
import { axeViolations } from './axe';
import { chromiumForFile } from './browser';
import { say } from './catalogue';
import { newPlayerPage } from './game-flow';
import { callAndSee, pageFaults } from './resilience-flow';
import { PAGES } from '../../scripts/measure/pages';

/** One run of the axe walk: texts, device, system colour scheme, viewport. */
export type AxeVariant = readonly ['spec' | 'am' | 'en', 'phone' | 'desktop', 'dark' | 'light', { width: number; height: number }];

const BOARDS = createBoards();

/** Opens `path` and waits until its main heading is shown and the network is quiet. */
async function open(page: Page, path: string) {
  await page.goto(`${inject('mockUrl')}${path}`);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

// every logged-in page of the route manifest without a parameter (the board selector and the games
// are opened by the walk itself), and the payment result pages
const ROUTES_SIGNED_IN = [
  ...PAGES.filter((route) => route.loggedIn && !route.path.includes('$') && route.path !== '/boardSelector').map((route) => route.path),
  '/payment_success',
  '/payment_failure',
];

/**
 * Access for every player in every language: axe-core (WCAG 2.0/2.1 A and AA, the rules Lighthouse
 * runs) over every route, the open dialogs (transfer confirmation, purchase, confirm exit, winner
 * modal) and the live game mid-game, in spec texts, Amharic and English, on a phone and a desktop
 * viewport, in the dark and the light theme: 0 violations, and `<html lang>` follows the language.
 * `variants` are this file's share (a11y-routes-*.e2e.ts), so the browser tests' workers split them.
 */
export function describeAxeEveryRoute(variants: readonly AxeVariant[]) {
  const browser = chromiumForFile();
  describe.each(variants)('in %s texts on a %s in the %s theme', (language, _device, scheme, viewport) => {
    test('every route and dialog, and the live game mid-game, has no axe violation', async () => {
      // the theme as the system's setting: the page follows it without a choice (src/shared/ui/theme)
      const { context, page, errors } = await newPlayerPage(browser(), viewport, scheme);
      await context.addInitScript(
        ([language, auto]) => {
          localStorage.setItem('cartela.language', language);
          localStorage.setItem('cartela.mock.auto', JSON.stringify(auto));
        },
        [language, AUTO_CONFIG] as const,
      );
      const t = (area: string, key: string, params?: Record<string, string | number>) => say(language, area, key, params);
      const found: Awaited<ReturnType<typeof axeViolations>> = [];
      try {
        for (const path of ['/auth', '/signup', '/forgotPassword', '/no-such-page']) {
          await open(page, path);
          expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language === 'am' ? 'am' : 'en');
          found.push(...(await axeViolations(page, path)));
        }

        await open(page, '/auth');
        await page.getByLabel(t('auth', 'auth_phone')).fill('0911000001');
        await page.getByLabel(t('auth', 'auth_password')).fill('cartela123');
        await page.getByRole('button', { name: t('auth', 'auth_login'), exact: true }).click();
        await page.waitForURL('**/gameType');
        for (const path of ROUTES_SIGNED_IN) {
          await open(page, path);
          found.push(...(await axeViolations(page, path)));
        }

        // the transfer confirmation
        await open(page, '/addBalance');
        await page.getByRole('tab', { name: t('wallet', 'wallet_transfer') }).click();
        const transfer = page.getByRole('form', { name: t('wallet', 'wallet_transfer') });
        await transfer.getByLabel(t('wallet', 'wallet_transfer_to')).fill('0911000002');
        await transfer.getByLabel(t('wallet', 'wallet_amount')).fill('5');
        await transfer.getByRole('button', { name: t('wallet', 'wallet_transfer') }).click();
        const confirm = page.getByRole('dialog', { name: t('wallet', 'wallet_confirm_transfer') });
        await confirm.waitFor();
        found.push(...(await axeViolations(page, 'transfer confirmation')));
        await page.keyboard.press('Escape');
        await confirm.waitFor({ state: 'detached' });

        // a scheduled game: its board selector, the purchase dialog, its play screen and the confirm exit dialog
        const [gameId] = await gameIds(page);
        await open(page, `/autoBoardSelector/${gameId}`);
        for (const id of [1, 2]) await page.getByRole('button', { name: t('play', 'play_board', { id }), exact: true }).click();
        await page.getByRole('region', { name: t('play', 'play_board', { id: 2 }), exact: true }).waitFor();
        found.push(...(await axeViolations(page, '/autoBoardSelector with two boards')));
        await page.getByRole('button', { name: t('game', 'game_auto_buy'), exact: true }).click();
        const purchase = page.getByRole('dialog', { name: t('game', 'game_purchase_title') });
        await purchase.waitFor();
        found.push(...(await axeViolations(page, 'purchase dialog')));
        await page.keyboard.press('Escape');
        await purchase.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: t('game', 'game_auto_enter'), exact: true }).click();
        await page.waitForURL(`**/autoGamePlay/${gameId}`);
        // an in-app navigation: networkidle fired with the page's load, so the screen itself is awaited
        await page.getByRole('button', { name: t('game', 'game_add_boards') }).waitFor();
        found.push(...(await axeViolations(page, '/autoGamePlay')));
        await page.getByRole('button', { name: t('game', 'game_add_boards') }).click();
        const exit = page.getByRole('dialog', { name: t('game', 'game_confirm_exit') });
        await exit.waitFor();
        found.push(...(await axeViolations(page, 'confirm exit dialog')));
        await page.keyboard.press('Escape');
        await exit.waitFor({ state: 'detached' });

        // a live game: the board selector, the game mid-game, then a win and the winner modal
        await open(page, '/stake');
        await page.getByRole('button', { name: t('game', 'game_play_stake_label', { stake: 10 }) }).click();
        await page.waitForURL('**/boardSelector');
        // the grid with every board id (an in-app navigation: networkidle would not wait for it)
        await page.getByRole('button', { name: t('play', 'play_board', { id: 100 }), exact: true }).waitFor();
        found.push(...(await axeViolations(page, '/boardSelector')));
        const boards = [11, 12];
        for (const id of boards) await page.getByRole('button', { name: t('play', 'play_board', { id }), exact: true }).click();
        await page.getByRole('button', { name: t('play', 'play_board_id_selected', { id: 11 }) }).waitFor();
        await page.getByRole('button', { name: t('game', 'game_start'), exact: true }).click();
        await page.waitForURL('**/gameWindow/10');
        // the game screen with its boards, then the first call
        await page.getByRole('button', { name: t('game', 'game_bingo_board', { id: 11 }), exact: true }).waitFor();
        const control = pageFaults(page);
        expect(await control.startNow(10)).toBe(true);
        const called: number[] = [];
        await callAndSee(page, control, called);
        await callAndSee(page, control, called);
        found.push(...(await axeViolations(page, '/gameWindow/10 mid-game')));

        const pattern = STAKE_RULES[10].pattern;
        let winner: number | undefined;
        while (winner === undefined && called.length < 75) {
          winner = boards.find((id) => checkWin(boardCells(BOARDS[id - 1].board_numbers), called, pattern).won);
          if (winner === undefined) await callAndSee(page, control, called);
        }
        const cells = boardCells(BOARDS[winner! - 1].board_numbers);
        const board = page.getByRole('region', { name: t('play', 'play_board', { id: winner! }), exact: true });
        for (const idx of checkWin(cells, called, pattern).cells) {
          const n = cells[idx];
          if (!n) continue;
          await board.getByRole('gridcell', { name: t('play', 'play_cell_called', { number: n }), exact: true }).click();
          await board.getByRole('gridcell', { name: t('play', 'play_cell_marked', { number: n }), exact: true }).waitFor();
        }
        await page.getByRole('button', { name: t('game', 'game_bingo_board', { id: winner! }) }).click();
        await page.getByRole('dialog', { name: t('game', 'game_bingo_title') }).waitFor();
        found.push(...(await axeViolations(page, 'winner modal')));

        expect(found).toEqual([]);
        // the browser's periodic update check of the mock's own service worker can miss on a busy
        // machine; it is not the app's error and changes nothing on the page
        expect(errors.filter((e) => !/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
