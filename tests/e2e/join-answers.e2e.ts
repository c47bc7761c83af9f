import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, openBoardSelector } from './game-flow';
import { openPhonePage, pageFaults } from './resilience-flow';

/**
 * The join's answers as another honest server may send them (socket-contracts README "Money and
 * seat events"), in a real browser against the mock provider in the page: a refusal in the ack
 * (`{success: false, message}`, no answer event), and another player's `_game_joined_` sent to
 * every socket of the game.
 */
const browser = chromiumForFile();
const openPage = () => openPhonePage(browser());

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** Picks `id` on the open board selector and waits until it shows as the player's. */
async function pick(page: Page, id: number) {
  await page.getByRole('button', { name: `Board ${id}`, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: `Board ${id}, selected` }).count()).toBe(1);
}

describe('mock mode (MSW in the browser)', () => {
  test('a join refused in its acknowledgement ({success: false, message}): the server message, the player stays on the board selector with the picks, Start and Back usable', async () => {
    const { context, page, errors } = await openPage();
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await pick(page, 21);
    await pick(page, 22);
    // this server refuses the join in the ack only (no _game_join_validation_error_), as the contract allows
    await page.evaluate(() => {
      const engine = window.__cartelaMock!.engine;
      // both transports hand each client event to the engine's handler table (mock-provider/engine/core/dispatch.ts)
      engine.handlers.joinGame = (_conn, _payload, reply) => reply({ success: false, message: 'Board 22 is no longer available.' });
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => toast(page, 'Board 22 is no longer available.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/boardSelector');
    expect(await page.getByRole('button', { name: 'Board 21, selected' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Board 22, selected' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("another player's `_game_joined_` sent to every socket of the game leaves an idle player on the board selector", async () => {
    const { context, page, errors } = await openPage();
    const control = pageFaults(page);
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await pick(page, 21);
    const gameId = await control.gameId(10);
    expect(await control.emitRaw([{ event: `_game_joined_${gameId}`, payload: { gameId, boardIds: [30] } }])).toBeGreaterThan(0);
    // a later event of the same game: once it shows, the join answer before it has been handled
    expect(await control.emitRaw([{ event: `_updated_board_list_${gameId}`, payload: { gameId, gameBoards: [21, 30] } }])).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Board 30, taken' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/boardSelector');
    expect(await page.getByRole('button', { name: 'Board 21, selected' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
