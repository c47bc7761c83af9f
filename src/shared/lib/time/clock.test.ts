import { allSettled, fork } from 'effector';
import { afterEach, expect, test, vi } from 'vitest';
import { $now, clockStarted, clockStopped } from './clock';

afterEach(() => {
  vi.useRealTimers();
});

test('one interval for all users: ticks at once and every second, stops with the last user (spec §9)', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(Date.parse('2030-01-01T08:00:00.000Z'));
  const scope = fork();
  await allSettled(clockStarted, { scope });
  await allSettled(clockStarted, { scope });
  expect(vi.getTimerCount()).toBe(1);
  expect(scope.getState($now)).toBe(Date.parse('2030-01-01T08:00:00.000Z'));
  vi.advanceTimersByTime(2000);
  await allSettled(scope);
  expect(scope.getState($now)).toBe(Date.parse('2030-01-01T08:00:02.000Z'));
  await allSettled(clockStopped, { scope });
  expect(vi.getTimerCount()).toBe(1);
  await allSettled(clockStopped, { scope });
  expect(vi.getTimerCount()).toBe(0);
  // an extra stop does not go below zero: the next start runs the clock again
  await allSettled(clockStopped, { scope });
  await allSettled(clockStarted, { scope });
  expect(vi.getTimerCount()).toBe(1);
  await allSettled(clockStopped, { scope });
});
