import { expect, test } from 'vitest';
import { lazyPage } from './lazy-page';
import { requestedScreens } from './requested-screens';

// a file of its own: lazy-page.test.tsx leaves screens requested and never loaded in the module's state

test('requestedScreens (what the app waits for before it replaces the prerendered shell) settles only once a screen requested with its route chunk has loaded, or failed', async () => {
  let resolve!: () => void;
  const module = new Promise<() => null>((done) => (resolve = () => done(() => null)));
  lazyPage(() => module, undefined, { withRoute: true });
  let settled = false;
  const waiting = requestedScreens().then(() => (settled = true));
  await new Promise((done) => setTimeout(done, 20));
  expect(settled).toBe(false);
  resolve();
  await waiting;
  expect(settled).toBe(true);

  lazyPage(() => Promise.reject(new Error('chunk gone')), undefined, { withRoute: true });
  await expect(requestedScreens()).resolves.toBeUndefined();
});
