import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { faultPayloads, optionalPaths, serverExamples, withNull } from './fault-payloads';
import { serverEvents } from '../../socket-contracts';
import { callAndSee, crashScreen, joinGame, openPhonePage, pageFaults, providerFaults, seenCalls, shownFor, faultProviderForBlock, type FaultControl } from './resilience-flow';
import { netUrl } from './servers';

/**
 * The fault suite, payloads: bad socket traffic (malformed, duplicate, other-game, out-of-order,
 * null for optional fields, unusable) never corrupts the screen; what cannot be read is reported
 * and the game rejoined.
 */
const browser = chromiumForFile();
const openPage = () => openPhonePage(browser());

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
  // _game_result_: boardId, winner, board_numbers, called_numbers, winning_nums and the proposed
  // players_count, boards_count; _game_rejoined_: numbers
  expect(variants.length).toBe(8);
  expect(await control.emitRaw(variants)).toBeGreaterThanOrEqual(variants.length);
  // the Bad Bingo with `winner: null` (and every other null) is shown, not dropped
  await expect.poll(() => page.locator('[data-sonner-toast]', { hasText: `Bad Bingo - boardId [${board}]` }).count()).toBeGreaterThan(0);
  // a valid call sent after the variants: once it shows, every variant has been handled
  await callAndSee(page, control, called);
  expect(await seenCalls(page)).toEqual(shownFor(called));
  expect(await payloadReports(page)).toBe(0);

  // a call without its number cannot be used: the player is told, it is reported, the game rejoined
  await control.emitRaw([{ event: `_bingo_number_${gameId}`, payload: { letter: 'B', number: null } }]);
  await expect.poll(() => page.locator('[data-sonner-toast]', { hasText: 'The game sent something we could not read. Reconnecting…' }).count()).toBe(1);
  await expect.poll(() => payloadReports(page)).toBe(1);
  await callAndSee(page, control, called);
  expect(await seenCalls(page)).toEqual(shownFor(called));

  // the end of a game without a winner, its optional boards sent as null, still ends the game
  const ended = ['data.board_numbers', 'data.winning_nums'].reduce((p, path) => withNull(p, path), examples.gameEnded);
  await control.emitRaw([{ event: `_game_ended_${gameId}`, payload: ended }]);
  await expect.poll(() => page.locator('[data-sonner-toast]', { hasText: 'No winner this game' }).count()).toBe(1);
  expect(await payloadReports(page)).toBe(1);
}

function countKinds(list: { kind: string }[]): string {
  const counts: Record<string, number> = {};
  for (const e of list) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  return Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

describe('mock mode (MSW in the browser)', () => {
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
    // later valid events are still shown; once this call shows, every variant before it has been handled
    await callAndSee(page, control, called);
    expect(await seenCalls(page)).toEqual(shownFor(called));
    expect(await page.getByTestId('prize-pool').innerText()).toBe(prize);
    expect(await page.getByRole('timer', { name: 'Game Starts In' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'ቢንጎ! board 4' }).isEnabled()).toBe(true);
    expect(await crashScreen(page)).toBe(0);
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
});

describe('network mode (production build against `npm run provider`)', () => {
  const provider = faultProviderForBlock();

  test('null for every optional field over the network: read as absent; an unusable payload is reported and the game rejoined', async () => {
    const { context, page, errors } = await openPage();
    await login(page, netUrl(), '0911000001');
    await openBoardSelector(page, 10);
    await expect.poll(() => provider().engine.snapshot(10)?.state).toBe('waiting');
    await joinGame(page, [12]);
    await nullVariantsAndUnreadable(page, providerFaults(provider()), 12);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('malformed and duplicate payloads over the network: no crash, later valid events shown', async () => {
    const { context, page, errors } = await openPage();
    const control = providerFaults(provider());
    await login(page, netUrl(), '0911000001');
    await openBoardSelector(page, 10);
    await expect.poll(() => provider().engine.snapshot(10)?.state).toBe('waiting');
    await joinGame(page, [10]);
    await expect.poll(() => control.startNow(10)).toBe(true);
    const called: number[] = [];
    for (let i = 0; i < 2; i++) await callAndSee(page, control, called);
    const variants = faultPayloads(await control.gameId(10), called);
    expect(await control.emitRaw(variants)).toBeGreaterThanOrEqual(variants.length);
    console.info(`[fault suite] network mode: ${variants.length} variants sent (${countKinds(variants)})`);
    // once a later valid call shows, every variant before it has been handled
    await callAndSee(page, control, called);
    expect(await seenCalls(page)).toEqual(shownFor(called));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await crashScreen(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
