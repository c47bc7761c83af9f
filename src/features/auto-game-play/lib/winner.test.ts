import { expect, test } from 'vitest';
import { maskPhone, winnerAt } from './winner';

const board = [
  [1, 2, 3, 4, 5],
  [16, 17, 18, 19, 20],
  [31, 32, 0, 34, 35],
  [46, 47, 48, 49, 50],
  [61, 62, 63, 64, 65],
];
const topRow = [[true, true, true, true, true], ...Array.from({ length: 4 }, () => [false, false, false, false, false])];
const result = {
  hasWinner: true,
  winning_board_ids: [7, 9],
  winning_board_maps: { '7': board, '9': board },
  winnerPhoneMap: { '7': '0911000001', '9': '0911000002' },
  called_numbers: [1, 16, 31, 46, 61],
  patternGrid: topRow,
  message: 'BINGO!',
};

test('winner N of M, wrapping both ways, with the pattern numbers of the board (spec §2.11)', () => {
  expect(winnerAt(result, 0)).toEqual({ boardId: 7, phone: '0911000001', boardNumbers: board, winningNumbers: [1, 16, 31, 46, 61], index: 0, total: 2 });
  expect(winnerAt(result, 1)?.boardId).toBe(9);
  expect(winnerAt(result, 2)?.boardId).toBe(7);
  expect(winnerAt(result, -1)?.boardId).toBe(9);
  expect(winnerAt({ ...result, hasWinner: false }, 0)).toBeNull();
});

test('one patternGrid per result (spec §3): a pattern cell whose number was not called is never winning', () => {
  const other = [
    [6, 7, 8, 9, 10],
    [21, 22, 23, 24, 25],
    [36, 37, 0, 39, 40],
    [51, 52, 53, 54, 55],
    [66, 67, 68, 69, 70],
  ];
  // board 9 won with its first column (6..10) while the grid is board 7's top row
  const r = { ...result, winning_board_maps: { '7': board, '9': other }, called_numbers: [1, 16, 31, 46, 61, 6, 7, 8, 9, 10, 21] };
  expect(winnerAt(r, 0)?.winningNumbers).toEqual([1, 16, 31, 46, 61]);
  expect(winnerAt(r, 1)?.winningNumbers).toEqual([6, 21]);
});

test('phone masked on its last three digits (spec §2.11, §9)', () => {
  expect(maskPhone('0911000123')).toBe('0911000***');
  expect(maskPhone('123')).toBe('***');
});
