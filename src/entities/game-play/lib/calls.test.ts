import { describe, expect, test } from 'vitest';
import { appendCall, lastCalls, markCell, mergeSnapshot, normalizeCall } from './calls';

const c = (number: number) => normalizeCall({ number });

describe('called numbers: duplicates, letters and rejoin snapshots (spec §4 step 5)', () => {
  test('a number delivered twice is kept once, in first-seen order', () => {
    let calls = appendCall([], { number: 7 });
    calls = appendCall(calls, { number: 22 });
    calls = appendCall(calls, { number: 7 });
    expect(calls).toEqual([c(7), c(22)]);
  });

  test('the letter comes from the number, not from the payload', () => {
    expect(appendCall([], { number: 70 })).toEqual([{ letter: 'O', number: 70 }]);
    expect(normalizeCall({ number: 31 }).letter).toBe('N');
  });

  test('snapshot first, then calls that arrived during the rejoin; nothing lost or doubled', () => {
    // the player saw 5 and 9, missed 12 while away, and 40 arrived before the snapshot answer
    const current = [c(5), c(9), c(40)];
    expect(mergeSnapshot(current, [c(5), c(9), c(12)])).toEqual([c(5), c(9), c(12), c(40)]);
  });

  test('an older snapshot does not remove calls already shown', () => {
    expect(mergeSnapshot([c(1), c(2), c(3)], [c(1)])).toEqual([c(1), c(2), c(3)]);
  });
});

describe('last calls and marks (spec §9, §5)', () => {
  test('the strip keeps the last 5 calls, oldest first', () => {
    const calls = [3, 17, 33, 48, 62, 5, 20].map(c);
    expect(lastCalls(calls).map((x) => x.number)).toEqual([33, 48, 62, 5, 20]);
  });

  test('a mark is added once per board', () => {
    const once = markCell({}, { boardId: 1, number: 7 });
    expect(markCell(once, { boardId: 1, number: 7 })).toBe(once);
    expect(markCell(once, { boardId: 2, number: 7 })).toEqual({ 1: [7], 2: [7] });
  });
});
