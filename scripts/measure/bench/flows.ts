import type { CDPSession, Page } from 'playwright-core';
import type { ProviderServer } from '@mock-provider/node';

/** What the player's pages of `npm run bench` do: log in, pick boards, join, leave (as the browser tests do). */

/** Polls `read` every 50 ms until `ok` holds (15 s at most); returns the last value. */
export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`bench: timed out waiting for ${what} (last: ${JSON.stringify(v)})`);
    await sleep(50);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The phone of the player the bench plays as (a demo account). */
export const PHONE = '0911000002';

export async function login(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Phone number').fill(PHONE);
  await page.getByLabel('Password').fill('cartela123');
  await page.getByRole('button', { name: 'Login' }).tap();
  await page.waitForURL('**/gameType');
  await page.getByRole('button', { name: 'Manual Play' }).tap();
  await page.waitForURL('**/stake');
}

/** From /stake: waits for a waiting stake-10 game and opens its board selector. */
export async function openPicker(page: Page, provider: ProviderServer) {
  await until(() => provider.engine.snapshot(10)?.state, (s) => s === 'waiting', 'a waiting game');
  await page.getByRole('button', { name: 'Play stake 10 ETB' }).tap();
  await page.waitForURL('**/boardSelector');
}

/** From the board selector: picks `boards`, starts, and waits for the game screen's claim buttons. */
export async function joinGame(page: Page, boards: number[]) {
  for (const id of boards) await page.getByRole('button', { name: `Board ${id}`, exact: true }).tap();
  await until(() => page.getByRole('button', { name: `Board ${boards.at(-1)}, selected` }).count(), (n) => n === 1, 'the picks');
  await page.getByRole('button', { name: 'Start' }).tap();
  await page.waitForURL('**/gameWindow/10');
  await until(() => page.getByRole('button', { name: `ቢንጎ! board ${boards[0]}`, exact: true }).count(), (n) => n === 1, 'the game screen');
}

/** Ends the running stake-10 game without a winner and leaves it; back on /stake. */
export async function endAndLeave(page: Page, provider: ProviderServer) {
  provider.engine.endNow(10);
  await until(() => page.getByText('No winner this game').count(), (n) => n > 0, 'the end of the game');
  await page.getByRole('button', { name: 'እንደገና ይጫወቱ !' }).tap();
  await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Leave' }).tap();
  await page.waitForURL('**/stake');
}

/** The latest call shown in the strip, e.g. "B-5". */
export const latestCall = (page: Page) => page.locator('[data-latest]').innerText();
export const callLabel = (n: number) => `${'BINGO'[Math.floor((n - 1) / 15)]}-${n}`;

/** Cumulative main-thread task time of the page (ms, wall clock, so CPU throttling counts). */
export async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** JS heap in use after two forced collections (bytes). */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Event listeners of the page: DOM + window listeners (CDP DOM counters) and the client's socket listeners. */
export async function listenerCounts(page: Page, cdp: CDPSession) {
  const dom = await cdp.send('Memory.getDOMCounters');
  const socket = await page.evaluate(() => {
    const s = (window as unknown as { __cartelaSocket?: { listenerCount(): number; socketListenerCount(): number } }).__cartelaSocket;
    return { perEvent: s?.listenerCount() ?? -1, socketIo: s?.socketListenerCount() ?? -1 };
  });
  return { jsEventListeners: dom.jsEventListeners, nodes: dom.nodes, socketEvents: socket.perEvent, socketIoListeners: socket.socketIo };
}
