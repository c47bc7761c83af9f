import { allSettled, createStore, fork } from 'effector';
import { expect, test } from 'vitest';
import { createPageUnloadWatch } from './index';

test('while watched, pagehide and a restore from the back-forward cache arrive as events (spec §4 step 7)', async () => {
  const page = createPageUnloadWatch();
  const $unloads = createStore(0).on(page.unloading, (n) => n + 1);
  const $shows = createStore(0).on(page.shown, (n) => n + 1);
  const scope = fork();
  window.dispatchEvent(new Event('pagehide'));
  expect(scope.getState($unloads)).toBe(0);
  await allSettled(page.started, { scope });
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  expect(scope.getState($unloads)).toBe(1);
  expect(scope.getState($shows)).toBe(1);
  await allSettled(page.stopped, { scope });
  window.dispatchEvent(new Event('pagehide'));
  expect(scope.getState($unloads)).toBe(1);
});
