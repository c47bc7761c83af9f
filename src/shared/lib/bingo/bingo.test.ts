import { describe, expect, test } from 'vitest';
import { canPickBoard, checkWin, letterOf, STAKE_RULES, STAKES, transposeBoard, bonusNote, boardCells } from './index';

// column-major board: column c holds c*15+1 … c*15+5, centre free
const columns = [0, 1, 2, 3, 4].map((c) => [1, 2, 3, 4, 5].map((r) => c * 15 + r));
columns[2][2] = 0;
const cells = boardCells(columns);
const numberAt = (r: number, c: number) => cells[r * 5 + c] as number;
const row = (r: number) => [0, 1, 2, 3, 4].map((c) => numberAt(r, c)).filter((n) => n > 0);
const col = (c: number) => [0, 1, 2, 3, 4].map((r) => numberAt(r, c)).filter((n) => n > 0);

describe('letters', () => {
  test('B 1-15, I 16-30, N 31-45, G 46-60, O 61-75', () => {
    expect([1, 15, 16, 30, 31, 45, 46, 60, 61, 75].map(letterOf)).toEqual(['B', 'B', 'I', 'I', 'N', 'N', 'G', 'G', 'O', 'O']);
    expect(() => letterOf(0)).toThrow(RangeError);
    expect(() => letterOf(76)).toThrow(RangeError);
  });
});

describe('transposeBoard', () => {
  test('turns board_numbers[c][r] into display rows', () => {
    const rows = transposeBoard(columns);
    expect(rows[0]).toEqual([1, 16, 31, 46, 61]);
    expect(rows[2]).toEqual([3, 18, 0, 48, 63]);
    expect(rows.map((r) => r[0])).toEqual(columns[0]);
  });
  test('refuses a matrix that is not 5x5', () => {
    expect(() => transposeBoard([[1, 2, 3]])).toThrow('5x5');
  });
});

describe('pick rule (spec §4 step 2)', () => {
  test('fewer than 2 held, not held, not taken by others', () => {
    expect(canPickBoard(7, [], [])).toBe(true);
    expect(canPickBoard(7, [3], [])).toBe(true);
    expect(canPickBoard(7, [3, 4], [])).toBe(false);
    expect(canPickBoard(7, [7], [])).toBe(false);
    expect(canPickBoard(7, [], [7])).toBe(false);
  });
});

describe('patterns of the six stakes (spec §9)', () => {
  test('every stake has a rule and a bonus note', () => {
    expect(STAKES.map((s) => STAKE_RULES[s].pattern)).toEqual(['oneLine', 'twoLines', 'twoLines', 'rightHalf', 'fullHouse', 'fullHouse']);
    expect(bonusNote(STAKE_RULES[10])).toBe('100 birr bonus if won in under 10 calls');
    expect(STAKES.map((s) => STAKE_RULES[s].bonusUnderCalls)).toEqual([10, 18, 18, 28, 52, 52]);
  });

  test('stake 10, one line: a row including the last call wins; the same row with an older last call does not', () => {
    const line = row(0);
    expect(checkWin(cells, line, 'oneLine')).toEqual({ won: true, cells: [0, 1, 2, 3, 4] });
    expect(checkWin(cells, [...line, 75], 'oneLine').won).toBe(false); // Bad Bingo: last call not in the line
    expect(checkWin(cells, line.slice(0, 4), 'oneLine').won).toBe(false);
  });

  test('one line through the free centre needs only 4 numbers; diagonals count', () => {
    expect(checkWin(cells, row(2), 'oneLine').won).toBe(true);
    const diagonal = [0, 1, 3, 4].map((i) => numberAt(i, i));
    expect(checkWin(cells, diagonal, 'oneLine').cells).toEqual([0, 6, 12, 18, 24]);
  });

  test.each([20, 50] as const)('stake %i, two lines: needs two complete lines', (stake) => {
    const p = STAKE_RULES[stake].pattern;
    expect(checkWin(cells, row(0), p).won).toBe(false);
    const result = checkWin(cells, [...row(0), ...col(4)], p);
    expect(result.won).toBe(true);
    expect(result.cells).toHaveLength(9);
  });

  test('stake 100, right half: columns G and O full, last call among them', () => {
    const p = STAKE_RULES[100].pattern;
    expect(checkWin(cells, [...col(3), ...col(4)], p).won).toBe(true);
    expect(checkWin(cells, [...col(3), ...col(4).slice(0, 4)], p).won).toBe(false);
    expect(checkWin(cells, [...col(3), ...col(4), 1], p).won).toBe(false);
  });

  test.each([200, 500] as const)('stake %i, full house: all 24 numbers', (stake) => {
    const p = STAKE_RULES[stake].pattern;
    const all = cells.filter((n): n is number => typeof n === 'number' && n > 0);
    expect(all).toHaveLength(24);
    expect(checkWin(cells, all, p).won).toBe(true);
    expect(checkWin(cells, all.slice(0, 23), p).won).toBe(false);
  });

  test('no calls, or a last call that is not on the board, never wins', () => {
    expect(checkWin(cells, [], 'oneLine').won).toBe(false);
    expect(checkWin(cells, [...row(0), 70], 'fullHouse').won).toBe(false);
  });
});
