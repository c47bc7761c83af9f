import { allSettled, createEvent, createStore, createWatch, fork } from 'effector';
import { expect, test } from 'vitest';
import { clockStarted, clockStopped } from '@/shared/lib/time';
import type { Call } from '../lib/calls';
import { createCountdown } from './call-log';

const opened = createEvent();
const closed = createEvent();
const called = createEvent<Call>();
const $startsAt = createStore<number | null>(null);
const $calls = createStore<Call[]>([]).on(called, (calls, call) => [...calls, call]);
const $secondsLeft = createCountdown({ $startsAt, $calls, opened, closed });

/** A scope of the countdown with the clock's starts and stops counted. */
function countdownScope(values: { startsAt: number | null; calls: Call[] }) {
  const scope = fork({ values: [[$startsAt, values.startsAt], [$calls, values.calls]] });
  const clock = { started: 0, stopped: 0 };
  createWatch({ unit: clockStarted, scope, fn: () => (clock.started += 1) });
  createWatch({ unit: clockStopped, scope, fn: () => (clock.stopped += 1) });
  return { scope, clock };
}

test('a game opened with numbers called starts no clock (nothing counts down)', async () => {
  const { scope, clock } = countdownScope({ startsAt: Date.now() - 60_000, calls: [{ letter: 'B', number: 7 }] });
  await allSettled(opened, { scope });
  expect(scope.getState($secondsLeft)).toBe(0);
  await allSettled(closed, { scope });
  expect(clock).toEqual({ started: 0, stopped: 0 });
});

test('before the first call the clock runs from the opening to the first call, once', async () => {
  const { scope, clock } = countdownScope({ startsAt: Date.now() + 30_000, calls: [] });
  await allSettled(opened, { scope });
  expect(clock).toEqual({ started: 1, stopped: 0 });
  expect(scope.getState($secondsLeft)).toBeGreaterThan(25);
  await allSettled(called, { scope, params: { letter: 'B', number: 3 } });
  expect(clock).toEqual({ started: 1, stopped: 1 });
  expect(scope.getState($secondsLeft)).toBe(0);
  await allSettled(closed, { scope });
  expect(clock).toEqual({ started: 1, stopped: 1 });
});

test('closing the screen while it counts down stops the clock', async () => {
  const { scope, clock } = countdownScope({ startsAt: Date.now() + 30_000, calls: [] });
  await allSettled(opened, { scope });
  await allSettled(closed, { scope });
  expect(clock).toEqual({ started: 1, stopped: 1 });
});
