import { createRng, shuffled } from './rng';

/** Number of boards the mock provider serves by default (ids 1–100). */
export const BOARD_COUNT = 100;

export interface MockBoard {
  board_id: number;
  board_name: string;
  /** Column-major: board_numbers[c][r]; centre board_numbers[2][2] = 0 (free). */
  board_numbers: number[][];
}

/**
 * `count` boards (100 by default), the same on every run: column c holds 5 distinct numbers of its
 * letter range (B 1–15, I 16–30, N 31–45 with the free centre, G 46–60, O 61–75). A larger count
 * keeps the first boards as they are (the benchmark's 400-board picker).
 */
export function createBoards(seed = 75, count = BOARD_COUNT): MockBoard[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => {
    const columns = [0, 1, 2, 3, 4].map((c) => {
      const range = Array.from({ length: 15 }, (_, k) => c * 15 + k + 1);
      return shuffled(range, rng).slice(0, 5);
    });
    columns[2][2] = 0;
    return { board_id: i + 1, board_name: `Board ${i + 1}`, board_numbers: columns };
  });
}
