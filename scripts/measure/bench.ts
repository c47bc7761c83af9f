import { rmSync, writeFileSync } from 'node:fs';
import { build, preview } from 'vite';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { resolveAutoConfig, resolveMockConfig, startProviderServer, type ProviderServer } from '@mock-provider/node';
import { installProbe, type BenchSample } from './bench/probe';
import { callLabel, endAndLeave, heapAfterGc, joinGame, latestCall, listenerCounts, login, openPicker, PHONE, sleep, taskMs, until } from './bench/flows';
import { infoRow, quantile, runNote, table, timingRow, type Row } from './bench/report';
import { writeSection } from './report-section';
import { busyBetweenMarks, DETAIL_CATEGORIES, renderingBetweenMarks, TRACE_CATEGORIES } from './bench/trace';
import { chromiumArgs } from './chromium-args';

/**
 * `npm run bench`: in-game speed of a real-server build in headless Chromium with the CPU throttled
 * (docs/scripts.md, perf/report.md). Builds into dist-bench, serves it with `vite preview`, runs
 * the Node mock provider in this process (calls and board lists on demand), then measures:
 * 1. a `_bingo_number_` with two boards on /gameWindow/10 → the next paint, and for reference the
 *    floor of that measure and the same calls drawn by hand by the probe (a lower bound);
 * 2. an `_updated_board_list_` on the board selector with 400 boards → the next paint;
 * 3. 100 games in a row in one tab: listeners and the JS heap after forced collections.
 * Prints the tables and replaces the perf:bench section of perf/report.md.
 * Environment: BENCH_PORT_BASE (else E2E_PORT_BASE, else 4180; uses base+20 and base+21),
 * BENCH_SAMPLES (240), BENCH_GAMES (100), BENCH_CPU_THROTTLE (4), BENCH_OUT (dist-bench), BENCH_SKIP_BUILD=1 (reuse the build),
 * BENCH_NO_REPORT=1 (print only), BENCH_MUTED=1 (call sounds off), BENCH_DETAIL=1 (also style/layout/paint per message; traces more, so
 * the timings are not comparable with a run without it), BENCH_PROFILE=<folder> (also the V8 sampling profiler; each trace written
 * there as calls.json and picker.json, to look into with a profile viewer; timings not comparable either), CHROME_PATH (/usr/bin/chromium),
 * BENCH_ONLY=calls|picker (measure only that one; the report is printed, perf/report.md is left as it is),
 * BENCH_TRACE_OUT=<folder> (each trace written there, without the profiler), BENCH_CSS=<css> (a stylesheet added to every page,
 * the page's CSP bypassed: to try a style change on the same build before making it; not for the report).
 */
const env = process.env;
const BASE = Number(env.BENCH_PORT_BASE ?? env.E2E_PORT_BASE ?? 4180);
const PROVIDER_PORT = BASE + 20;
const PREVIEW_PORT = BASE + 21;
const OUT = env.BENCH_OUT ?? 'dist-bench';
const SAMPLES = Number(env.BENCH_SAMPLES ?? 240);
const GAMES = Number(env.BENCH_GAMES ?? 100);
const THROTTLE = Number(env.BENCH_CPU_THROTTLE ?? 4);
/** How long one sample waits for the message's work and paint (ms); well above a throttled frame. */
const SETTLE_MS = 250;
const CALLS_PER_GAME = 60;
const ONLY = env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'calls' && ONLY !== 'picker') throw new Error(`BENCH_ONLY must be calls or picker, not ${ONLY}`);

async function buildApp() {
  const saved = { ...process.env };
  Object.assign(process.env, {
    CARTELA_OUT_DIR: OUT,
    VITE_API_MOCKING: 'false',
    VITE_API_BASE_URL: `http://127.0.0.1:${PROVIDER_PORT}/api`,
    VITE_SOCKET_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
    VITE_PAYMENT_HOSTS: `http://127.0.0.1:${PROVIDER_PORT}`,
  });
  try {
    rmSync(OUT, { recursive: true, force: true });
    await build({ logLevel: 'warn', mode: 'production' });
  } finally {
    process.env = saved;
  }
}

/** A phone-sized page with the probe installed, logged in on /stake, with its CDP session. */
async function playerPage(context: BrowserContext, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  // tsx names functions through a `__name` helper the page does not have
  await context.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})();` });
  if (env.BENCH_MUTED === '1') await context.addInitScript(() => localStorage.setItem('cartela.sound.muted', 'true'));
  if (env.BENCH_CSS) await context.addInitScript({ content: `document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(env.BENCH_CSS)}; document.head.append(s); });` });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[bench] page error: ${e.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await login(page, url);
  return { page, cdp };
}

const setMatch = (page: Page, match: string | null) => page.evaluate((m) => (window.__bench.match = m), match);
const takeSamples = (page: Page) => page.evaluate(() => window.__bench.samples.splice(0)) as Promise<BenchSample[]>;
const DETAIL = env.BENCH_DETAIL === '1';
// BENCH_PROFILE=<folder>: the V8 sampling profiler too, and each trace written there (calls.json, picker.json) to look into
const PROFILE = env.BENCH_PROFILE;
const startTrace = (page: Page) =>
  page
    .context()
    .browser()!
    .startTracing(page, { categories: [...TRACE_CATEGORIES, ...(DETAIL || PROFILE ? DETAIL_CATEGORIES : []), ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
const stopTrace = async (page: Page, name: string) => {
  const raw = await page.context().browser()!.stopTracing();
  const keep = PROFILE ?? env.BENCH_TRACE_OUT;
  if (keep) writeFileSync(`${keep}/${name}.json`, raw);
  const trace: unknown = JSON.parse(raw.toString());
  // for reference: the frames measured without a message (`frameSamples`, the floor of the measure)
  // and the calls drawn by hand (`handDrawnGame`, a lower bound)
  const frames = { floor: busyBetweenMarks(trace, 'floor').wall, text: busyBetweenMarks(trace, 'text').wall, hand: busyBetweenMarks(trace, 'hand').wall };
  return { ...busyBetweenMarks(trace), frames, rendering: DETAIL || PROFILE ? renderingBetweenMarks(trace) : null };
};
/** BENCH_DETAIL=1: reference rows of what the rendering did per message (elements restyled; style, layout, paint ms). */
const detailRows = (what: string, r: ReturnType<typeof renderingBetweenMarks> | null): Row[] =>
  r
    ? [
        infoRow(`${what}: elements restyled (count, not ms)`, r.elements),
        infoRow(`${what}: style recalculation`, r.style),
        infoRow(`${what}: layout`, r.layout),
        infoRow(`${what}: pre-paint and paint`, r.paint),
      ]
    : [];

/** How many frames without a message `npm run bench` measures, with no change and with one text changed. */
const FRAME_SAMPLES = 40;

/**
 * With the game screen showing calls and the CPU throttled: frames with no message, measured like a
 * message (probe.ts `frame`): the probe and a frame alone (`floor-*` marks), then with the count of
 * calls' text changed (`text-*`), each sample in its own 250 ms window. The count's text is put back.
 */
async function frameSamples(page: Page) {
  const selector = '[data-testid="calls-count"]';
  const shown = await page.locator(selector).innerText();
  for (let i = 0; i < FRAME_SAMPLES; i++) {
    await page.evaluate((id) => window.__bench.frame('floor', id), i);
    await sleep(SETTLE_MS);
  }
  for (let i = 0; i < FRAME_SAMPLES; i++) {
    await page.evaluate(({ id, selector }) => window.__bench.frame('text', id, selector), { id: i, selector });
    await sleep(SETTLE_MS);
  }
  await page.evaluate(({ selector, shown }) => (document.querySelector(selector)!.firstChild!.nodeValue = shown), { selector, shown });
}

/** Main-thread task time of the page in a window around `act` (ms), per sample. */
async function window_(cdp: CDPSession, act: () => void): Promise<number> {
  const before = await taskMs(cdp);
  act();
  await sleep(SETTLE_MS);
  return (await taskMs(cdp)) - before;
}

async function benchCalls(context: BrowserContext, url: string, provider: ProviderServer) {
  const { page, cdp } = await playerPage(context, url);
  const main: number[] = [];
  const idle: number[] = [];
  const stamps: BenchSample[] = [];
  await startTrace(page);
  for (let game = 0; main.length < SAMPLES; game++) {
    await openPicker(page, provider);
    await joinGame(page, [2 * game + 1, 2 * game + 2]);
    provider.engine.startNow(10);
    await setMatch(page, '_bingo_number_');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    for (let i = 0; i < 10; i++) idle.push(await window_(cdp, () => undefined));
    let last = 0;
    for (let i = 0; i < CALLS_PER_GAME && main.length < SAMPLES; i++) main.push(await window_(cdp, () => (last = provider.engine.callNext(10) ?? 0)));
    if (game === 0) await frameSamples(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await until(() => latestCall(page), (t) => t === callLabel(last), 'the last call on screen');
    stamps.push(...(await takeSamples(page)));
    await setMatch(page, null);
    await endAndLeave(page, provider);
  }
  await handDrawnGame(page, cdp, provider, Math.ceil(SAMPLES / CALLS_PER_GAME));
  return { main, idle, stamps, toPaint: await stopTrace(page, 'calls') };
}

/**
 * One more game on the same screen whose calls, after the app has shown the first, the probe draws
 * by hand (probe.ts `drawCall`, marks `hand-*`): the same calls with no client code in between, a
 * lower bound of what any client of this design could reach, for reference. The game is then left.
 */
async function handDrawnGame(page: Page, cdp: CDPSession, provider: ProviderServer, game: number) {
  await openPicker(page, provider);
  await joinGame(page, [2 * game + 1, 2 * game + 2]);
  provider.engine.startNow(10);
  let last = provider.engine.callNext(10) ?? 0;
  await until(() => latestCall(page), (t) => t === callLabel(last), 'the first call on screen');
  await page.evaluate(() => Object.assign(window.__bench, { match: '_bingo_number_', handDrawn: true }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  for (let i = 1; i < CALLS_PER_GAME; i++) {
    last = provider.engine.callNext(10) ?? 0;
    await sleep(SETTLE_MS);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await until(() => latestCall(page), (t) => t === callLabel(last), 'the last call drawn');
  await page.evaluate(() => Object.assign(window.__bench, { match: null, handDrawn: false }));
  await endAndLeave(page, provider);
}

async function benchPicker(context: BrowserContext, url: string, provider: ProviderServer) {
  provider.world.setBoardCount(400);
  const { page, cdp } = await playerPage(context, url);
  await openPicker(page, provider);
  const boards = page.getByRole('list', { name: 'Boards' }).getByRole('button');
  await until(() => boards.count(), (n) => n === 400, '400 boards');
  const gameId = provider.engine.snapshot(10)!.gameId;
  await setMatch(page, '_updated_board_list_');
  await startTrace(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const main: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // another player takes a board, then lets it go: each toggle sends the game's board list
    const other = { id: `bench-other-${i >> 1}`, phone: '0911000001', emit: () => undefined };
    const boardId = 3 + ((i >> 1) % 390);
    main.push(await window_(cdp, () => provider.engine.handle(other, '_toggle_board_', { boardId, betAmount: 10, gameId })));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const stamps = await takeSamples(page);
  provider.world.setBoardCount(100);
  return { main, stamps, toPaint: await stopTrace(page, 'picker') };
}

/** 100 games in a row (unthrottled: allocation does not depend on speed): heap and listeners. */
async function benchGames(context: BrowserContext, url: string, provider: ProviderServer) {
  const { page, cdp } = await playerPage(context, url);
  const figures: { game: number; heapKb: number; jsEventListeners: number; nodes: number; socketEvents: number; socketIoListeners: number }[] = [];
  for (let game = 1; game <= GAMES; game++) {
    await openPicker(page, provider);
    await joinGame(page, [(game % 48) + 1, (game % 48) + 51]);
    provider.engine.startNow(10);
    let last = 0;
    for (let i = 0; i < 3; i++) last = provider.engine.callNext(10) ?? 0;
    await until(() => latestCall(page), (t) => t === callLabel(last), 'the calls on screen');
    await endAndLeave(page, provider);
    if (game % 10 === 0 || game === 1 || game >= GAMES - 2) {
      // the game's toasts and the closing exit dialog hold listeners while they show: count once they are gone
      await until(() => page.locator('[data-sonner-toast], [role="dialog"]').count(), (n) => n === 0, 'the toasts and dialogs to go');
      await sleep(500);
      const heapKb = Math.round((await heapAfterGc(cdp)) / 1024);
      figures.push({ game, heapKb, ...(await listenerCounts(page, cdp)) });
      console.log(`[bench] game ${game}: ${JSON.stringify(figures.at(-1))}`);
    }
  }
  return figures;
}

const stats = (xs: number[]) => `median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms`;

async function main() {
  const t0 = Date.now();
  if (env.BENCH_SKIP_BUILD !== '1') await buildApp();
  const provider = await startProviderServer(
    PROVIDER_PORT,
    resolveMockConfig({ countdownMs: 600_000, callIntervalMs: 0, checkMs: 150, restartMs: 50, bots: 0, seed: 7 }),
    resolveAutoConfig({}),
  );
  provider.world.account(PHONE)!.current_balance = 1_000_000;
  const server = await preview({ logLevel: 'warn', build: { outDir: OUT }, preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true } });
  const url = `http://127.0.0.1:${PREVIEW_PORT}`;
  const browser = await chromium.launch({
    executablePath: env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs(),
  });
  // a phone: touch and no mouse (a pointer resting over the page would hit-test for hover after
  // every layout, which a phone does not do); the bench's flows tap
  const viewport = { width: 360, height: 640 };
  const phone = { viewport, isMobile: true, hasTouch: true, bypassCSP: !!env.BENCH_CSS };
  try {
    // BENCH_ONLY: the other measure is left out and its rows stay empty
    const none = { main: [], idle: [], stamps: [], toPaint: { wall: [], cpu: [], frames: { floor: [], text: [], hand: [] }, rendering: null } };
    const calls = ONLY === 'picker' ? none : await benchCalls(await browser.newContext(phone), url, provider);
    const picker = ONLY === 'calls' ? none : await benchPicker(await browser.newContext(phone), url, provider);
    const games = GAMES > 0 && !ONLY ? await benchGames(await browser.newContext(phone), url, provider) : [];
    const wall = (s: BenchSample[]) => s.filter((x) => x.painted > 0).map((x) => x.painted - x.start);
    const handler = (s: BenchSample[]) => s.filter((x) => x.handled > 0).map((x) => x.handled - x.start);
    const rows: Row[] = [
      timingRow('`_bingo_number_` → next paint: main-thread busy time, 2 boards on /gameWindow/10', calls.toPaint.wall, 8, 16),
      infoRow('the same, main-thread CPU time', calls.toPaint.cpu),
      infoRow('`_bingo_number_`: all main-thread work within 250 ms (after the paint too)', calls.main),
      infoRow('no message: the probe and a frame alone, on /gameWindow/10 (the floor of the measure)', calls.toPaint.frames.floor),
      infoRow('no message: the same frame with one text changed (the count of calls, in its size-contained box)', calls.toPaint.frames.text),
      infoRow('`_bingo_number_` drawn by hand: the probe shows the call with the fewest DOM writes, no client code (a lower bound)', calls.toPaint.frames.hand),
      timingRow('`_updated_board_list_` → next paint: main-thread busy time, 400 boards on /boardSelector', picker.toPaint.wall, 8),
      infoRow('the same, main-thread CPU time', picker.toPaint.cpu),
      infoRow('`_updated_board_list_`: all main-thread work within 250 ms', picker.main),
      ...detailRows('`_bingo_number_`', calls.toPaint.rendering),
      ...detailRows('`_updated_board_list_`', picker.toPaint.rendering),
    ];
    const at = (g: number) => games.find((f) => f.game === g);
    const from = at(10);
    const end = games.filter((f) => f.game >= GAMES - 2).reduce((low, f) => (low && low.heapKb <= f.heapKb ? low : f), undefined as (typeof games)[number] | undefined);
    const flat = games.filter((f) => f.game >= 10).every((f) => f.jsEventListeners === from?.jsEventListeners && f.socketEvents === from?.socketEvents && f.socketIoListeners === from?.socketIoListeners);
    const growthKb = from && end ? end.heapKb - from.heapKb : NaN;
    const gamesTable = [
      '| game | JS heap after GC | DOM + window listeners | DOM nodes | socket event listeners | socket.io listeners |',
      '|---|---|---|---|---|---|',
      ...games.map((f) => `| ${f.game} | ${(f.heapKb / 1024).toFixed(2)} MB | ${f.jsEventListeners} | ${f.nodes} | ${f.socketEvents} | ${f.socketIoListeners} |`),
    ].join('\n');
    const verdict = `${GAMES} games: listeners ${flat ? 'flat' : '**not flat**'} from game 10 on; heap growth game 10 → ${GAMES} (lowest of the last three) ${(growthKb / 1024).toFixed(2)} MB (target ≤ 2 MB: ${growthKb <= 2048 ? 'met' : '**missed**'}).`;
    const detail = [
      `- In-page stamps, \`_bingo_number_\`: handler + its microtasks ${stats(handler(calls.stamps))}; wall time dispatch → after the next paint ${stats(wall(calls.stamps))} (includes waiting for the frame).`,
      `- In-page stamps, \`_updated_board_list_\`: handler + its microtasks ${stats(handler(picker.stamps))}; wall time dispatch → after the next paint ${stats(wall(picker.stamps))}.`,
      `- The same window with no message (the measuring itself, for reference): ${stats(calls.idle)} over ${calls.idle.length} samples.`,
    ].join('\n');
    const report = `${runNote(THROTTLE)} Command: \`npm run bench\` (${Math.round((Date.now() - t0) / 1000)} s).

${table(rows.filter((r) => r.samples > 0))}

${detail}

${verdict}

${gamesTable}

How it is measured. The provider runs in the bench's process and sends each message over the real
Socket.IO connection, one every ${SETTLE_MS} ms. An init script (scripts/measure/bench/probe.ts) wraps the
WebSocket's \`onmessage\`: a frame carrying the event leaves the user-timing mark \`bench-start-N\` as
it is dispatched, then a \`requestAnimationFrame\` posts a task that leaves \`bench-painted-N\`, which
runs once the next frame's main-thread rendering (style, layout, paint, commit) is done. **Main-thread
busy time to the next paint** is read from a Chromium trace (categories \`toplevel\`,
\`blink.user_timing\`): the union of the renderer main thread's top-level tasks between the two marks.
It holds socket.io's decoding, the contract check, effector, React's render and commit, anything else
that ran before the frame, and the frame's rendering; not the idle wait for the frame. The reference
row "all main-thread work within ${SETTLE_MS} ms" is the page's main-thread task time over the whole
window (CDP \`Performance.getMetrics\` TaskDuration, read before the message and ${SETTLE_MS} ms after),
so work put after the paint (e.g. starting the call's sound) shows there; the idle line is the same
window without a message. The two "no message" rows are the measure's floor on the same screen: the
probe marks a start, then the next frame is awaited and measured the same way, with nothing changed
and with one text node changed (${FRAME_SAMPLES} samples each, after the first game's calls). The
row "drawn by hand" is one more game on the same screen: after the app has shown its first call, the
probe keeps each \`_bingo_number_\` from the app and shows the call itself with the fewest DOM writes
that draw it (a ball added to the strip, the previous latest made small, the count, the live region,
the board cells of that number), measured the same way: what a call costs with no socket.io decoding,
contract check, effector or React, a lower bound for any client of this screen's markup and styles. The
pages are a phone's (360 × 640, touch, no mouse pointer over the page; the flows tap).
\`_bingo_number_\`: ${SAMPLES} calls over ${Math.ceil(SAMPLES / CALLS_PER_GAME)} games,
up to ${CALLS_PER_GAME} calls each, the player on two boards. Board list: another player takes or frees a
board, ${SAMPLES} times, the picker showing 400 boards (\`POST /__mock/boards?count=400\`). Games: pick
two boards, join, three calls, the game ends without a winner, leave; heap after two
\`HeapProfiler.collectGarbage\` (\`Runtime.getHeapUsage\`), listeners from \`Memory.getDOMCounters\`
(DOM and window) and the client's socket registry; not throttled (allocation does not depend on speed).`;
    console.log(`\n${report}\n`);
    if (env.BENCH_NO_REPORT !== '1' && !ONLY && !env.BENCH_CSS) writeSection('perf/report.md', 'bench', report);
  } finally {
    await browser.close();
    await server.close();
    await provider.close();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
