import type { Clock } from './clock';

/**
 * Test doubles of the mock engines' time and storage (tests only): a clock the test moves by hand
 * and a snapshot store that keeps JSON text, as localStorage does.
 */
/** A clock the test moves by hand: timers fire in time order inside `advance`. */
export function fakeClock(start = Date.UTC(2026, 10, 2, 9, 0, 0)): Clock & { advance(ms: number): void } {
  let now = start;
  let timers: { at: number; id: number; fn: () => void }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, id, fn });
      return id;
    },
    clearTimeout: (handle: unknown) => void (timers = timers.filter((t) => t.id !== handle)),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((x, y) => x.at - y.at || x.id - y.id)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.fn();
      }
      now = end;
    },
  };
}

/** Keeps the snapshot as JSON text, like localStorage does. */
export function textStorage(initial: string | null = null) {
  let text = initial;
  return {
    load: () => (text === null ? null : (JSON.parse(text) as unknown)),
    save: (snapshot: unknown) => void (text = JSON.stringify(snapshot)),
    get text() {
      return text;
    },
  };
}
