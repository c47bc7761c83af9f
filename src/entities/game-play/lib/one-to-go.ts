import { boardCells, numbersToGo, type BoardCell, type PatternId } from '@/shared/lib/bingo';

/**
 * The numbers that would complete a board of the player's ("1 to go", ours): for each board exactly
 * one number short of `pattern` over the called numbers, every uncalled number of it whose call
 * completes the pattern (a one-line board one short on two lines gives both lines' numbers). A
 * board already complete, further away, or not loaded (`null`) adds none; so does no pattern.
 * @param boards each board's server `board_numbers` (column-major, 5x5), or null while loading
 * @param called the numbers called so far
 * @param pattern the stake's pattern or a scheduled game's pattern cells (`gridCells`), as `numbersToGo` takes it
 */
export function oneToGoNumbers(
  boards: readonly (readonly (readonly BoardCell[])[] | null | undefined)[],
  called: ReadonlySet<number>,
  pattern: PatternId | readonly number[] | null | undefined,
): Set<number> {
  const out = new Set<number>();
  if (!pattern || pattern.length === 0) return out;
  for (const columns of boards) {
    if (!columns) continue;
    const cells = boardCells(columns);
    if (numbersToGo(cells, called, pattern) !== 1) continue;
    // try each uncalled number of the board as the next call (at most 24; only for a board one short)
    const withNext = new Set(called);
    for (const n of cells) {
      if (!n || called.has(n) || out.has(n)) continue;
      withNext.add(n);
      if (numbersToGo(cells, withNext, pattern) === 0) out.add(n);
      withNext.delete(n);
    }
  }
  return out;
}
