import { allSettled, createEvent, createStore, fork } from 'effector';
import { afterEach, describe, expect, test } from 'vitest';
import { autoMarked } from '../lib/calls';
import { $autoMark, AUTO_MARK_STORAGE_KEY, autoMarkChosen, readAutoMarkFx } from './auto-mark';
import { createMarks } from './call-log';

afterEach(() => localStorage.clear());

/** A game screen's marks over a call log: `$called` and `$boards` stand in for the screen's stores. */
function screen() {
  const called = createEvent<number[]>();
  const boardsLoaded = createEvent<Record<number, (number | null)[]>>();
  const $calledSet = createStore(new Set<number>()).on(called, (_, list) => new Set(list));
  const $boards = createStore<Record<number, readonly (number | null)[]>>({}).on(boardsLoaded, (_, b) => b);
  const reset = createEvent();
  const restored = createEvent<Record<number, number[]>>();
  return { called, boardsLoaded, restored, ...createMarks({ $calledSet, $boards, reset, restored }) };
}

describe('auto-mark (play aid)', () => {
  test('the pure rule: every called number on each board is added once; nothing new → the same object', () => {
    const marks = { 1: [7] };
    const next = autoMarked(marks, { 1: [7, 22, null, 0, 40], 2: [22, 50] }, new Set([7, 22, 61]));
    expect(next).toEqual({ 1: [7, 22], 2: [22] });
    expect(autoMarked(next, { 1: [7, 22, 40], 2: [22, 50] }, new Set([7, 22]))).toBe(next);
  });

  test('off (the default): a call marks nothing, a tap still marks (spec §5 mark rule)', async () => {
    const s = screen();
    const scope = fork();
    await allSettled(s.boardsLoaded, { scope, params: { 1: [7, 22, 40] } });
    await allSettled(s.called, { scope, params: [7] });
    expect(scope.getState(s.$marks)).toEqual({});
    await allSettled(s.cellClicked, { scope, params: { boardId: 1, number: 7 } });
    expect(scope.getState(s.$marks)).toEqual({ 1: [7] });
  });

  test('on: a call is marked as it arrives, a rejoin snapshot and restored marks are completed, switching on marks what was called', async () => {
    const s = screen();
    const scope = fork();
    await allSettled(s.boardsLoaded, { scope, params: { 1: [7, 22, 40], 2: [22, 63] } });
    await allSettled(s.called, { scope, params: [7, 63] });
    expect(scope.getState(s.$marks)).toEqual({});
    await allSettled(autoMarkChosen, { scope, params: true });
    expect(scope.getState(s.$marks)).toEqual({ 1: [7], 2: [63] });
    await allSettled(s.called, { scope, params: [7, 63, 22] });
    expect(scope.getState(s.$marks)).toEqual({ 1: [7, 22], 2: [63, 22] });
    // a page that comes back restores its stored marks; the calls made meanwhile are marked too
    await allSettled(s.restored, { scope, params: { 1: [7] } });
    expect(scope.getState(s.$marks)).toEqual({ 1: [7, 22], 2: [22, 63] });
  });

  test('the choice is kept on the device and read back', async () => {
    const scope = fork();
    await allSettled(autoMarkChosen, { scope, params: true });
    expect(localStorage.getItem(AUTO_MARK_STORAGE_KEY)).toBe('on');
    const next = fork();
    await allSettled(readAutoMarkFx, { scope: next });
    expect(next.getState($autoMark)).toBe(true);
    localStorage.setItem(AUTO_MARK_STORAGE_KEY, 'off');
    await allSettled(readAutoMarkFx, { scope: next });
    expect(next.getState($autoMark)).toBe(false);
  });
});
