import { describe, expect, inject, test } from 'vitest';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { joinGame, openPhonePage, pageFaults, providerFaults, faultProviderForBlock } from './resilience-flow';
import {
  blockedTenSeconds,
  connectionFailedThenRecovered,
  dropAndRecover,
  onlineReconnects,
  rejoinFails,
  repickAfterReconnect,
} from './resilience-connection-flows';

/**
 * The fault suite, connection: the connection is broken on purpose (mock provider fault controls)
 * and the player must see spec §4/§8 behaviour — "Reconnecting...", rejoin with the called
 * numbers, the retry rhythm, the online event, rejoin failure and a connection never made.
 */
const browser = chromiumForFile();
const openPage = () => openPhonePage(browser());

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
    await login(page, inject('netUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await joinGame(page, [5, 6]);
    await dropAndRecover(page, providerFaults(provider()), [5, 6], 'abebe');
    await page.getByRole('dialog', { name: 'BINGO!' }).getByRole('button', { name: 'Play Again' }).click();
    await page.waitForURL('**/stake');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('drop on the board selector: picks re-picked after the reconnect, a board taken meanwhile reported, Start joins with the rest', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await repickAfterReconnect(page, providerFaults(provider()), [14, 19], 'abebe');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reconnection blocked for 10 s: the state shows throughout, no blank screen, recovery after', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await blockedTenSeconds(page, providerFaults(provider()), 13);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the browser\'s online event reconnects at once instead of waiting for the back-off (spec §4)', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await onlineReconnects(page, providerFaults(provider()), 14);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('rejoin failure (the game ended while away): error shown, exit dialog open, saved id cleared', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await rejoinFails(page, providerFaults(provider()), 15);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('no connection within 5 s: "Connection failed. Please try again.", then the stake opens once connected', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('netUrl'), '0911000001');
    await connectionFailedThenRecovered(page, providerFaults(provider()));
    expect(errors).toEqual([]);
    await context.close();
  });
});
