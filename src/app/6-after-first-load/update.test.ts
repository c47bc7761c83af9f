import { allSettled, fork } from 'effector';
import type { RegisterSWOptions } from 'virtual:pwa-register';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $updateReady, applyUpdateFx, connectServiceWorker, reloadPressed, updateReady } from './update';

describe('"A new version is ready" (a waiting service worker)', () => {
  test('shown once a new worker waits; the switch runs only when the player presses Reload', async () => {
    const apply = vi.fn(async () => {});
    const run = vi.fn((fn: () => Promise<void>) => fn());
    const scope = fork({ handlers: [[applyUpdateFx, run]] });
    expect(scope.getState($updateReady)).toBe(false);
    await allSettled(updateReady, { scope, params: apply });
    expect(scope.getState($updateReady)).toBe(true);
    expect(apply).not.toHaveBeenCalled();
    await allSettled(reloadPressed, { scope });
    expect(run).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  test('a press with no waiting worker does nothing', async () => {
    const run = vi.fn();
    const scope = fork({ handlers: [[applyUpdateFx, run]] });
    await allSettled(reloadPressed, { scope });
    expect(run).not.toHaveBeenCalled();
    expect(scope.getState($updateReady)).toBe(false);
  });
});

describe('service worker registration (the update flow)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function connect(waiting: boolean) {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const onControllerChange: (() => void)[] = [];
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { addEventListener: (_: string, cb: () => void) => onControllerChange.push(cb) } });
    let options: RegisterSWOptions = {};
    const update = vi.fn(async () => {});
    const scope = fork();
    connectServiceWorker((o) => ((options = o), update), scope);
    options.onRegisteredSW!('/sw.js', { waiting: waiting ? {} : null } as ServiceWorkerRegistration);
    return { reload, onControllerChange, options, update, scope };
  }

  test('a waiting worker shows the prompt; only the press switches, and the page reloads once the new worker controls it', async () => {
    const { reload, onControllerChange, options, update, scope } = connect(true);
    expect(options.immediate).toBe(true);
    // a switch another tab asked for never reloads this page by itself
    options.onNeedReload!();
    options.onNeedRefresh!();
    expect(scope.getState($updateReady)).toBe(true);
    expect(update).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    await allSettled(reloadPressed, { scope });
    expect(update).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    onControllerChange.forEach((cb) => cb());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('when another tab already switched, the press just reloads', async () => {
    const { reload, options, update, scope } = connect(false);
    options.onNeedRefresh!();
    await allSettled(reloadPressed, { scope });
    expect(update).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
