import { describe, expect, test } from 'vitest';
import { chromiumForFile } from './browser';
import { balanceText, login, openBoardSelector, pageControl as gamePageControl, playAndWin } from './game-flow';
import { A, B, craftedSession, moneyModeHooks, noteText, openPage as openMoneyPage, openWallet } from './money-identity-flow';
import { joinGame } from './resilience-flow';

/**
 * Real identity in a real browser, mock mode and network mode: the socket knows the player from the
 * handshake token (another player's phone in a payload moves nothing), a revoked token ends the
 * session, and a shared phone keeps nothing of the last player.
 */
const browser = chromiumForFile();
const openPage = () => openMoneyPage(browser());

for (const mode of ['mock', 'network'] as const) {
  describe(`${mode} mode`, () => {
    const { baseUrl, socketOrigin, controlOf, provider } = moneyModeHooks(mode);

    test('player B naming A in _join_game_, _bingo_ and purchase_cartela moves none of A’s money and gets the refusal', async () => {
      const { context, page, errors } = await openPage();
      const control = controlOf(page);
      await login(page, baseUrl(), B);
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const aBefore = await control.balance(A);
      const [autoGame] = await control.autoGameIds();
      const gameId = 'g10-crafted';
      const session = await craftedSession(page, socketOrigin(), token, [
        { event: 'request_initial_boardlist', payload: { betAmount: 10, phone: A } },
        { event: '_join_game_', payload: { phone: A, betAmount: 10, numberOfBoards: 1, boardIds: [7], hasLost: false, isActive: true, gameId } },
        { event: '_bingo_', payload: { username: 'abebe', betAmount: 10, boardId: 7, phone: A, gameId }, ack: false },
        { event: 'purchase_cartela', payload: { phone: A, gameId: autoGame, boards: [3] } },
        { event: 'join_auto_game', payload: { phone: A, gameId: autoGame } },
      ]);
      const refused = 'This request names another player than the one logged in.';
      expect(session.connectError).toBeNull();
      expect(session.acks.filter((a) => a !== undefined)).toEqual([
        { status: 'error', message: refused },
        { error: refused },
        { error: refused },
        { error: refused },
      ]);
      expect(session.received).toEqual(
        expect.arrayContaining([
          [`_game_join_validation_error_${gameId}`, { message: refused }],
          [`_game_result_${gameId}`, { success: false, failed: true, message: refused, boardId: 7 }],
          ['purchase_cartela_result', { success: false, message: refused }],
        ]),
      );
      expect(await control.balance(A)).toBe(aBefore);
      expect(await control.ledger(A)).toEqual([]);
      expect(await control.autoOwners(autoGame)).toEqual([]);
      // a handshake without a valid token is refused as `unauthorized`
      expect((await craftedSession(page, socketOrigin(), 'mock.forged', [])).connectError).toBe('unauthorized');
      expect(errors).toEqual([]);
      await context.close();
    });

    test('a token revoked mid-game: the reconnect is refused and the player lands on /auth, token and stored game gone', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      await login(page, baseUrl(), A);
      await openBoardSelector(page, 10);
      await joinGame(page, [21]);
      expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).not.toBeNull();
      expect(await control.revokePlayer(A)).toBeGreaterThan(0);
      await page.waitForURL('**/auth?redirect=%2FgameWindow%2F10', { timeout: 20_000 });
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('gameId')])).toEqual([null, null]);
      await context.close();
    });

    test('a shared phone: A plays, opens both histories, logs out; B in the same tab sees none of A’s rows, balance or game', async () => {
      const { context, page, errors } = await openPage();
      await login(page, baseUrl(), A);
      // A has a ledger row and a game: a transfer, then a game joined (its stake debited)
      await openWallet(page, baseUrl(), 'Transfer');
      await page.getByLabel('Transfer to (phone)').fill('0911000003');
      await page.getByLabel('Amount (ETB)').fill('30');
      await page.getByRole('button', { name: 'Transfer', exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => noteText(page)).toContain('Transfer completed.');
      await page.goto(baseUrl() + '/gameType');
      await openBoardSelector(page, 10);
      const game = mode === 'mock' ? gamePageControl(page) : { startNow: async (b: number) => provider()!.engine.startNow(b), callNext: async (b: number) => provider()!.engine.callNext(b) };
      await playAndWin(page, game, [1, 2], 470);
      await page.goto(baseUrl() + '/transactionHistory');
      await expect.poll(() => page.getByRole('table', { name: 'Transactions' }).getByText('Transfer out').count()).toBeGreaterThan(0);
      await page.goto(baseUrl() + '/gameHistory');
      await expect.poll(() => page.getByTestId('game-entry').count()).toBeGreaterThan(0);
      // then into another game, which the tab keeps for a reload
      await page.goto(baseUrl() + '/gameType');
      await openBoardSelector(page, 10);
      await joinGame(page, [33]);
      expect(await page.evaluate(() => sessionStorage.getItem('gameId'))).not.toBeNull();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/auth');
      // nothing of A's game is kept (the router's own scroll positions may be)
      const kept = await page.evaluate(() => ({ token: localStorage.getItem('token'), session: Object.keys(sessionStorage).filter((k) => !k.startsWith('tsr-scroll')) }));
      expect(kept).toEqual({ token: null, session: [] });

      await page.getByLabel('Phone number').fill(B);
      await page.getByLabel('Password').fill('cartela123');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/gameType');
      await expect.poll(() => balanceText(page)).toBe('Balance: 1,000.00 ETB +50.00');
      await page.goto(baseUrl() + '/transactionHistory');
      await expect.poll(() => page.getByText('No transaction history available').count()).toBe(1);
      expect(await page.getByText('Transfer out').count()).toBe(0);
      await page.goto(baseUrl() + '/gameHistory');
      await expect.poll(() => page.getByText('No games found for the selected date range.').count()).toBe(1);
      expect(await page.getByTestId('game-entry').count()).toBe(0);
      // `/` sends a player with a stored game back into it: B has none
      await page.goto(baseUrl() + '/');
      await page.waitForURL('**/gameType');
      // the device keeps A's seat for A only: B is never offered "Back to your game"
      expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('cartela.activeGames') ?? '{}') as object))).toEqual([A]);
      await page.getByRole('button', { name: 'Manual Play' }).click();
      await page.waitForURL('**/stake');
      await expect.poll(() => page.getByTestId('stake-10').getAttribute('data-state')).not.toBe('unknown');
      expect(await page.getByRole('region', { name: 'Back to your game' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
