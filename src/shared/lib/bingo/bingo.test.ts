import { describe, expect, test } from 'vitest';
import { bestBoard, canPickBoard, checkWin, gridCells, letterOf, numbersToGo, STAKE_RULES, STAKES, transposeBoard, boardCells } from './index';
import { m } from '@/shared/i18n';

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
    const rule = STAKE_RULES[10];
    expect(m.game_bonus_note({ bonus: rule.bonusEtb, calls: rule.bonusUnderCalls }, { locale: 'spec' })).toBe('100 birr bonus if won in under 10 calls');
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

describe('numbers to go (play aid): the best completion of each stake pattern', () => {
  // the test board: column c holds c*15+1 … c*15+5, centre free
  const G = col(3);
  const O = col(4);

  test('one line (stake 10): a fresh board needs 4 (a line through the free centre); each call on it counts down', () => {
    expect(numbersToGo(cells, [], 'oneLine')).toBe(4);
    expect(numbersToGo(cells, [row(2)[0]], 'oneLine')).toBe(3);
    expect(numbersToGo(cells, row(2).slice(0, 3), 'oneLine')).toBe(1);
    expect(numbersToGo(cells, row(2), 'oneLine')).toBe(0);
    expect(numbersToGo(cells, [99, 70], 'oneLine')).toBe(4); // numbers not on the board change nothing
    expect(STAKE_RULES[10].pattern).toBe('oneLine');
  });

  test('two lines (stakes 20, 50): the cheapest pair of lines, shared cells counted once', () => {
    expect(numbersToGo(cells, [], 'twoLines')).toBe(8); // row 2 and column 2 share the free centre
    expect(numbersToGo(cells, row(2), 'twoLines')).toBe(4);
    expect(numbersToGo(cells, [...row(2), ...col(2)], 'twoLines')).toBe(0);
    expect(numbersToGo(cells, [...row(0), ...col(0)], 'twoLines')).toBe(0);
    // row 0 needs its last number; the anti-diagonal through it and the free centre needs 3 more
    expect(numbersToGo(cells, row(0).slice(0, 4), 'twoLines')).toBe(4);
  });

  test('right half (stake 100): the G and O columns, 10 numbers', () => {
    expect(numbersToGo(cells, [], 'rightHalf')).toBe(10);
    expect(numbersToGo(cells, [...G, ...O.slice(0, 3)], 'rightHalf')).toBe(2);
  });

  test('full house (stakes 200, 500): all 24 numbers, the centre free', () => {
    expect(numbersToGo(cells, [], 'fullHouse')).toBe(24);
    expect(numbersToGo(cells, cells.filter((n): n is number => !!n), 'fullHouse')).toBe(0);
  });

  test('a board with null cells: lines through them cannot complete; none at all → null', () => {
    const holed = [...cells];
    holed[0] = null; // top-left: row 0, column 0 and the main diagonal are out
    expect(numbersToGo(holed, row(1), 'oneLine')).toBe(0);
    expect(numbersToGo(holed, [], 'fullHouse')).toBeNull();
    expect(numbersToGo(holed, [...G, ...O], 'rightHalf')).toBe(0);
    expect(numbersToGo(Array(25).fill(null), [], 'oneLine')).toBeNull();
  });

  test('best board: the one with fewer to go; a tie, one board or no able board → none', () => {
    expect(bestBoard([{ boardId: 3, toGo: 2 }, { boardId: 9, toGo: 4 }])).toBe(3);
    expect(bestBoard([{ boardId: 3, toGo: 2 }, { boardId: 9, toGo: 2 }])).toBeNull();
    expect(bestBoard([{ boardId: 3, toGo: 2 }])).toBeNull();
    expect(bestBoard([{ boardId: 3, toGo: null }, { boardId: 9, toGo: 5 }])).toBe(9);
    expect(bestBoard([{ boardId: 3, toGo: null }, { boardId: 9, toGo: null }])).toBeNull();
  });
});

describe("a scheduled game's own pattern grid", () => {
  const corners = [0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => (r === 0 || r === 4) && (c === 0 || c === 4)));

  test('grid → the cells it needs (row-major); not 5 × 5 → none', () => {
    expect(gridCells(corners)).toEqual([0, 4, 20, 24]);
    expect(gridCells([[true]])).toEqual([]);
    expect(gridCells(null)).toEqual([]);
  });

  test('numbers to go over the grid; an empty grid → null; the free centre needs nothing', () => {
    expect(numbersToGo(cells, [], gridCells(corners))).toBe(4);
    expect(numbersToGo(cells, [numberAt(0, 0), numberAt(4, 4)], gridCells(corners))).toBe(2);
    expect(numbersToGo(cells, [], [])).toBeNull();
    expect(numbersToGo(cells, [], [12])).toBe(0);
  });
});
