/**
 * The page side of `npm run bench`, injected before any page script (Playwright init script).
 *
 * It wraps the `onmessage` handler of every WebSocket (engine.io's websocket transport sets
 * `ws.onmessage`), and for each frame whose text contains `window.__bench.match` records one sample:
 * - `start`: performance.now() when the frame is dispatched to socket.io (ms);
 * - `handled`: when its handler returned, after the microtasks it queued (React flushes the
 *   synchronous render of `useSyncExternalStore` updates in a microtask);
 * - `frame`: when the next animation frame's callbacks ran (before style, layout and paint);
 * - `painted`: when a task posted from that animation frame ran, i.e. after the frame's main-thread
 *   rendering steps (style, layout, paint records and commit).
 * Both ends are also left as user-timing marks (`bench-start-N`, `bench-painted-N`): the benchmark
 * reads them from a Chromium trace and adds up the main thread's busy time between them.
 * `window.__bench.frame(name, id, selector?)` measures the same window with no message (marks
 * `name-start-id`, `name-painted-id`): the probe and a frame alone, or with the text of the element
 * at `selector` changed the way React changes a text (its text node's value), for reference.
 */
export interface BenchSample {
  start: number;
  handled: number;
  frame: number;
  painted: number;
}

declare global {
  interface Window {
    __bench: { match: string | null; samples: BenchSample[]; frame(name: string, id: number, selector?: string): void };
  }
}

export function installProbe(): void {
  // `done` after the next frame's rendering: a task posted from its animation frame callback (`onFrame`)
  const afterNextPaint = (done: () => void, onFrame?: () => void) =>
    requestAnimationFrame(() => {
      onFrame?.();
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  const bench: Window['__bench'] = {
    match: null,
    samples: [],
    frame(name, id, selector) {
      performance.mark(`${name}-start-${id}`);
      const text = selector ? document.querySelector(selector)?.firstChild : null;
      // a two-digit number that differs from the last sample's, as the count of calls would
      if (text) text.nodeValue = String(10 + (id % 80));
      afterNextPaint(() => performance.mark(`${name}-painted-${id}`));
    },
  };
  window.__bench = bench;
  const Native = window.WebSocket;
  let seen = 0;
  const settle = (depth: number, done: () => void) => (depth === 0 ? done() : queueMicrotask(() => settle(depth - 1, done)));
  class ProbedWebSocket extends Native {
    override set onmessage(handler: ((this: WebSocket, ev: MessageEvent) => unknown) | null) {
      super.onmessage = handler
        ? function (this: WebSocket, ev: MessageEvent) {
            const hit = bench.match !== null && typeof ev.data === 'string' && ev.data.includes(bench.match);
            const id = hit ? ++seen : 0;
            if (hit) performance.mark(`bench-start-${id}`);
            const start = performance.now();
            const result = handler.call(this, ev);
            if (hit) {
              const sample: BenchSample = { start, handled: 0, frame: 0, painted: 0 };
              bench.samples.push(sample);
              settle(8, () => (sample.handled = performance.now()));
              afterNextPaint(
                () => {
                  sample.painted = performance.now();
                  performance.mark(`bench-painted-${id}`);
                },
                () => (sample.frame = performance.now()),
              );
            }
            return result;
          }
        : null;
    }
    override get onmessage() {
      return super.onmessage;
    }
  }
  window.WebSocket = ProbedWebSocket;
}
