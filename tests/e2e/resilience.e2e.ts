import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startProviderServer, type ProviderServer } from '@mock-provider/node';
import { launchChromium, takeCspViolations } from './browser';
import { login, openBoardSelector, TEST_MOCK_CONFIG } from './game-flow';
import { faultPayloads, optionalPaths, serverExamples, withNull } from './fault-payloads';
import { serverEvents } from '../../socket-contracts';
import {
  callAndSee,
  callLabel,
  joinGame,
  pageFaults,
  playOnToWin,
  providerFaults,
  reconnecting,
  socketListeners,
  socketStatus,
  stripTexts,
  type FaultControl,
} from './resilience-flow';

// README "Deploying": the production builds run every test under their CSP without a violation
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});

/**
 * The fault suite: the connection is broken on purpose (mock provider fault controls) and the
 * player must see spec §4/§8 behaviour — "Reconnecting...", rejoin with the called numbers, reload
 * back into the same game, rejoin failure handling — while bad socket traffic never corrupts the
 * screen, and a long session does not grow socket listeners or memory.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized context on the fast mock timing, with page and console errors collected. */
async function openPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // the browser's own network log of a refused WebSocket handshake, and the client's report of a
    // payload broken on purpose, are the faults the test injects
    if (m.type() === 'error' && !/WebSocket connection to .* failed|^\[report\] socket-payload/.test(`${m.text()} ${m.location().url}`)) {
      errors.push(`console: ${m.text()} ${m.location().url}`);
    }
  });
  return { context, page, errors };
}

const crashScreen = (page: Page) => page.getByRole('heading', { name: /something went wrong/i }).count();

/** Reports the page made of socket payloads it could not use (kind "socket-payload"). */
const payloadReports = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __cartelaReports?: () => { kind: string }[] }).__cartelaReports?.() ?? []).filter((r) => r.kind === 'socket-payload').length);

/**
 * Tolerant reader in the browser: every optional field of the game screen's events sent as `null`
 * (a server whose serializer writes null for "unset") is read as absent — a Bad Bingo with
 * `winner: null` still shows its message, nothing is reported — while a payload unusable even so
 * tells the player "…could not read. Reconnecting…", is reported and the game is rejoined.
 */
async function nullVariantsAndUnreadable(page: Page, control: FaultControl, board: number) {
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  for (let i = 0; i < 2; i++) await callAndSee(page, control, called);
  const gameId = await control.gameId(10);
  const examples = serverExamples(gameId);
  examples.gameResult = { ...(examples.gameResult as object), boardId: board };
  examples.gameRejoined = { numbers: called, calledNumbers: called.map((number) => ({ letter: 'BINGO'[Math.floor((number - 1) / 15)], number })) };
  const variants = (['gameResult', 'gameRejoined'] as const).flatMap((key) =>
    optionalPaths(serverEvents[key].schema as never).map((path) => ({ event: `${(serverEvents[key] as { prefix: string }).prefix}${gameId}`, payload: withNull(examples[key], path) })),
  );
  expect(variants.length).toBe(6);
  expect(await control.emitRaw(variants)).toBeGreaterThanOrEqual(variants.length);
  // the Bad Bingo with `winner: null` (and every other null) is shown, not dropped
  await expect.poll(() => page.locator('[data-sonner-toast]', { hasText: `Bad Bingo - boardId [${board}]` }).count()).toBeGreaterThan(0);
  expect(await stripTexts(page)).toEqual(called.map(callLabel));
  expect(await payloadReports(page)).toBe(0);

  // a call without its number cannot be used: the player is told, it is reported, the game rejoined
  await control.emitRaw([{ event: `_bingo_number_${gameId}`, payload: { letter: 'B', number: null } }]);
  await expect.poll(() => page.locator('[data-sonner-toast]', { hasText: 'The game server sent something we could not read. Reconnecting…' }).count()).toBe(1);
  await expect.poll(() => payloadReports(page)).toBe(1);
  await callAndSee(page, control, called);
  expect(await stripTexts(page)).toEqual(called.map(callLabel));

  // the end of a game without a winner, its optional boards sent as null, still ends the game
  const ended = ['data.board_numbers', 'data.winning_nums'].reduce((p, path) => withNull(p, path), examples.gameEnded);
  await control.emitRaw([{ event: `_game_ended_${gameId}`, payload: ended }]);
  await expect.poll(() => page.locator('[data-sonner-toast]', { hasText: 'No winner this game' }).count()).toBe(1);
  expect(await payloadReports(page)).toBe(1);
}


/** Drop mid-game → "Reconnecting..." → back with every call in order → the game can still be won. */
async function dropAndRecover(page: Page, control: FaultControl, boards: number[], winnerName: string) {
  const called: number[] = [];
  expect(await control.startNow(10)).toBe(true);
  for (let i = 0; i < 3; i++) await callAndSee(page, control, called);
  await control.refuseFor(1500);
  expect(await control.dropAll()).toBeGreaterThan(0);
  await expect.poll(() => reconnecting(page).count(), { timeout: 10_000 }).toBe(1);
  // two numbers are called while the player is away, one of them is delivered twice afterwards
  for (let i = 0; i < 2; i++) called.push((await control.callNext(10))!);
  await expect.poll(() => reconnecting(page).count(), { timeout: 20_000 }).toBe(0);
  await expect.poll(() => stripTexts(page), { timeout: 10_000 }).toEqual(called.map(callLabel));
  await control.duplicateCalls(1);
  await callAndSee(page, control, called);
  expect(await stripTexts(page)).toEqual(called.map(callLabel));
  await playOnToWin(page, control, boards, called, winnerName);
  expect(await stripTexts(page)).toEqual(called.map(callLabel));
}

/**
 * Spec §7 retry policy, read from when the refused attempts reached the provider: retries go on
 * (forever) 1–5 s apart, randomized by 0.5 (1 s × (1 ± 0.5) at first, then doubling up to 5 s).
 * The gaps also hold the failure's round trip, hence the slack.
 */
function expectRetryRhythm(attempts: number[]) {
  const gaps = attempts.slice(1).map((t, i) => t - attempts[i]);
  for (const gap of gaps) {
    expect(gap).toBeGreaterThanOrEqual(450);
    expect(gap).toBeLessThanOrEqual(5_000 + 1_500);
  }
  return gaps;
}

/** Reconnection refused for 10 s mid-game: the player sees the state throughout, then it recovers. */
async function blockedTenSeconds(page: Page, control: FaultControl, board: number) {
  await openBoardSelector(page, 10);
  await joinGame(page, [board]);
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  await callAndSee(page, control, called);
  await callAndSee(page, control, called);
  const before = (await control.refusedAttempts()).length;
  await control.refuseFor(10_000);
  const blockedAt = Date.now();
  await control.dropAll();
  await expect.poll(() => reconnecting(page).count(), { timeout: 5_000 }).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('disconnected'))).toBe('true');
  // a claim without a connection is refused on the spot (spec §5 "the bingo claim needs a socket", §8)
  await page.getByRole('button', { name: `ቢንጎ! board ${board}` }).click();
  await expect.poll(() => page.getByText('Connection lost...').count(), { timeout: 2_000 }).toBe(1);
  let samples = 0;
  while (Date.now() - blockedAt < 9_000) {
    // the game screen stays: banner, board, strip, buttons — never a blank or crash screen
    expect(await reconnecting(page).count()).toBe(1);
    // the state chip (spec §4: connecting, connected, disconnected) never claims a connection
    expect(await page.locator('[data-connection]').innerText()).toMatch(/^(connecting|disconnected)$/);
    expect(await page.getByRole('region', { name: `Board ${board}`, exact: true }).isVisible()).toBe(true);
    expect(await stripTexts(page)).toEqual(called.map(callLabel));
    expect(await crashScreen(page)).toBe(0);
    samples++;
    await page.waitForTimeout(1000);
  }
  expect(samples).toBeGreaterThanOrEqual(7);
  called.push((await control.callNext(10))!);
  // recovery: the retries go on while blocked, so one comes at most 5 s (+ slack) after the block lifts
  await expect.poll(() => reconnecting(page).count(), { timeout: 20_000, interval: 100 }).toBe(0);
  const recoveredAfterLift = Date.now() - (blockedAt + 10_000);
  const attempts = (await control.refusedAttempts()).slice(before);
  // 1–1.5 s, then 1–3 s, then 2–5 s apart: at least two refused retries fit in the 10 s
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  const gaps = expectRetryRhythm(attempts);
  expect(recoveredAfterLift).toBeLessThan(5_000 + 2_000);
  console.info(`[fault suite] 10 s block: ${attempts.length} refused retries, gaps ${JSON.stringify(gaps)} ms; back ${recoveredAfterLift} ms after the block lifted`);
  expect(await page.locator('[data-connection]').innerText()).toBe('connected');
  await expect.poll(() => stripTexts(page), { timeout: 10_000 }).toEqual(called.map(callLabel));
  await callAndSee(page, control, called);
}

/**
 * The browser's online event reconnects at once (spec §4), proved so that luck cannot explain it:
 * after the third refused retry socket.io's next back-off is 4–5 s (1 s × 2³ × (1 ± 0.5), capped at
 * 5 s). The network then "returns" but for a second nothing happens — no retry is due — and only
 * the online event can bring the client back within the next 1.5 s.
 */
async function onlineReconnects(page: Page, control: FaultControl, board: number) {
  await openBoardSelector(page, 10);
  await joinGame(page, [board]);
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  await callAndSee(page, control, called);
  const before = (await control.refusedAttempts()).length;
  await control.refuseFor(120_000);
  await control.dropAll();
  await expect.poll(() => reconnecting(page).count(), { timeout: 5_000 }).toBe(1);
  await expect.poll(async () => (await control.refusedAttempts()).length - before, { timeout: 30_000, interval: 25 }).toBe(3);
  await control.refuseFor(0);
  const open = Date.now();
  await page.waitForTimeout(1_000);
  expect(await reconnecting(page).count()).toBe(1);
  expect(await socketStatus(page)).not.toBe('connected');
  const back = Date.now();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => reconnecting(page).count(), { timeout: 5_000, interval: 25 }).toBe(0);
  const took = Date.now() - back;
  expect(took).toBeLessThan(1_500);
  // no back-off retry came due meanwhile (the next one was ≥ 4 s after the third refusal)
  expect(Date.now() - open).toBeLessThan(4_000);
  expect((await control.refusedAttempts()).length - before).toBe(3);
  console.info(`[fault suite] online event: back ${took} ms after it; no retry was due for ≥ 4 s`);
  await callAndSee(page, control, called);
}

/** The game ends while the player is away: the rejoin is refused (spec §4 step 5, §8). */
async function rejoinFails(page: Page, control: FaultControl, board: number) {
  await openBoardSelector(page, 10);
  await joinGame(page, [board]);
  expect(await control.startNow(10)).toBe(true);
  await callAndSee(page, control, []);
  const gameId = await control.gameId(10);
  expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).toBe(gameId);
  await control.refuseFor(1500);
  await control.dropAll();
  await expect.poll(() => reconnecting(page).count(), { timeout: 10_000 }).toBe(1);
  expect(await control.endNow(10)).toBe(true);
  await expect.poll(() => page.getByText('Game not found or already finished.').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog', { name: 'Confirm Exit' });
  await expect.poll(() => dialog.count()).toBe(1);
  expect(await dialog.getByText('Are you sure you want to leave? Your progress will be lost.').count()).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).toBeNull();
  // the refused game's listeners are gone too
  expect(await socketListeners(page)).toBe(0);
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL('**/stake');
}

/**
 * Spec §5/§8 "Connection not made within 5 s": a stake chosen while the socket cannot connect
 * waits 5 s, then says "Connection failed. Please try again."; once the network is back the same
 * tap opens the board selector.
 */
async function connectionFailedThenRecovered(page: Page, control: FaultControl) {
  await page.getByRole('button', { name: 'Manual Play' }).click();
  await page.waitForURL('**/stake');
  const play = page.getByRole('button', { name: 'Play stake 10 ETB' });
  await expect.poll(() => play.isEnabled()).toBe(true);
  await control.refuseFor(120_000);
  await control.dropAll();
  await expect.poll(() => socketStatus(page)).not.toBe('connected');
  const tapped = Date.now();
  await play.click();
  const failed = page.getByText('Connection failed. Please try again.');
  await page.waitForTimeout(4_000);
  expect(await failed.count()).toBe(0);
  await expect.poll(() => failed.count(), { timeout: 5_000, interval: 50 }).toBe(1);
  const waited = Date.now() - tapped;
  expect(waited).toBeGreaterThanOrEqual(4_900);
  expect(page.url()).toMatch(/\/stake$/);
  await control.refuseFor(0);
  await expect.poll(() => socketStatus(page), { timeout: 10_000 }).toBe('connected');
  await expect.poll(() => play.isEnabled()).toBe(true);
  await play.click();
  await page.waitForURL('**/boardSelector');
  // the URL changes before the lazy route renders; until then the stake page (with its own Back,
  // to /gameType) is still on screen, so wait for the board selector itself
  await page.getByRole('heading', { name: 'Pick your boards' }).waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/stake');
}

/**
 * 30 games in a row in one tab: join, one call, the game ends, leave. Per-game listeners go when
 * the game ends; socket listeners and the JS heap (after a forced GC) stay flat. Prints the figures.
 */
async function thirtyGames(context: BrowserContext, page: Page, control: FaultControl, mode: string) {
  const cdp = await context.newCDPSession(page);
  const figures: { game: number; listeners: number; socketListeners: number; heapKb: number }[] = [];
  const measure = async (game: number) => {
    // two full collections: the first can leave garbage its finalizers freed for the second
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const counts = await page.evaluate(() => {
      const s = (window as unknown as { __cartelaSocket: { listenerCount(): number; socketListenerCount(): number } }).__cartelaSocket;
      return { listeners: s.listenerCount(), socketListeners: s.socketListenerCount() };
    });
    figures.push({ game, ...counts, heapKb: Math.round(usedSize / 1024) });
  };
  await page.getByRole('button', { name: 'Manual Play' }).click();
  await page.waitForURL('**/stake');
  for (let game = 1; game <= 30; game++) {
    await expect.poll(() => control.gameState(10)).toBe('waiting');
    await page.getByRole('button', { name: 'Play stake 10 ETB' }).click();
    await page.waitForURL('**/boardSelector');
    await joinGame(page, [(game % 50) + 1]);
    await expect.poll(() => control.startNow(10)).toBe(true);
    await callAndSee(page, control, []);
    expect(await socketListeners(page)).toBeGreaterThan(0);
    expect(await control.endNow(10)).toBe(true);
    await expect.poll(() => page.getByText('No winner this game').count()).toBeGreaterThan(0);
    // the game is over: its per-game listeners are gone before the player even leaves
    await expect.poll(() => socketListeners(page)).toBe(0);
    await page.getByRole('button', { name: 'እንደገና ይጫወቱ !' }).click();
    await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/stake');
    if (game === 1 || game === 5 || game % 10 === 0) await measure(game);
  }
  console.info(`[fault suite] 30 games, ${mode}: ${JSON.stringify(figures)}`);
  const first = figures[0];
  for (const f of figures) {
    expect(f.listeners).toBe(first.listeners);
    expect(f.socketListeners).toBe(first.socketListeners);
  }
  // after warm-up (game 5) the heap may wobble with GC and caches, but must not grow per game
  const warm = figures.find((f) => f.game === 5)!;
  const last = figures.at(-1)!;
  expect(last.heapKb - warm.heapKb).toBeLessThan(2048);
}

/**
 * The board selector across a drop (spec §4 Socket connection, manual flow 1–2; §2.7): the server
 * releases the player's picks when the socket drops, and another player takes one of them meanwhile.
 * The selector shows the connection state and locks the picks while offline; after the reconnect
 * it asks for the board list again, re-picks the free board, says which one was lost, and Start
 * joins with the board it shows — which the provider then holds as this player's.
 */
async function repickAfterReconnect(page: Page, control: FaultControl, [kept, lost]: [number, number], name: string) {
  await openBoardSelector(page, 10);
  for (const id of [kept, lost]) await page.getByRole('button', { name: `Board ${id}`, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: `Board ${lost}, selected` }).count()).toBe(1);
  const gameId = await control.gameId(10);
  await expect.poll(async () => (await control.snapshot(10))?.taken.sort((a, b) => a - b)).toEqual([kept, lost].sort((a, b) => a - b));
  const droppedAt = Date.now();
  await control.refuseFor(1500);
  expect(await control.dropAll()).toBeGreaterThan(0);
  await expect.poll(() => reconnecting(page).count(), { timeout: 5_000 }).toBe(1);
  expect(await page.locator('[data-connection]').innerText()).toMatch(/^(connecting|disconnected)$/);
  // the picks are locked while offline: a tap would be sent only after the reconnect
  expect(await page.getByRole('button', { name: 'Board 20', exact: true }).isDisabled()).toBe(true);
  // the provider released both picks; another player takes one of them
  await expect.poll(async () => (await control.snapshot(10))?.taken).toEqual([]);
  await control.takeBoard(10, lost);
  await expect.poll(() => reconnecting(page).count(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => page.getByText(`Board ${lost} was taken while you were offline.`).count()).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: `Board ${lost}, taken` }).count()).toBe(1);
  expect(await page.getByRole('button', { name: `Board ${kept}, selected` }).count()).toBe(1);
  await expect.poll(async () => (await control.snapshot(10))?.taken.sort((a, b) => a - b)).toEqual([kept, lost].sort((a, b) => a - b));
  const back = Date.now() - droppedAt;
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL('**/gameWindow/10');
  await expect.poll(() => page.getByRole('button', { name: `ቢንጎ! board ${kept}` }).count()).toBe(1);
  expect(await page.getByRole('button', { name: `ቢንጎ! board ${lost}` }).count()).toBe(0);
  const snapshot = await control.snapshot(10);
  expect(snapshot?.gameId).toBe(gameId);
  expect(snapshot?.players).toEqual([{ name, boards: [kept], bot: false }]);
  console.info(`[fault suite] board selector: re-synced ${back} ms after the drop; board ${kept} re-picked and joined, ${lost} reported lost`);
  // leave the provider on a fresh waiting game for the next test
  expect(await control.startNow(10)).toBe(true);
  expect(await control.endNow(10)).toBe(true);
}

/**
 * Reload mid-game (spec §4 step 7): back in the same game with the same boards, marks and called
 * numbers; the game goes on, and a return through / lands on the game too. In mock mode the
 * in-page provider restarts with the page and restores its games from local storage.
 */
async function reloadMidGame(context: BrowserContext, page: Page, control: FaultControl, baseUrl: string) {
  // Headless Chromium plays audio without a user gesture whatever --autoplay-policy says (and keeps
  // the activation across a reload), so a phone browser's autoplay rule is put back here: play() is
  // refused (NotAllowedError) until a real tap on this document
  await context.addInitScript(() => {
    let tapped = false;
    addEventListener('pointerdown', (e) => (tapped ||= e.isTrusted), true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!tapped) return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      return play.call(this);
    };
  });
  await login(page, baseUrl, '0911000002');
  await openBoardSelector(page, 10);
  await joinGame(page, [8, 9]);
  expect(await control.startNow(10)).toBe(true);
  const called: number[] = [];
  // call until at least two called numbers sit on board 8 or 9, and mark them all
  const marked: string[] = [];
  for (let i = 0; i < 40 && marked.length < 2; i++) {
    const n = await callAndSee(page, control, called);
    for (const id of [8, 9]) {
      const cell = page.getByRole('region', { name: `Board ${id}`, exact: true }).getByRole('gridcell', { name: `${n}, called`, exact: true });
      if ((await cell.count()) === 1) {
        await cell.click();
        marked.push(`${id}:${n}`);
      }
    }
  }
  expect(marked.length).toBeGreaterThanOrEqual(2);
  const gameId = await control.gameId(10);
  // nothing is stored for a return until the page really unloads (spec §4 step 7)
  expect(await page.evaluate(() => sessionStorage.getItem('path'))).toBeNull();
  await page.reload();
  await page.waitForURL('**/gameWindow/10');
  await expect.poll(() => stripTexts(page), { timeout: 15_000 }).toEqual(called.map(callLabel));
  expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).toBe(gameId);
  // the provider still runs the same game with the player's boards (in mock mode: restored by the reloaded page)
  expect(await control.gameId(10)).toBe(gameId);
  expect((await control.snapshot(10))?.players).toEqual([{ name: 'almaz', boards: [8, 9], bot: false }]);
  // the unload stored path, bet amount and boards under the spec §9 keys
  expect(
    await page.evaluate(() => ['path', 'betAmount', 'selectedBoards'].map((k) => sessionStorage.getItem(k))),
  ).toEqual(['/gameWindow/10', '10', '[8,9]']);
  // only the two boards, nothing more
  expect(await page.getByRole('region', { name: /^Board \d+$/ }).count()).toBe(2);
  for (const id of [8, 9]) expect(await page.getByRole('region', { name: `Board ${id}`, exact: true }).isVisible()).toBe(true);
  for (const m of marked) {
    const [id, n] = m.split(':');
    const board = page.getByRole('region', { name: `Board ${id}`, exact: true });
    expect(await board.getByRole('gridcell', { name: `${n}, marked`, exact: true }).count()).toBe(1);
  }
  // the game goes on after the reload. The reload took the page's user activation, so the
  // browser refuses to play the call's clip (autoplay rule): the tap-to-enable hint shows, no
  // error, and its tap plays the refused call (spec §2.9 sounds)
  expect(await page.getByRole('button', { name: /Tap to enable sound/ }).count()).toBe(0);
  const clips: string[] = [];
  page.on('request', (r) => {
    const m = /\/sounds\/calls\/(\d+)\.mp3$/.exec(r.url());
    if (m) clips.push(m[1]);
  });
  const next = await callAndSee(page, control, called);
  const hint = page.getByRole('button', { name: /Tap to enable sound/ });
  await expect.poll(() => hint.count()).toBe(1);
  expect(clips).not.toContain(String(next));
  await hint.click();
  await expect.poll(() => hint.count()).toBe(0);
  await expect.poll(() => clips).toContain(String(next));
  // the tap's play() was allowed: the hint does not come back, the next call plays too
  await callAndSee(page, control, called);
  expect(await hint.count()).toBe(0);
  // a return through / lands on the stored game path too (spec §4 step 7)
  await page.goto(baseUrl + '/');
  await page.waitForURL('**/gameWindow/10');
  await expect.poll(() => stripTexts(page), { timeout: 15_000 }).toEqual(called.map(callLabel));
}

describe('mock mode (MSW in the browser)', () => {
  test('drop on the board selector: picks re-picked after the reconnect, a board taken meanwhile reported, Start joins with the rest', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await repickAfterReconnect(page, pageFaults(page), [4, 9], 'abebe');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('drop the connection mid-game: Reconnecting..., all calls back in order, the game is still won', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [1, 2]);
    await dropAndRecover(page, pageFaults(page), [1, 2], 'abebe');
    expect(await page.evaluate(() => sessionStorage.getItem('disconnected'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reload mid-game: back in the same game with the same boards, marks and called numbers', async () => {
    const { context, page, errors } = await openPage();
    await reloadMidGame(context, page, pageFaults(page), inject('mockUrl'));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reconnection blocked for 10 s: the state shows throughout, no blank screen, recovery after', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await blockedTenSeconds(page, pageFaults(page), 7);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the browser\'s online event reconnects at once instead of waiting for the back-off (spec §4)', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await onlineReconnects(page, pageFaults(page), 12);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('rejoin failure (the game ended while away): error shown, exit dialog open, saved id cleared', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await rejoinFails(page, pageFaults(page), 3);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('no connection within 5 s: "Connection failed. Please try again.", then the stake opens once connected', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await connectionFailedThenRecovered(page, pageFaults(page));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('malformed, duplicate, other-game and out-of-order payloads: nothing corrupts the screen', async () => {
    const { context, page, errors } = await openPage();
    const control = pageFaults(page);
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [4]);
    expect(await control.startNow(10)).toBe(true);
    const called: number[] = [];
    for (let i = 0; i < 3; i++) await callAndSee(page, control, called);
    const prize = await page.getByTestId('prize-pool').innerText();
    const variants = faultPayloads(await control.gameId(10), called);
    expect(variants.length).toBeGreaterThanOrEqual(200);
    expect(await control.emitRaw(variants)).toBe(variants.length);
    console.info(`[fault suite] mock mode: ${variants.length} variants sent (${countKinds(variants)})`);
    await page.waitForTimeout(300);
    expect(await stripTexts(page)).toEqual(called.map(callLabel));
    expect(await page.getByTestId('prize-pool').innerText()).toBe(prize);
    expect(await page.getByRole('timer', { name: 'Game Starts In' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'ቢንጎ! board 4' }).isEnabled()).toBe(true);
    expect(await crashScreen(page)).toBe(0);
    // later valid events are still shown
    await callAndSee(page, control, called);
    expect(await stripTexts(page)).toEqual(called.map(callLabel));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('null for every optional field is read as absent; an unusable payload is reported and the game rejoined', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [4]);
    await nullVariantsAndUnreadable(page, pageFaults(page), 4);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('call sounds: no clip on the login page, the called number\'s clip on the game screen, mute remembered', async () => {
    const { context, page, errors } = await openPage();
    const control = pageFaults(page);
    const clips: string[] = [];
    page.on('request', (r) => {
      const m = /\/sounds\/calls\/(\d+)\.mp3$/.exec(r.url());
      if (m) clips.push(m[1]);
    });
    await login(page, inject('mockUrl'), '0911000001');
    expect(clips).toEqual([]);
    await openBoardSelector(page, 10);
    await joinGame(page, [11]);
    expect(await control.startNow(10)).toBe(true);
    const called: number[] = [];
    const first = await callAndSee(page, control, called);
    await expect.poll(() => clips).toEqual([String(first)]);
    const mute = page.getByRole('button', { name: 'Mute call sounds' });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await callAndSee(page, control, called);
    await page.waitForTimeout(300);
    expect(clips).toEqual([String(first)]);
    // remembered across visits (local storage)
    expect(await page.evaluate(() => localStorage.getItem('cartela.sound.muted'))).toBe('true');
    await page.reload();
    await page.waitForURL('**/gameWindow/10');
    // the in-page mock provider restores its games from local storage: the rejoin finds this game (spec §4 step 5)
    await expect.poll(() => stripTexts(page), { timeout: 15_000 }).toEqual(called.map(callLabel));
    expect(await page.getByRole('dialog', { name: 'Confirm Exit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mute call sounds' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('30 games in a row in one tab: socket listeners and JS heap stay flat', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000002');
    await thirtyGames(context, page, pageFaults(page), 'mock mode');
    expect(errors).toEqual([]);
    await context.close();
  });
});

function countKinds(list: { kind: string }[]): string {
  const counts: Record<string, number> = {};
  for (const e of list) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  return Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

describe('network mode (production build against `npm run provider`)', () => {
  let provider: ProviderServer;
  beforeAll(async () => {
    provider = await startProviderServer(inject('providerPort'), TEST_MOCK_CONFIG);
  });
  afterAll(async () => {
    await provider?.close();
  });
  // each test starts on a waiting stake-10 game, whatever the previous one left behind
  beforeEach(async () => {
    provider.engine.endNow(10);
    await expect.poll(() => provider.engine.snapshot(10)?.state).toBe('waiting');
  });

  test('drop the connection mid-game: Reconnecting..., all calls back in order, the game is still won', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [5, 6]);
    await dropAndRecover(page, providerFaults(provider), [5, 6], 'abebe');
    await page.getByRole('dialog', { name: 'BINGO!' }).getByRole('button', { name: 'Play Again' }).click();
    await page.waitForURL('**/stake');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('drop on the board selector: picks re-picked after the reconnect, a board taken meanwhile reported, Start joins with the rest', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await repickAfterReconnect(page, providerFaults(provider), [14, 19], 'abebe');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reload mid-game: back in the same game with the same boards, marks and called numbers', async () => {
    const { context, page, errors } = await openPage();
    await reloadMidGame(context, page, providerFaults(provider), inject('netUrl'));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reconnection blocked for 10 s: the state shows throughout, no blank screen, recovery after', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await blockedTenSeconds(page, providerFaults(provider), 13);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the browser\'s online event reconnects at once instead of waiting for the back-off (spec §4)', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await onlineReconnects(page, providerFaults(provider), 14);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('rejoin failure (the game ended while away): error shown, exit dialog open, saved id cleared', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await rejoinFails(page, providerFaults(provider), 15);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('no connection within 5 s: "Connection failed. Please try again.", then the stake opens once connected', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await connectionFailedThenRecovered(page, providerFaults(provider));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('30 games in a row in one tab (the provider outside the page): listeners and JS heap stay flat', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000002');
    await thirtyGames(context, page, providerFaults(provider), 'network mode');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('null for every optional field over the network: read as absent; an unusable payload is reported and the game rejoined', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await expect.poll(() => provider.engine.snapshot(10)?.state).toBe('waiting');
    await joinGame(page, [12]);
    await nullVariantsAndUnreadable(page, providerFaults(provider), 12);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('malformed and duplicate payloads over the network: no crash, later valid events shown', async () => {
    const { context, page, errors } = await openPage();
    const control = providerFaults(provider);
    await login(page, inject('netUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await expect.poll(() => provider.engine.snapshot(10)?.state).toBe('waiting');
    await joinGame(page, [10]);
    await expect.poll(() => control.startNow(10)).toBe(true);
    const called: number[] = [];
    for (let i = 0; i < 2; i++) await callAndSee(page, control, called);
    const variants = faultPayloads(await control.gameId(10), called);
    expect(await control.emitRaw(variants)).toBeGreaterThanOrEqual(variants.length);
    console.info(`[fault suite] network mode: ${variants.length} variants sent (${countKinds(variants)})`);
    await page.waitForTimeout(500);
    expect(await stripTexts(page)).toEqual(called.map(callLabel));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await crashScreen(page)).toBe(0);
    await callAndSee(page, control, called);
    expect(errors).toEqual([]);
    await context.close();
  });
});
