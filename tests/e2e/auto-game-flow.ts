import type { Browser, Page } from 'playwright-core';
import { createBoards } from '@mock-provider/node';
import { boardCells, checkWin, LINES } from '../../src/shared/lib/bingo';
import { TEST_MOCK_CONFIG } from './game-flow';

/** Auto game timing for browser tests: games far apart, calls on demand, no simulated buyers. */
export const AUTO_CONFIG = { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0, seed: 7, stakes: [20, 300, 50] };
export const BOARDS = createBoards();

/**
 * Two boards and a call order after which both complete a line on the same (last) call, and
 * neither before: the shared number of their two lines is called last. Checked with the same
 * rule the mock provider uses.
 */
export function twoWinnerPlan(): { boards: [number, number]; calls: number[] } {
  for (let a = 1; a <= BOARDS.length; a++) {
    for (let b = a + 1; b <= BOARDS.length; b++) {
      const ca = boardCells(BOARDS[a - 1].board_numbers);
      const cb = boardCells(BOARDS[b - 1].board_numbers);
      for (const la of LINES) {
        const na = la.map((i) => ca[i]).filter((n): n is number => !!n);
        for (const lb of LINES) {
          const nb = lb.map((i) => cb[i]).filter((n): n is number => !!n);
          const shared = na.find((n) => nb.includes(n));
          if (shared === undefined) continue;
          const calls = [...new Set([...na, ...nb])].filter((n) => n !== shared);
          // one more number of board a off both lines, so the winner modal has a called (red) cell that is not winning
          const extra = ca.find((n, i): n is number => i !== 12 && !!n && !na.includes(n) && !nb.includes(n));
          if (extra === undefined) continue;
          calls.unshift(extra);
          calls.push(shared);
          const winsAt = (cells: typeof ca) => calls.findIndex((_, k) => checkWin(cells, calls.slice(0, k + 1), 'oneLine').won);
          if (winsAt(ca) === calls.length - 1 && winsAt(cb) === calls.length - 1) return { boards: [a, b], calls };
        }
      }
    }
  }
  throw new Error('no two-winner plan');
}

/** A phone-sized page of `browser` on the fast mock timing and the auto game timing `auto`. */
export async function openPage(browser: Browser, auto: object = AUTO_CONFIG): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  await context.addInitScript(
    ([cfg, auto]) => {
      localStorage.setItem('cartela.mock.config', JSON.stringify(cfg));
      localStorage.setItem('cartela.mock.auto', JSON.stringify(auto));
    },
    [TEST_MOCK_CONFIG, auto] as const,
  );
  return context.newPage();
}

export const gameIds = (page: Page) => page.evaluate(() => window.__cartelaMock!.auto.gameIds());
/** Spec §2.9 letter colours as the theme paints them (B red, I orange, N green, G blue, O purple). */
export const LETTER_RGB = { B: 'rgb(220, 38, 38)', I: 'rgb(194, 65, 12)', N: 'rgb(21, 128, 61)', G: 'rgb(37, 99, 235)', O: 'rgb(124, 58, 237)' } as const;
/** Socket listeners of the page: server-event names listened to, and every callback on the client. */
export const socketFigures = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __cartelaSocket?: { listenerCount(): number; socketListenerCount(): number } }).__cartelaSocket;
    return s ? { listeners: s.listenerCount(), socketListeners: s.socketListenerCount() } : null;
  });
/** The board ids the player sees in the grid's first row (its columns, whatever elements hold the rows). */
export const gridColumns = (page: Page) =>
  page.getByRole('list', { name: 'Boards' }).evaluate((el) => {
    const tops = [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect().top);
    return tops.filter((top) => top === tops[0]).length;
  });
export const snackbar = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
