import { allSettled, createEvent, createStore, fork } from 'effector';
import { expect, test } from 'vitest';
import { withoutPick, withoutTaken, withPick } from '@/shared/lib/bingo';
import { createBoardPicks } from './picks';

// The pick rule of both pickers (manual and scheduled), once: at most two, never a taken one, not while locked.
const clicked = createEvent<number>();
const removeClicked = createEvent<number>();
const $held = createStore<number[]>([]);
const $taken = createStore<number[]>([5]);
const $locked = createStore(false);
const { picked, removed } = createBoardPicks({ clicked, removeClicked, $held, $taken, $locked });
$held.on(picked, withPick).on(removed, withoutPick);

test('a tap picks a free board, a third pick and a taken board are ignored, ✕ frees a pick', async () => {
  const scope = fork();
  for (const id of [1, 5, 2, 3]) await allSettled(clicked, { scope, params: id });
  expect(scope.getState($held)).toEqual([1, 2]);
  await allSettled(removeClicked, { scope, params: 1 });
  await allSettled(removeClicked, { scope, params: 9 });
  expect(scope.getState($held)).toEqual([2]);
});

test('while locked (a join in flight), neither a tap nor ✕ goes through', async () => {
  const scope = fork({ values: [[$held, [1]], [$locked, true]] });
  await allSettled(clicked, { scope, params: 2 });
  await allSettled(removeClicked, { scope, params: 1 });
  expect(scope.getState($held)).toEqual([1]);
});

test('the picks as lists: add once and at most two, free one, drop the ones another player has now', () => {
  const two = [1, 2];
  expect(withPick([1], 2)).toEqual([1, 2]);
  expect(withPick(two, 3)).toBe(two);
  expect(withPick(two, 1)).toBe(two);
  expect(withoutPick(two, 1)).toEqual([2]);
  expect(withoutTaken(two, [2, 7])).toEqual([1]);
  // a board list that takes none of the picks leaves the same list (no store update, nothing re-rendered)
  expect(withoutTaken(two, [7])).toBe(two);
});
