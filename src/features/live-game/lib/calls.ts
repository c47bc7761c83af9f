import { letterOf } from '@/shared/lib/bingo';

/** A call as the screen shows it: the number and its column letter. */
export interface CallView {
  letter: 'B' | 'I' | 'N' | 'G' | 'O';
  number: number;
}

/**
 * The call with the letter taken from the number (B 1-15 … O 61-75), so a server letter that
 * disagrees with the number cannot put a wrong ball on the strip.
 */
export function normalizeCall(c: { number: number }): CallView {
  return { letter: letterOf(c.number), number: c.number };
}

/** Appends a call unless the number was already called (duplicate delivery keeps one). */
export function appendCall(calls: CallView[], call: { number: number }): CallView[] {
  return calls.some((x) => x.number === call.number) ? calls : [...calls, normalizeCall(call)];
}

/**
 * Restores from the server's snapshot first, then keeps the calls that arrived meanwhile and are
 * not in it (spec §4 step 5): no number is lost or doubled when calls race with a rejoin, and an
 * older snapshot never removes a call the player already saw.
 */
export function mergeSnapshot(current: CallView[], snapshot: { number: number }[]): CallView[] {
  let out: CallView[] = [];
  for (const c of snapshot) out = appendCall(out, c);
  for (const c of current) out = appendCall(out, c);
  return out;
}
