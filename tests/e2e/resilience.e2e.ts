import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startProviderServer, type ProviderServer } from '../../src/shared/api/mocks/node-server';
import { launchChromium } from './browser';
import { login, openBoardSelector, TEST_MOCK_CONFIG } from './game-flow';
import { faultPayloads } from './fault-payloads';
import { callAndSee, callLabel, joinGame, pageFaults, playOnToWin, providerFaults, reconnecting, stripTexts, type FaultControl } from './resilience-flow';

/**
 * Issue 7 fault suite: the connection is broken on purpose (mock provider fault controls) and the
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
    // the browser's own network logs are not app errors: no favicon in this app, and a refused
    // WebSocket handshake is the fault the test injects
    if (m.type() === 'error' && !/favicon\.ico|WebSocket connection to .* failed/.test(`${m.text()} ${m.location().url}`)) {
      errors.push(`console: ${m.text()} ${m.location().url}`);
    }
  });
  return { context, page, errors };
}

const crashScreen = (page: Page) => page.getByRole('heading', { name: /something went wrong/i }).count();

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

describe('mock mode (MSW in the browser)', () => {
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

  test('reconnection blocked for 10 s: the state shows throughout, no blank screen, recovery after', async () => {
    const { context, page, errors } = await openPage();
    const control = pageFaults(page);
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [7]);
    expect(await control.startNow(10)).toBe(true);
    const called: number[] = [];
    await callAndSee(page, control, called);
    await callAndSee(page, control, called);
    await control.refuseFor(10_000);
    const blockedAt = Date.now();
    await control.dropAll();
    await expect.poll(() => reconnecting(page).count(), { timeout: 5_000 }).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('disconnected'))).toBe('true');
    let samples = 0;
    while (Date.now() - blockedAt < 9_000) {
      // the game screen stays: banner, board, strip, buttons — never a blank or crash screen
      expect(await reconnecting(page).count()).toBe(1);
      expect(await page.getByRole('region', { name: 'Board 7', exact: true }).isVisible()).toBe(true);
      expect(await stripTexts(page)).toEqual(called.map(callLabel));
      expect(await crashScreen(page)).toBe(0);
      samples++;
      await page.waitForTimeout(1000);
    }
    expect(samples).toBeGreaterThanOrEqual(7);
    called.push((await control.callNext(10))!);
    // recovery: retries continue at 1–5 s after the block lifts
    await expect.poll(() => reconnecting(page).count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => stripTexts(page), { timeout: 10_000 }).toEqual(called.map(callLabel));
    await callAndSee(page, control, called);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the browser\'s online event reconnects at once instead of waiting for the back-off (spec §4)', async () => {
    const { context, page, errors } = await openPage();
    const control = pageFaults(page);
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [12]);
    expect(await control.startNow(10)).toBe(true);
    const called: number[] = [];
    await callAndSee(page, control, called);
    await control.refuseFor(60_000);
    await control.dropAll();
    await expect.poll(() => reconnecting(page).count(), { timeout: 5_000 }).toBe(1);
    // let the back-off grow to its 2.5–5 s range, then the network "returns"
    await page.waitForTimeout(7_000);
    await control.refuseFor(0);
    const back = Date.now();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => reconnecting(page).count(), { timeout: 5_000, interval: 50 }).toBe(0);
    expect(Date.now() - back).toBeLessThan(1_500);
    await callAndSee(page, control, called);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('rejoin failure (the game ended while away): error shown, exit dialog open, saved id cleared', async () => {
    const { context, page, errors } = await openPage();
    const control = pageFaults(page);
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [3]);
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
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/stake');
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
    // the in-page mock provider restarts with the page, so this game is gone: the rejoin fails (spec §4 step 5)
    const exit = page.getByRole('dialog', { name: 'Confirm Exit' });
    await expect.poll(() => exit.count(), { timeout: 15_000 }).toBe(1);
    await exit.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('button', { name: 'Mute call sounds' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('30 games in a row in one tab: socket listeners and JS heap stay flat', async () => {
    const { context, page, errors } = await openPage();
    const control = pageFaults(page);
    const cdp = await context.newCDPSession(page);
    await login(page, inject('mockUrl'), '0911000002');
    const figures: { game: number; listeners: number; socketListeners: number; heapKb: number }[] = [];
    const measure = async (game: number) => {
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
      await expect.poll(() => page.evaluate(() => window.__cartelaMock!.engine.snapshot(10)!.state)).toBe('waiting');
      await page.getByRole('button', { name: 'Play stake 10 ETB' }).click();
      await page.waitForURL('**/boardSelector');
      await joinGame(page, [(game % 50) + 1]);
      await expect.poll(() => control.startNow(10)).toBe(true);
      await callAndSee(page, control, []);
      expect(await control.endNow(10)).toBe(true);
      await expect.poll(() => page.getByText('No winner this game').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'እንደገና ይጫወቱ !' }).click();
      await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL('**/stake');
      if (game === 1 || game === 5 || game % 10 === 0) await measure(game);
    }
    console.info(`[fault suite] 30 games: ${JSON.stringify(figures)}`);
    const first = figures[0];
    for (const f of figures) {
      expect(f.listeners).toBe(first.listeners);
      expect(f.socketListeners).toBe(first.socketListeners);
    }
    // after warm-up (game 5) the heap may wobble with GC and caches, but must not grow per game
    const warm = figures.find((f) => f.game === 5)!;
    const last = figures.at(-1)!;
    expect(last.heapKb - warm.heapKb).toBeLessThan(2048);
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

  test('reload mid-game: back in the same game with the same boards, marks and called numbers', async () => {
    const { context, page, errors } = await openPage();
    const control = providerFaults(provider);
    await login(page, inject('netUrl'), '0911000002');
    await openBoardSelector(page, 10);
    await joinGame(page, [8, 9]);
    expect(await control.startNow(10)).toBe(true);
    const called: number[] = [];
    for (let i = 0; i < 6; i++) await callAndSee(page, control, called);
    // mark every called number that is on board 8 or 9 (at least one cell overall, usually)
    const marked: string[] = [];
    for (const id of [8, 9]) {
      const board = page.getByRole('region', { name: `Board ${id}`, exact: true });
      for (const n of called) {
        const cell = board.getByRole('gridcell', { name: `${n}, called`, exact: true });
        if ((await cell.count()) === 1) {
          await cell.click();
          marked.push(`${id}:${n}`);
        }
      }
    }
    const gameId = await control.gameId(10);
    await page.reload();
    await page.waitForURL('**/gameWindow/10');
    await expect.poll(() => stripTexts(page), { timeout: 15_000 }).toEqual(called.map(callLabel));
    expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).toBe(gameId);
    for (const id of [8, 9]) expect(await page.getByRole('region', { name: `Board ${id}`, exact: true }).isVisible()).toBe(true);
    for (const m of marked) {
      const [id, n] = m.split(':');
      const board = page.getByRole('region', { name: `Board ${id}`, exact: true });
      expect(await board.getByRole('gridcell', { name: `${n}, marked`, exact: true }).count()).toBe(1);
    }
    // the game goes on after the reload
    await callAndSee(page, control, called);
    // a return through / lands on the stored game path too (spec §4 step 7)
    await page.goto(inject('netUrl') + '/');
    await page.waitForURL('**/gameWindow/10');
    await expect.poll(() => stripTexts(page), { timeout: 15_000 }).toEqual(called.map(callLabel));
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
