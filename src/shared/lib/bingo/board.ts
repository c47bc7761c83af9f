/** A cell of a board in display order; 0 or null is the free centre / an empty cell (spec §2.9, §3). */
export type BoardCell = number | null;

/** Index of the free centre cell in a 25-cell row-major grid (spec §2.7: the 13th cell). */
export const FREE_INDEX = 12;

/**
 * Turns the server's column-major `board_numbers` (board_numbers[c][r], column c under B I N G O)
 * into display rows (rows[r][c]) so rows and columns match (spec §3 Board).
 * @param columns 5 arrays of 5 numbers (0 = free centre)
 * @returns 5 rows of 5 cells
 * @throws Error when the matrix is not 5x5
 */
export function transposeBoard(columns: readonly (readonly BoardCell[])[]): BoardCell[][] {
  if (columns.length !== 5 || columns.some((c) => c.length !== 5)) {
    throw new Error('board_numbers must be a 5x5 matrix');
  }
  return [0, 1, 2, 3, 4].map((r) => columns.map((col) => col[r]));
}

/** The 25 display cells of a board, row-major (index 12 = centre). */
export function boardCells(columns: readonly (readonly BoardCell[])[]): BoardCell[] {
  return transposeBoard(columns).flat();
}

/** Whether display cell `index` holding `value` is the free centre. */
export function isFreeCell(index: number, value: BoardCell): boolean {
  return index === FREE_INDEX || value === 0 || value === null;
}

/** At most two boards per player (spec §5, §9). */
export const MAX_BOARDS = 2;

/**
 * Spec §4 manual flow step 2, pick rule: a board can be picked only if fewer than 2 are held, it is
 * not already held, and it is not taken by others.
 */
export function canPickBoard(boardId: number, held: readonly number[], takenByOthers: readonly number[]): boolean {
  return held.length < MAX_BOARDS && !held.includes(boardId) && !takenByOthers.includes(boardId);
}

/** The picks with `boardId` added; the same list when it is held already or two are held (spec §5). */
export function withPick(held: number[], boardId: number): number[] {
  return held.includes(boardId) || held.length >= MAX_BOARDS ? held : [...held, boardId];
}

/** The picks without `boardId` (a freed pick). */
export function withoutPick(held: readonly number[], boardId: number): number[] {
  return held.filter((id) => id !== boardId);
}

/**
 * The picks without the boards another player now has (bought or given by the server to someone
 * else); the same list when none of them is taken, so a board list that leaves the picks alone
 * changes no store and renders nothing.
 */
export function withoutTaken(held: number[], taken: readonly number[]): number[] {
  return held.some((id) => taken.includes(id)) ? held.filter((id) => !taken.includes(id)) : held;
}
