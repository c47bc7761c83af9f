import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $updateReady, applyUpdateFx, reloadPressed, updateReady } from './update';

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
