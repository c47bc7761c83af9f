import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterFirstLoad, REGISTER_DELAY_MS } from './after-first-load';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstLoad (the service worker waits for the first load)', () => {
  test('runs the task only REGISTER_DELAY_MS after the load event, then when idle', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn((cb: () => void) => setTimeout(cb, 10));
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    afterFirstLoad(task);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(REGISTER_DELAY_MS - 1);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
    expect(REGISTER_DELAY_MS).toBeGreaterThanOrEqual(3000);
  });

  test('a page that has already loaded only waits the delay', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterFirstLoad(task, 100);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
