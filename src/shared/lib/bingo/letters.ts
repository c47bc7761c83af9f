/** The five letters of a bingo board, in column order (spec §1). */
export const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export type Letter = (typeof LETTERS)[number];

/** Lowest number of each letter's range: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75 (spec §1). */
const RANGE_SIZE = 15;

/**
 * The letter a called number belongs to (spec §1).
 * @param n a called number, integer 1–75
 * @throws RangeError when n is outside 1–75
 */
export function letterOf(n: number): Letter {
  if (!Number.isInteger(n) || n < 1 || n > 75) throw new RangeError(`not a bingo number: ${n}`);
  return LETTERS[Math.floor((n - 1) / RANGE_SIZE)];
}

/** Inclusive [min, max] numbers of the column under `letter`. */
export function letterRange(letter: Letter): [number, number] {
  const i = LETTERS.indexOf(letter);
  return [i * RANGE_SIZE + 1, (i + 1) * RANGE_SIZE];
}

/** "B-7" style label of a call, used by the strips and screen readers. */
export function callLabel(n: number): string {
  return `${letterOf(n)}-${n}`;
}
