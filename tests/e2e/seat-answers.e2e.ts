import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProviderServer } from '@mock-provider/node';
import { chromiumForFile } from './browser';
import { login, openBoardSelector, shellReplaced } from './game-flow';
import { A, moneyModeHooks, openPage as openMoneyPage, snackbar } from './money-identity-flow';

/**
 * Joins and purchases as any honest server may answer them (socket-contracts README "Money and seat
 * events"), in a real browser, mock mode and network mode: another player's answer sent to every
 * socket of the game neither seats nor refuses this player, a refusing ack overrides an answer
 * event heard before it, and a reload during a purchase sends the same requestId again.
 */
const browser = chromiumForFile();
const openPage = () => openMoneyPage(browser());

/** What a test does to the provider's handling of `_join_game_` / `purchase_cartela`. */
type Bend =
  /** `_game_joined_` naming the player's picks but no requestId to every socket, then an ack refusing the join. */
  | 'broadcast-then-refuse'
  /** Another player's `_game_joined_` (board 30, no requestId) to every socket, then the join as usual. */
  | 'broadcast-then-join'
  /** The first `purchase_cartela` is lost on its way (neither performed nor answered). */
  | 'lose-first-purchase';
/** A client event's handler as the mock's engines hold them (mock-provider/engine/core/dispatch.ts). */
type Handler = (conn: unknown, payload: unknown, reply: (answer: unknown) => void) => void;
type HandlerEntry = Handler | { on: Handler; invalid: unknown };
interface Bendable {
  engine: { handlers: { joinGame: HandlerEntry } };
  auto: { handlers: { purchaseCartela: HandlerEntry } };
  faults: { emitRaw(event: string, payload: unknown): number };
}

/**
 * Bends the provider (`mock`: the page's `window.__cartelaMock`, or the network server) and records
 * the requestId of every join and purchase it receives into `record`; returns the undo. Both
 * transports hand each client event to its engine's handler table, so the bend replaces entries
 * there. Self-contained: it runs in the page as its source text.
 */
function bendProvider(mock: Bendable, bend: Bend, record: (kind: string, requestId: string) => void): () => void {
  const saved = { join: mock.engine.handlers.joinGame, purchase: mock.auto.handlers.purchaseCartela };
  const handlerOf = (entry: HandlerEntry): Handler => (typeof entry === 'function' ? entry : entry.on);
  const join = handlerOf(saved.join);
  mock.engine.handlers.joinGame = (conn, payload, reply) => {
    const p = payload as { gameId: string; boardIds: number[]; requestId: string };
    record('join', p.requestId);
    if (bend === 'broadcast-then-refuse') {
      mock.faults.emitRaw(`_game_joined_${p.gameId}`, { gameId: p.gameId, boardIds: p.boardIds });
      setTimeout(() => reply({ error: 'Board 21 is no longer available.' }), 300);
      return;
    }
    if (bend === 'broadcast-then-join') mock.faults.emitRaw(`_game_joined_${p.gameId}`, { gameId: p.gameId, boardIds: [30] });
    join(conn, payload, reply);
  };
  const purchase = handlerOf(saved.purchase);
  let lost = false;
  mock.auto.handlers.purchaseCartela = (conn, payload, reply) => {
    record('purchase', (payload as { requestId: string }).requestId);
    if (bend === 'lose-first-purchase' && !lost) {
      lost = true;
      return;
    }
    purchase(conn, payload, reply);
  };
  return () => {
    mock.engine.handlers.joinGame = saved.join;
    mock.auto.handlers.purchaseCartela = saved.purchase;
  };
}

for (const mode of ['mock', 'network'] as const) {
  describe(`${mode} mode`, () => {
    const { baseUrl, controlOf, provider } = moneyModeHooks(mode);
    const network: { sent: [string, string][]; undo: () => void } = { sent: [], undo: () => undefined };
    afterEach(() => network.undo());

    /** Bends the provider; in mock mode the page keeps its record in local storage (a reload keeps it). */
    async function bend(page: Page, how: Bend) {
      if (mode === 'network') {
        network.undo();
        network.sent = [];
        network.undo = bendProvider(provider() as unknown as ProviderServer & Bendable, how, (kind, id) => network.sent.push([kind, id]));
        return;
      }
      await page.evaluate(
        ([source, how]) => {
          const record = (kind: string, id: string) => {
            const sent = JSON.parse(localStorage.getItem('e2e.seatRequests') ?? '[]') as [string, string][];
            localStorage.setItem('e2e.seatRequests', JSON.stringify([...sent, [kind, id]]));
          };
          // the same bend as in network mode, from its source text
          (new Function('mock', 'bend', 'record', `(${source})(mock, bend, record)`) as (...a: unknown[]) => void)(window.__cartelaMock, how, record);
        },
        [bendProvider.toString(), how] as const,
      );
    }
    const sent = async (page: Page, kind: string) =>
      (mode === 'network' ? network.sent : ((await page.evaluate(() => JSON.parse(localStorage.getItem('e2e.seatRequests') ?? '[]'))) as [string, string][]))
        .filter(([k]) => k === kind)
        .map(([, id]) => id);

    test('a join refused in its ack after a `_game_joined_` without a requestId was heard: refused, the player stays on the board selector, no stake taken', async () => {
      const { context, page, errors } = await openPage();
      const control = controlOf(page);
      await login(page, baseUrl(), A);
      await openBoardSelector(page, 10);
      await page.getByRole('button', { name: 'Board 21', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Board 21, selected' }).count()).toBe(1);
      await bend(page, 'broadcast-then-refuse');
      await page.getByRole('button', { name: 'Start' }).click();
      await expect.poll(() => snackbar(page, 'Board 21 is no longer available.').count()).toBe(1);
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/boardSelector');
      expect(await page.getByRole('button', { name: 'Board 21, selected' }).count()).toBe(1);
      expect(await control.balance(A)).toBe(500);
      expect(errors).toEqual([]);
      await context.close();
    });

    test("another player's `_game_joined_` without a requestId heard while the join is in flight: the player is seated on their own pick only, charged once", async () => {
      const { context, page, errors } = await openPage();
      const control = controlOf(page);
      await login(page, baseUrl(), A);
      await openBoardSelector(page, 10);
      await page.getByRole('button', { name: 'Board 21', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Board 21, selected' }).count()).toBe(1);
      await bend(page, 'broadcast-then-join');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForURL('**/gameWindow/10');
      await expect.poll(() => page.getByRole('region', { name: 'Board 21', exact: true }).count()).toBe(1);
      expect(await page.getByRole('region', { name: 'Board 30', exact: true }).count()).toBe(0);
      await expect.poll(() => control.balance(A)).toBe(490);
      expect(await sent(page, 'join')).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('a reload during a purchase: buying the same boards again sends the same requestId, and the boards are bought once', async () => {
      const { context, page, errors } = await openPage();
      const control = controlOf(page);
      await login(page, baseUrl(), A);
      const [gameId] = await control.autoGameIds();
      const buy = async () => {
        await page.getByRole('button', { name: 'Board 5', exact: true }).click();
        await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
        await expect.poll(() => dialog.getByRole('button', { name: 'አሁን ይግዙ' }).isEnabled()).toBe(true);
        await dialog.getByRole('button', { name: 'አሁን ይግዙ' }).click();
      };
      await page.goto(`${baseUrl()}/autoBoardSelector/${gameId}`);
      await shellReplaced(page);
      await bend(page, 'lose-first-purchase');
      await buy();
      await expect.poll(() => sent(page, 'purchase')).toHaveLength(1);
      // the page reloads while the purchase is in flight
      await page.reload();
      await shellReplaced(page);
      // the page's provider came back unbent (mock mode): it records again and loses nothing
      if (mode === 'mock') await bend(page, 'broadcast-then-join');
      await buy();
      await expect.poll(() => snackbar(page, 'You bought board 5').count()).toBe(1);
      const [first, second] = await sent(page, 'purchase');
      expect(second).toBe(first);
      expect(await control.autoOwners(gameId)).toEqual([5]);
      expect(await control.balance(A)).toBe(480);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
