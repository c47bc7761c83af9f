import { describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { callAndSee, joinGame, openPhonePage, pageFaults, providerFaults, socketListeners, seenCalls, shownFor, faultProviderForBlock, type FaultControl } from './resilience-flow';
import { netUrl } from './servers';

/**
 * The fault suite, long sessions: reload back into the same game (spec §4 step 7), call sounds
 * across a reload, and a long session that does not grow socket listeners or memory.
 */
const browser = chromiumForFile();
const openPage = () => openPhonePage(browser());

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
    // the game is over: its per-game listeners are gone before the player even leaves, but for the
    // game chat's four (reaction, message, state, removal: the room congratulates the winner), which
    // go when the player leaves (the figures below stay flat)
    await expect.poll(() => socketListeners(page)).toBe(4);
    await page.getByRole('button', { name: 'እንደገና ይጫወቱ !' }).click();
    await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/stake');
    if (game === 1 || game === 5 || game % 10 === 0 || game >= 28) await measure(game);
  }
  console.info(`[fault suite] 30 games, ${mode}: ${JSON.stringify(figures)}`);
  const first = figures[0];
  for (const f of figures) {
    expect(f.listeners).toBe(first.listeners);
    expect(f.socketListeners).toBe(first.socketListeners);
  }
  // after warm-up (game 5) the heap may wobble with GC and caches, but must not grow per game
  const warm = figures.find((f) => f.game === 5)!;
  // the end's figure is the lowest of the last three games: a leak stays in all three, while a
  // single reading can catch caches the next collection frees
  const last = figures.filter((f) => f.game >= 28).reduce((low, f) => (f.heapKb < low.heapKb ? f : low));
  expect(last.heapKb - warm.heapKb).toBeLessThan(2048);
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
  await expect.poll(() => seenCalls(page), { timeout: 15_000 }).toEqual(shownFor(called));
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
  expect(await page.getByRole('button', { name: /Sound is off — tap to turn it on/ }).count()).toBe(0);
  const clips: string[] = [];
  page.on('request', (r) => {
    const m = /\/sounds\/calls\/(\d+)\.mp3$/.exec(r.url());
    if (m) clips.push(m[1]);
  });
  const next = await callAndSee(page, control, called);
  const hint = page.getByRole('button', { name: /Sound is off — tap to turn it on/ });
  await expect.poll(() => hint.count()).toBe(1);
  expect(clips).not.toContain(String(next));
  await hint.click();
  await expect.poll(() => hint.count()).toBe(0);
  await expect.poll(() => clips).toContain(String(next));
  // the tap's play() was allowed: the hint does not come back, the next call plays too
  const after = await callAndSee(page, control, called);
  await expect.poll(() => clips).toContain(String(after));
  expect(await hint.count()).toBe(0);
  // a return through / lands on the stored game path too (spec §4 step 7)
  await page.goto(baseUrl + '/');
  await page.waitForURL('**/gameWindow/10');
  await expect.poll(() => seenCalls(page), { timeout: 15_000 }).toEqual(shownFor(called));
}

describe('mock mode (MSW in the browser)', () => {
  test('reload mid-game: back in the same game with the same boards, marks and called numbers', async () => {
    const { context, page, errors } = await openPage();
    await reloadMidGame(context, page, pageFaults(page), inject('mockUrl'));
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
    await expect.poll(() => seenCalls(page), { timeout: 15_000 }).toEqual(shownFor(called));
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

describe('network mode (production build against `npm run provider`)', () => {
  const provider = faultProviderForBlock();

  test('reload mid-game: back in the same game with the same boards, marks and called numbers', async () => {
    const { context, page, errors } = await openPage();
    await reloadMidGame(context, page, providerFaults(provider()), netUrl());
    expect(errors).toEqual([]);
    await context.close();
  });

  test('30 games in a row in one tab (the provider outside the page): listeners and JS heap stay flat', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000002');
    await thirtyGames(context, page, providerFaults(provider()), 'network mode');
    expect(errors).toEqual([]);
    await context.close();
  });
});
