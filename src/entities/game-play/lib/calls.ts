import { letterOf } from '@/shared/lib/bingo';

/** A call as the screens show it: the number and its column letter. */
export interface Call {
  letter: 'B' | 'I' | 'N' | 'G' | 'O';
  number: number;
}

/**
 * The call with the letter taken from the number (B 1-15 … O 61-75), so a server letter that
 * disagrees with the number cannot put a wrong ball on the strip.
 */
export function normalizeCall(c: { number: number }): Call {
  return { letter: letterOf(c.number), number: c.number };
}

/** Appends a call unless the number was already called (duplicate delivery keeps one). */
export function appendCall(calls: Call[], call: { number: number }): Call[] {
  return calls.some((x) => x.number === call.number) ? calls : [...calls, normalizeCall(call)];
}

/**
 * Restores from the server's snapshot first, then keeps the calls that arrived meanwhile and are
 * not in it (spec §4 step 5): no number is lost or doubled when calls race with a rejoin, and an
 * older snapshot never removes a call the player already saw.
 */
export function mergeSnapshot(current: Call[], snapshot: { number: number }[]): Call[] {
  let out: Call[] = [];
  for (const c of snapshot) out = appendCall(out, c);
  for (const c of current) out = appendCall(out, c);
  return out;
}

/** The last `count` calls, oldest first: both game screens' strips show the last 5 (spec §2.10, §9). */
export function lastCalls(calls: Call[], count = 5): Call[] {
  return calls.slice(-count);
}

/** Marks after a tap on `number` of `boardId`: added once (spec §5 mark rule: no unmarking). */
export function markCell(marks: Record<number, number[]>, { boardId, number }: { boardId: number; number: number }): Record<number, number[]> {
  const board = marks[boardId] ?? [];
  return board.includes(number) ? marks : { ...marks, [boardId]: [...board, number] };
}

/**
 * Auto-mark (play aid): every called number on each board, added to the marks it already has. The
 * same object comes back when nothing is new, so a store holding it does not update.
 * @param boards each board's numbers by board id (any order; null and 0 cells are ignored)
 */
export function autoMarked(marks: Record<number, number[]>, boards: Record<number, readonly (number | null)[]>, called: ReadonlySet<number>): Record<number, number[]> {
  let next = marks;
  for (const [id, numbers] of Object.entries(boards)) {
    for (const n of numbers) if (n && called.has(n)) next = markCell(next, { boardId: Number(id), number: n });
  }
  return next;
}
