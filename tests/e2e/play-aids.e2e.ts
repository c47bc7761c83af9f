import { describe, expect, inject, test } from 'vitest';
import { boardCells, checkWin, numbersToGo, STAKE_RULES } from '../../src/shared/lib/bingo';
import { createBoards } from '@mock-provider/node';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, openBoardSelector } from './game-flow';
import { callAndSee, joinGame, pageFaults } from './resilience-flow';

/**
 * Play aids on the live game (mock mode): every board says how many numbers it still needs ("N to
 * go", counting 3 → 2 → 1 with the calls), the board closer to the pattern is framed, and with
 * Auto-mark on the called numbers are marked without a tap and the claim still wins; a board that
 * first needs one number flashes its chip.
 */
const browser = chromiumForFile();
const BOARDS = createBoards();
const boards = [11, 12];
const cellsOf = (id: number) => boardCells(BOARDS[id - 1].board_numbers);

describe('play aids', () => {
  test('to go counts down with the calls, the best board is framed, auto-mark marks and the claim wins', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await openBoardSelector(page, 10);
      await joinGame(page, boards);
      const autoMark = page.getByRole('switch', { name: 'Auto-mark' });
      expect(await autoMark.getAttribute('aria-checked')).toBe('false');
      await autoMark.click();
      await expect.poll(() => autoMark.getAttribute('aria-checked')).toBe('true');

      const control = pageFaults(page);
      expect(await control.startNow(10)).toBe(true);
      const pattern = STAKE_RULES[10].pattern;
      const toGoShown = (id: number) => page.getByRole('region', { name: `Board ${id}`, exact: true }).getByTestId('to-go').innerText();
      const seen: number[] = [];
      const called: number[] = [];
      const cued = new Set<number>();
      let winner: number | undefined;
      while (winner === undefined && called.length < 75) {
        await callAndSee(page, control, called);
        const expected = boards.map((id) => numbersToGo(cellsOf(id), called, pattern)!);
        for (const [i, id] of boards.entries()) await expect.poll(() => toGoShown(id)).toBe(`${expected[i]} to go`);
        // the first time a board needs one number, its chip flashes (the one-to-go cue)
        for (const [i, id] of boards.entries()) {
          if (expected[i] !== 1 || cued.has(id)) continue;
          cued.add(id);
          const chip = page.getByRole('region', { name: `Board ${id}`, exact: true }).getByTestId('to-go');
          await expect.poll(() => chip.getAttribute('data-cue')).toBe('true');
        }
        const least = Math.min(...expected);
        if (seen.at(-1) !== least) seen.push(least);
        // the board with fewer to go is framed and named; on a tie neither is
        const framed = await page.getByText('Best board', { exact: true }).count();
        expect(framed).toBe(expected[0] === expected[1] ? 0 : 1);
        // auto-mark: every called number on both boards is marked without a tap
        for (const id of boards) {
          const board = page.getByRole('region', { name: `Board ${id}`, exact: true });
          for (const n of cellsOf(id)) if (n && called.includes(n)) await board.getByRole('gridcell', { name: `${n}, marked`, exact: true }).waitFor();
        }
        winner = boards.find((id) => checkWin(cellsOf(id), called, pattern).won);
      }
      expect(seen.slice(-3)).toEqual([2, 1, 0]);
      expect(seen).toContain(3);
      expect(cued.size).toBeGreaterThan(0);
      await page.getByRole('button', { name: `ቢንጎ! board ${winner}` }).click();
      await page.getByRole('dialog', { name: 'BINGO!' }).getByText('Winner: abebe').waitFor();

      // the switch is remembered on this device
      await page.reload();
      expect(await page.evaluate(() => localStorage.getItem('cartela.autoMark'))).toBe('on');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
