import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openBoardSelector } from './game-flow';
import {
  callAndSee,
  crashScreen,
  joinGame,
  playOnToWin,
  reconnecting,
  socketListeners,
  seenCalls,
  shownFor,
  socketStatus,
  type FaultControl,
} from './resilience-flow';

// The connection flows of the fault suite (resilience-connection.e2e.ts), each run in mock mode
// (the provider in the page) and in network mode (the provider as a real server).

/** Drop mid-game → "Reconnecting..." → back with every call in order → the game can still be won. */
export async function dropAndRecover(page: Page, control: FaultControl, boards: number[], winnerName: string) {
  const called: number[] = [];
  expect(await control.startNow(10)).toBe(true);
  for (let i = 0; i < 3; i++) await callAndSee(page, control, called);
  const stripTop = () => page.locator('ol[aria-label="Called numbers"]').evaluate((el) => el.getBoundingClientRect().top);
  const topBefore = await stripTop();
  await control.refuseFor(1500);
  expect(await control.dropAll()).toBeGreaterThan(0);
  await expect.poll(() => reconnecting(page).count(), { timeout: 10_000 }).toBe(1);
  // the banner is drawn over the page: the call strip (and the boards below it) keep their place
  expect(await stripTop()).toBe(topBefore);
  // two numbers are called while the player is away, one of them is delivered twice afterwards
  for (let i = 0; i < 2; i++) called.push((await control.callNext(10))!);
  await expect.poll(() => reconnecting(page).count(), { timeout: 20_000 }).toBe(0);
  await expect.poll(() => seenCalls(page), { timeout: 10_000 }).toEqual(shownFor(called));
  await control.duplicateCalls(1);
  await callAndSee(page, control, called);
  expect(await seenCalls(page)).toEqual(shownFor(called));
  await playOnToWin(page, control, boards, called, winnerName);
  expect(await seenCalls(page)).toEqual(shownFor(called));
}

/**
 * Spec §7 retry policy, read from when the refused attempts reached the provider: retries go on
 * (forever) 1–5 s apart, randomized by 0.5 (1 s × (1 ± 0.5) at first, then doubling up to 5 s).
 * The gaps also hold the failure's round trip, and two arrivals can be seen closer than they were
 * sent (a late first one), hence the slack on both sides.
 */
export function expectRetryRhythm(attempts: number[]) {
  const gaps = attempts.slice(1).map((t, i) => t - attempts[i]);
  for (const gap of gaps) {
    expect(gap).toBeGreaterThanOrEqual(400);
    expect(gap).toBeLessThanOrEqual(5_000 + 1_500);
  }
  return gaps;
}

/** Reconnection refused for 10 s mid-game: the player sees the state throughout, then it recovers. */
export async function blockedTenSeconds(page: Page, control: FaultControl, board: number) {
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
    expect(await seenCalls(page)).toEqual(shownFor(called));
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
  await expect.poll(() => seenCalls(page), { timeout: 10_000 }).toEqual(shownFor(called));
  await callAndSee(page, control, called);
}

/**
 * The browser's online event reconnects at once (spec §4), proved so that luck cannot explain it:
 * after the third refused retry socket.io's next back-off is 4–5 s (1 s × 2³ × (1 ± 0.5), capped at
 * 5 s). The network then "returns" but for a second nothing happens — no retry is due — and only
 * the online event can bring the client back within the next 1.5 s.
 */
export async function onlineReconnects(page: Page, control: FaultControl, board: number) {
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
export async function rejoinFails(page: Page, control: FaultControl, board: number) {
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
export async function connectionFailedThenRecovered(page: Page, control: FaultControl) {
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
 * The board selector across a drop (spec §4 Socket connection, manual flow 1–2; §2.7): the server
 * releases the player's picks when the socket drops, and another player takes one of them meanwhile.
 * The selector shows the connection state and locks the picks while offline; after the reconnect
 * it asks for the board list again, re-picks the free board, says which one was lost, and Start
 * joins with the board it shows — which the provider then holds as this player's.
 */
export async function repickAfterReconnect(page: Page, control: FaultControl, [kept, lost]: [number, number], name: string) {
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
