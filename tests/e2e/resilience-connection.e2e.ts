import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { callAndSee, joinGame, openPhonePage, pageFaults, providerFaults, faultProviderForBlock, reconnecting, seenCalls, shownFor } from './resilience-flow';
import {
  blockedTenSeconds,
  connectionFailedThenRecovered,
  dropAndRecover,
  onlineReconnects,
  rejoinFails,
  repickAfterReconnect,
} from './resilience-connection-flows';
import { netUrl } from './servers';

/**
 * The fault suite, connection: the connection is broken on purpose (mock provider fault controls)
 * and the player must see spec §4/§8 behaviour — "Reconnecting...", rejoin with the called
 * numbers, the retry rhythm, the online event, rejoin failure and a connection never made.
 */
const browser = chromiumForFile();
const openPage = () => openPhonePage(browser());

/**
 * From now on (and again after each reload: the in-page provider starts afresh), records the board
 * id of every `_bingo_` the in-page mock provider receives; `claimsReceived` reads them.
 */
async function recordClaims(page: Page) {
  await page.waitForFunction(() => window.__cartelaMock !== undefined);
  await page.evaluate(() => {
    const engine = window.__cartelaMock!.engine;
    const seen: number[] = [];
    Object.assign(window, { __claimsReceived: seen });
    // both transports hand each client event to the engine's handler table (mock-provider/engine/core/dispatch.ts)
    const bingo = engine.handlers.bingo;
    const handle = typeof bingo === 'function' ? bingo : bingo.on;
    engine.handlers.bingo = (conn, payload, reply) => {
      seen.push(payload.boardId);
      handle(conn, payload, reply);
    };
  });
}
const claimsReceived = (page: Page) => page.evaluate(() => (window as unknown as { __claimsReceived: number[] }).__claimsReceived);

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

  test('a board is claimed once per game (spec §5): after a reconnect and after a reload its ቢንጎ! sends nothing again, the other board\'s still goes', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [21, 22]);
    const control = pageFaults(page);
    expect(await control.startNow(10)).toBe(true);
    const called: number[] = [];
    await callAndSee(page, control, called);
    await recordClaims(page);
    // one call: board 21's claim is a Bad Bingo, and the game goes on
    await page.getByRole('button', { name: 'ቢንጎ! board 21', exact: true }).click();
    await expect.poll(() => page.getByText('Bad Bingo - boardId [21]').count()).toBe(1);
    expect(await claimsReceived(page)).toEqual([21]);
    // the connection drops and comes back: the game is rejoined
    expect(await control.dropAll()).toBeGreaterThan(0);
    await expect.poll(() => reconnecting(page).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => reconnecting(page).count(), { timeout: 20_000 }).toBe(0);
    // a tap on board 21's ቢንጎ! (forced: it is disabled) sends nothing, in the time a claim takes to arrive and be checked
    const board21 = page.getByRole('button', { name: /^ቢንጎ! board 21\b/ });
    await board21.click({ force: true });
    await page.waitForTimeout(1000);
    expect(await claimsReceived(page)).toEqual([21]);
    expect(await board21.isDisabled()).toBe(true);
    expect(await board21.getAttribute('aria-label')).toBe('ቢንጎ! board 21: claim sent');
    expect(await board21.innerText()).toBe('Claim sent');
    const gameId = await control.gameId(10);
    expect(await page.evaluate((id) => sessionStorage.getItem(`claims.${id}`), gameId)).toBe('[21]');
    // a reload: back in the game, board 21 still claimed; its tap sends nothing, board 22's claim goes
    await page.reload();
    await page.waitForURL('**/gameWindow/10');
    await expect.poll(() => seenCalls(page), { timeout: 15_000 }).toEqual(shownFor(called));
    await recordClaims(page);
    await expect.poll(() => board21.isDisabled()).toBe(true);
    await board21.click({ force: true });
    await page.getByRole('button', { name: 'ቢንጎ! board 22', exact: true }).click();
    await expect.poll(() => claimsReceived(page)).toEqual([22]);
    await expect.poll(() => page.getByText('Bad Bingo - boardId [22]').count()).toBe(1);
    expect(await claimsReceived(page)).toEqual([22]);
    expect(await page.evaluate((id) => sessionStorage.getItem(`claims.${id}`), gameId)).toBe('[21,22]');
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
});

describe('network mode (production build against `npm run provider`)', () => {
  const provider = faultProviderForBlock();

  test('drop the connection mid-game: Reconnecting..., all calls back in order, the game is still won', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [5, 6]);
    await dropAndRecover(page, providerFaults(provider()), [5, 6], 'abebe');
    await page.getByRole('dialog', { name: 'BINGO!' }).getByRole('button', { name: 'Play Again' }).click();
    await page.waitForURL('**/boardSelector');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('drop on the board selector: picks re-picked after the reconnect, a board taken meanwhile reported, Start joins with the rest', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000001');
    await repickAfterReconnect(page, providerFaults(provider()), [14, 19], 'abebe');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reconnection blocked for 10 s: the state shows throughout, no blank screen, recovery after', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000001');
    await blockedTenSeconds(page, providerFaults(provider()), 13);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the browser\'s online event reconnects at once instead of waiting for the back-off (spec §4)', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000001');
    await onlineReconnects(page, providerFaults(provider()), 14);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('rejoin failure (the game ended while away): error shown, exit dialog open, saved id cleared', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000001');
    await rejoinFails(page, providerFaults(provider()), 15);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('no connection within 5 s: "Connection failed. Please try again.", then the stake opens once connected', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000001');
    await connectionFailedThenRecovered(page, providerFaults(provider()));
    expect(errors).toEqual([]);
    await context.close();
  });
});
