import { boardCells, FREE_INDEX, type BoardCell } from './board';

/**
 * The winning patterns and stake rules of spec §9, defined once and used by the stake cards, the mock
 * provider's game engine and the instructions page.
 *
 * Cells are display indices 0–24, row-major (index = row * 5 + column), centre 12 free.
 * - one line: any full row, column or diagonal (12 lines; the free centre counts as marked);
 * - two lines: any two different full lines of those 12;
 * - right half: the two rightmost columns, G and O, full (10 cells; "right half" of spec §9 read as
 *   the columns right of the centre column);
 * - full house: all 24 numbers.
 * A claim wins only when the pattern is complete AND includes the last called number (spec §5).
 */
export type PatternId = 'oneLine' | 'twoLines' | 'rightHalf' | 'fullHouse';

/**
 * A pattern's rule data. Its name is a text of the message catalogues (`pattern_*`, in
 * `shared/i18n/messages/common`); the screens name it with `PatternName` / `patternName`
 * (`shared/ui/pattern-name`), so the name follows the language switch.
 */
export interface PatternDef {
  id: PatternId;
  /** 25 booleans, row-major: a representative preview for the 5x5 mini grid. */
  preview: readonly boolean[];
}

const idx = (r: number, c: number) => r * 5 + c;
const range5 = [0, 1, 2, 3, 4];

/** The 12 lines of a board: 5 rows, 5 columns, 2 diagonals. */
export const LINES: readonly (readonly number[])[] = [
  ...range5.map((r) => range5.map((c) => idx(r, c))),
  ...range5.map((c) => range5.map((r) => idx(r, c))),
  range5.map((i) => idx(i, i)),
  range5.map((i) => idx(i, 4 - i)),
];

const RIGHT_HALF = range5.flatMap((r) => [idx(r, 3), idx(r, 4)]);
const ALL_CELLS = range5.flatMap((r) => range5.map((c) => idx(r, c)));

const previewOf = (cells: readonly number[]) => Array.from({ length: 25 }, (_, i) => cells.includes(i));

export const PATTERNS: Record<PatternId, PatternDef> = {
  oneLine: { id: 'oneLine', preview: previewOf(LINES[2]) },
  twoLines: { id: 'twoLines', preview: previewOf([...LINES[0], ...LINES[4]]) },
  rightHalf: { id: 'rightHalf', preview: previewOf(RIGHT_HALF) },
  fullHouse: { id: 'fullHouse', preview: Array.from({ length: 25 }, () => true) },
};

/** Stake amounts offered, ETB (spec §9). */
export const STAKES = [10, 20, 50, 100, 200, 500] as const;
export type Stake = (typeof STAKES)[number];

export interface StakeRule {
  pattern: PatternId;
  /** The bonus is paid when the game is won in fewer than this many calls. */
  bonusUnderCalls: number;
  /** Bonus in ETB. Spec §9 gives 100 birr for stake 10; the other amounts keep that 10x ratio. */
  bonusEtb: number;
}

/** Spec §9 patterns and bonus notes by stake. */
export const STAKE_RULES: Record<Stake, StakeRule> = {
  10: { pattern: 'oneLine', bonusUnderCalls: 10, bonusEtb: 100 },
  20: { pattern: 'twoLines', bonusUnderCalls: 18, bonusEtb: 200 },
  50: { pattern: 'twoLines', bonusUnderCalls: 18, bonusEtb: 500 },
  100: { pattern: 'rightHalf', bonusUnderCalls: 28, bonusEtb: 1000 },
  200: { pattern: 'fullHouse', bonusUnderCalls: 52, bonusEtb: 2000 },
  500: { pattern: 'fullHouse', bonusUnderCalls: 52, bonusEtb: 5000 },
};

/** The rule for a stake, or undefined for an amount spec §9 does not offer. */
export function stakeRule(betAmount: number): StakeRule | undefined {
  return (STAKE_RULES as Record<number, StakeRule | undefined>)[betAmount];
}

export interface WinCheck {
  won: boolean;
  /** Display indices of the winning cells (empty when not won). */
  cells: number[];
}

/**
 * Decides a bingo claim (spec §5): the pattern is complete on the board with the called numbers AND
 * the last called number is one of the pattern's cells.
 * @param cells the board's 25 display cells, row-major
 * @param called every number called so far, in order; the last one is the latest call
 */
export function checkWin(cells: readonly BoardCell[], called: readonly number[], pattern: PatternId): WinCheck {
  const last = called.at(-1);
  if (last === undefined) return { won: false, cells: [] };
  const calledSet = new Set(called);
  const marked = (i: number) => i === FREE_INDEX || (cells[i] != null && cells[i] !== 0 && calledSet.has(cells[i] as number));
  const lastIndex = cells.indexOf(last);
  if (lastIndex < 0) return { won: false, cells: [] };
  const full = (group: readonly number[]) => group.every(marked);
  const hasLast = (group: readonly number[]) => group.includes(lastIndex);
  const lost: WinCheck = { won: false, cells: [] };

  switch (pattern) {
    case 'oneLine': {
      const line = LINES.find((l) => full(l) && hasLast(l));
      return line ? { won: true, cells: [...line] } : lost;
    }
    case 'twoLines': {
      const complete = LINES.filter(full);
      const withLast = complete.find(hasLast);
      const other = complete.find((l) => l !== withLast);
      return withLast && other ? { won: true, cells: [...new Set([...withLast, ...other])] } : lost;
    }
    case 'rightHalf':
      return full(RIGHT_HALF) && hasLast(RIGHT_HALF) ? { won: true, cells: [...RIGHT_HALF] } : lost;
    case 'fullHouse':
      return full(ALL_CELLS) ? { won: true, cells: [...ALL_CELLS] } : lost;
  }
}


/**
 * How many more numbers a board needs to complete `pattern` over the called numbers ("3 to go"):
 * the pattern's best completion, the free centre counted as marked. `pattern` is a stake pattern
 * or the display cells a scheduled game's grid needs (`gridCells`; none → null). Cells that are `null` or 0 off
 * the centre can never be called, so a line through one cannot complete. The last-call rule of a
 * claim (spec §5) does not apply: a complete pattern is 0 to go.
 * @param cells the board's 25 display cells, row-major
 * @param called the numbers called so far (any order)
 * @returns 0–24, or null when the board cannot complete the pattern at all
 */
export function numbersToGo(cells: readonly BoardCell[], called: Iterable<number>, pattern: PatternId | readonly number[]): number | null {
  const calledSet = called instanceof Set ? (called as Set<number>) : new Set(called);
  const missing = (group: Iterable<number>) => {
    let count = 0;
    for (const i of group) {
      if (i === FREE_INDEX) continue;
      const value = cells[i];
      if (value == null || value === 0) return Infinity;
      if (!calledSet.has(value)) count += 1;
    }
    return count;
  };
  if (typeof pattern !== 'string') return pattern.length === 0 ? null : finite(missing(pattern));
  let best: number;
  switch (pattern) {
    case 'oneLine':
      best = Math.min(...LINES.map(missing));
      break;
    case 'twoLines':
      best = Infinity;
      for (let a = 0; a < LINES.length; a++) {
        for (let b = a + 1; b < LINES.length; b++) best = Math.min(best, missing(new Set([...LINES[a], ...LINES[b]])));
      }
      break;
    case 'rightHalf':
      best = missing(RIGHT_HALF);
      break;
    case 'fullHouse':
      best = missing(ALL_CELLS);
      break;
  }
  return finite(best);
}

const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

/**
 * A server's pattern grid (5 rows of 5 booleans, row-major as the mini grid draws it; spec §3
 * Scheduled game `pattern.grid`) as the display cells it needs, for `numbersToGo`. A grid that is not
 * 5 × 5 gives no cells.
 */
export function gridCells(grid: readonly (readonly boolean[])[] | null | undefined): number[] {
  if (!grid || grid.length !== 5 || grid.some((row) => row?.length !== 5)) return [];
  return grid.flatMap((row, r) => row.flatMap((on, c) => (on ? [idx(r, c)] : [])));
}

/**
 * The board closer to its pattern ("best board"): the id with the fewest numbers to go, or null
 * with fewer than two boards, on a tie, or when no board can complete.
 * @param toGo each board's id and `numbersToGo` (null: cannot complete)
 */
export function bestBoard(toGo: readonly { boardId: number; toGo: number | null }[]): number | null {
  const able = toGo.filter((b): b is { boardId: number; toGo: number } => b.toGo !== null);
  if (toGo.length < 2 || able.length === 0) return null;
  const least = Math.min(...able.map((b) => b.toGo));
  const leaders = able.filter((b) => b.toGo === least);
  return leaders.length === 1 ? leaders[0].boardId : null;
}

/**
 * The play aids of a game screen's boards: each board's numbers to go for `pattern` and whether it
 * is the best board (see `numbersToGo`, `bestBoard`). A board whose numbers are not loaded yet
 * (`columns` null) has `toGo` null.
 * @param boards the player's boards: id and the server's column-major `board_numbers`
 */
export function boardsToGo(
  boards: readonly { boardId: number; columns: readonly (readonly BoardCell[])[] | null }[],
  called: Iterable<number>,
  pattern: PatternId | readonly number[],
): Map<number, { toGo: number | null; best: boolean }> {
  const calledSet = called instanceof Set ? (called as Set<number>) : new Set(called);
  const toGo = boards.map(({ boardId, columns }) => ({ boardId, toGo: columns ? numbersToGo(boardCells(columns), calledSet, pattern) : null }));
  const best = bestBoard(toGo);
  return new Map(toGo.map((b) => [b.boardId, { toGo: b.toGo, best: b.boardId === best }]));
}
