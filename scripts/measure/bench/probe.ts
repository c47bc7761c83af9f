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
 * While `window.__bench.handDrawn` is true, a matching `_bingo_number_` frame never reaches the app:
 * the probe draws the call itself with the fewest DOM writes that show it (`drawCall`: a ball added
 * to the strip, the previous latest made small, the count, the live region, the called cells), and
 * marks it `hand-start-N` / `hand-painted-N`: what the call would cost with no socket.io, contract,
 * effector or React, on the same screen (a lower bound for any client of this design).
 */
export interface BenchSample {
  start: number;
  handled: number;
  frame: number;
  painted: number;
}

declare global {
  interface Window {
    __bench: { match: string | null; samples: BenchSample[]; handDrawn: boolean; frame(name: string, id: number, selector?: string): void };
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
  /**
   * Shows the call `number` on the live game screen by hand, as its components would: a new latest
   * ball (a copy of the latest, later in the row, its text changed), the previous latest made small
   * (its third class is the latest's, CallStrip's `className`), the count of calls, the live
   * region's text, and each board's cell of that number coloured as a called cell.
   */
  const drawCall = (number: number) => {
    const strip = document.querySelector('ol[aria-label]');
    const previous = strip?.querySelector('[data-latest]');
    if (!strip || !previous) throw new Error('bench: no strip with a latest call to draw on');
    // the page has no imports: flows.ts `callLabel` written out
    const label = `${'BINGO'[Math.floor((number - 1) / 15)]}-${number}`;
    const ball = previous.cloneNode(false) as HTMLElement;
    ball.textContent = label;
    ball.setAttribute('aria-label', label);
    ball.style.order = String(-strip.children.length);
    previous.removeAttribute('data-latest');
    previous.classList.remove(previous.classList[2]);
    previous.setAttribute('aria-label', previous.textContent ?? '');
    strip.append(ball);
    const count = document.querySelector('[data-testid="calls-count"]')?.firstChild;
    if (count) count.nodeValue = String(strip.children.length);
    const announcer = document.querySelector('[data-testid="call-announcer"]');
    if (announcer) announcer.textContent = label.replace('-', ' ');
    for (const cell of document.querySelectorAll<HTMLElement>('section button')) if (cell.textContent === String(number)) cell.style.background = '#fee2e2';
  };
  const bench: Window['__bench'] = {
    match: null,
    samples: [],
    handDrawn: false,
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
            const hand = hit && bench.handDrawn;
            const name = hand ? 'hand' : 'bench';
            if (hit) performance.mark(`${name}-start-${id}`);
            const start = performance.now();
            const result = hand ? drawCall(Number(/"number":(\d+)/.exec(ev.data as string)?.[1])) : handler.call(this, ev);
            if (hit) {
              const sample: BenchSample = { start, handled: 0, frame: 0, painted: 0 };
              // the in-page stamps are the app's: a call drawn by hand is read from the trace only
              if (!hand) bench.samples.push(sample);
              settle(8, () => (sample.handled = performance.now()));
              afterNextPaint(
                () => {
                  sample.painted = performance.now();
                  performance.mark(`${name}-painted-${id}`);
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
