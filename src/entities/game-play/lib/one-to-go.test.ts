import { describe, expect, test } from 'vitest';
import { boardCells, gridCells } from '@/shared/lib/bingo';
import { oneToGoNumbers } from './one-to-go';

// column-major board: column c holds c*15+1 … c*15+5, centre free; display row 0 is 1 16 31 46 61, row 2 is 3 18 FREE 48 63
const board = [0, 1, 2, 3, 4].map((c) => [1, 2, 3, 4, 5].map((r) => c * 15 + r));
board[2][2] = 0;
// another board: each number 5 higher (column c holds c*15+6 … c*15+10)
const other = board.map((col) => col.map((n) => (n === 0 ? 0 : n + 5)));
const set = (...n: number[]) => new Set(n);

describe('the numbers that complete a board one short of its pattern (caller board "1 to go")', () => {
  test('one line one short: its missing number', () => {
    expect(oneToGoNumbers([board], set(1, 16, 31, 46), 'oneLine')).toEqual(set(61));
  });

  test('two lines each one short (the free centre counts): both missing numbers', () => {
    expect(oneToGoNumbers([board], set(1, 16, 31, 46, 3, 18, 48), 'oneLine')).toEqual(set(61, 63));
  });

  test('a complete board or one further away gives none', () => {
    expect(oneToGoNumbers([board], set(1, 16, 31, 46, 61, 3, 18, 48), 'oneLine')).toEqual(set());
    expect(oneToGoNumbers([board], set(1, 16, 31), 'oneLine')).toEqual(set());
  });

  test('two lines: the number that completes the second line once one is full', () => {
    expect(oneToGoNumbers([board], set(1, 16, 31, 46, 61, 3, 18, 48), 'twoLines')).toEqual(set(63));
    expect(oneToGoNumbers([board], set(1, 16, 31, 46), 'twoLines')).toEqual(set());
  });

  test('a scheduled game pattern as cells (four corners) and the full house', () => {
    expect(oneToGoNumbers([board], set(1, 61, 5), gridCells([[true, false, false, false, true], ...Array.from({ length: 3 }, () => Array(5).fill(false)), [true, false, false, false, true]]))).toEqual(set(65));
    const all = boardCells(board).filter((n): n is number => !!n);
    expect(oneToGoNumbers([board], new Set(all.filter((n) => n !== 34)), 'fullHouse')).toEqual(set(34));
  });

  test('the numbers of every board of the player, boards not loaded skipped; no pattern gives none', () => {
    const called = set(1, 16, 31, 46, 6, 21, 36, 51);
    expect(oneToGoNumbers([board, null, other], called, 'oneLine')).toEqual(set(61, 66));
    expect(oneToGoNumbers([board, other], called, undefined)).toEqual(set());
    expect(oneToGoNumbers([board, other], called, [])).toEqual(set());
  });
});
