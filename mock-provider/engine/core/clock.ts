/** The engines' time: the clock (epoch ms) and the timers of one game. */

/** Time as the engines read it; tests pass a clock they move by hand (core/test-doubles.ts). */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Timers of one game, cleared together when the game changes state; none fires after the engine
 * stopped. `timers` is the game's own set of handles.
 */
export class GameTimers {
  constructor(
    private clock: Clock,
    private stopped: () => boolean,
  ) {}

  later(timers: Set<unknown>, ms: number, fn: () => void): void {
    const handle = this.clock.setTimeout(() => {
      timers.delete(handle);
      if (!this.stopped()) fn();
    }, Math.max(0, ms));
    timers.add(handle);
  }

  clear(timers: Set<unknown>): void {
    for (const t of timers) this.clock.clearTimeout(t);
    timers.clear();
  }
}
