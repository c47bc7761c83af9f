import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startProviderServer, type ProviderServer } from '@mock-provider/node';
import { launchChromium } from './browser';
import { balanceText, login, openBoardSelector, pageControl as gamePageControl, playAndWin, TEST_MOCK_CONFIG } from './game-flow';
import { joinGame, socketStatus } from './resilience-flow';

/**
 * Real money, real identity, in a real browser, mock mode and network mode: the socket knows the
 * player from the handshake token (another player's phone in a payload moves nothing), a revoked
 * token ends the session, one money intent moves money once even when its answer is lost, money
 * events are never queued offline, and a shared phone keeps nothing of the last player.
 */
const AUTO_CONFIG = { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0, seed: 7, stakes: [20, 300, 50] };
const A = '0911000001';
const B = '0911000002';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What a test reads from and does to the provider, in the page (mock mode) or through the server. */
interface ProviderControl {
  dropNextMoneyAnswer(): Promise<void>;
  moneyRequests(): Promise<{ kind: string; key: string | null }[]>;
  revokePlayer(phone: string): Promise<number>;
  balance(phone: string): Promise<number>;
  ledger(phone: string): Promise<{ type: string; amount: number }[]>;
  pendingDeposits(phone: string): Promise<number>;
  refuseFor(ms: number): Promise<void>;
  dropAll(): Promise<number>;
  autoGameIds(): Promise<string[]>;
  autoOwners(gameId: string): Promise<number[]>;
}

type WorldView = { data: { ledger: { phone: string; type: string; amount: number }[]; deposits?: Record<string, { phone: string; state: string }> } };
const pendingOf = (world: WorldView, phone: string) => Object.values(world.data.deposits ?? {}).filter((d) => d.phone === phone && d.state === 'pending').length;

const pageControl = (page: Page): ProviderControl => ({
  dropNextMoneyAnswer: () => page.evaluate(() => window.__cartelaMock!.faults.dropNextMoneyAnswer()),
  moneyRequests: () => page.evaluate(() => window.__cartelaMock!.faults.moneyRequests()),
  revokePlayer: (phone) => page.evaluate((p) => window.__cartelaMock!.faults.revokePlayer(p), phone),
  balance: (phone) => page.evaluate((p) => window.__cartelaMock!.world.balanceOf(p).current_balance, phone),
  ledger: (phone) => page.evaluate((p) => window.__cartelaMock!.world.data.ledger.filter((e) => e.phone === p).map(({ type, amount }) => ({ type, amount })), phone),
  pendingDeposits: (phone) =>
    page.evaluate((p) => Object.values((window.__cartelaMock!.world.data as unknown as { deposits?: Record<string, { phone: string; state: string }> }).deposits ?? {}).filter((d) => d.phone === p && d.state === 'pending').length, phone),
  refuseFor: (ms) => page.evaluate((m) => window.__cartelaMock!.faults.refuseFor(m), ms),
  dropAll: () => page.evaluate(() => window.__cartelaMock!.faults.dropAll()),
  autoGameIds: () => page.evaluate(() => window.__cartelaMock!.auto.gameIds()),
  autoOwners: (gameId) => page.evaluate((id) => window.__cartelaMock!.auto.list().find((g) => g.gameId === id)?.playerBoards.flatMap((p) => p.boardIds) ?? [], gameId),
});

const serverControl = (provider: ProviderServer): ProviderControl => ({
  dropNextMoneyAnswer: async () => provider.faults.dropNextMoneyAnswer(),
  moneyRequests: async () => provider.faults.moneyRequests(),
  revokePlayer: async (phone) => provider.faults.revokePlayer(phone),
  balance: async (phone) => provider.world.balanceOf(phone).current_balance,
  ledger: async (phone) => provider.world.data.ledger.filter((e) => e.phone === phone).map(({ type, amount }) => ({ type, amount })),
  pendingDeposits: async (phone) => pendingOf(provider.world as unknown as WorldView, phone),
  refuseFor: async (ms) => provider.faults.refuseFor(ms),
  dropAll: async () => provider.faults.dropAll(),
  autoGameIds: async () => provider.auto.gameIds(),
  autoOwners: async (gameId) => provider.auto.list().find((g) => g.gameId === gameId)?.playerBoards.flatMap((p) => p.boardIds) ?? [],
});

async function openPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  await context.addInitScript(
    ([cfg, auto]) => {
      localStorage.setItem('cartela.mock.config', JSON.stringify(cfg));
      localStorage.setItem('cartela.mock.auto', JSON.stringify(auto));
    },
    [TEST_MOCK_CONFIG, AUTO_CONFIG] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** The Idempotency-Key of every money POST the page sends, by path. */
function recordMoneyKeys(page: Page): { path: string; key: string }[] {
  const keys: { path: string; key: string }[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && /\/api\/(transactions|manual-payments)\//.test(path)) keys.push({ path, key: r.headers()['idempotency-key'] ?? '' });
  });
  return keys;
}

/**
 * A hand-crafted Socket.IO client inside the page (raw Engine.IO v4 frames over the page's own
 * WebSocket, which the mock provider intercepts in mock mode): connects with `token`, sends each
 * event (with an ack unless `ack: false`), and returns the acks in order and every event the server
 * sent meanwhile.
 */
function craftedSession(page: Page, socketOrigin: string, token: string, events: { event: string; payload: unknown; ack?: false }[]) {
  return page.evaluate(
    ({ origin, token, events }) =>
      new Promise<{ connectError: string | null; acks: unknown[]; received: [string, unknown][] }>((resolve) => {
        const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
        const acks: unknown[] = [];
        const received: [string, unknown][] = [];
        const done = (connectError: string | null) => {
          ws.close();
          resolve({ connectError, acks, received });
        };
        ws.onmessage = (m) => {
          const data = String(m.data);
          if (data === '2') return ws.send('3');
          if (data.startsWith('0')) return ws.send(`40${JSON.stringify({ token })}`);
          if (data.startsWith('44')) return done((JSON.parse(data.slice(2)) as { message: string }).message);
          if (data.startsWith('40')) {
            if (!events.some((e) => e.ack !== false)) setTimeout(() => done(null), 300);
            events.forEach((e, i) => ws.send(`42${e.ack === false ? '' : i}${JSON.stringify([e.event, e.payload])}`));
            return;
          }
          if (data.startsWith('43')) {
            const [, id, body] = /^43(\d+)(.*)$/.exec(data)!;
            acks[Number(id)] = (JSON.parse(body) as unknown[])[0];
            if (acks.filter((a) => a !== undefined).length === events.filter((e) => e.ack !== false).length) setTimeout(() => done(null), 300);
            return;
          }
          if (data.startsWith('42')) received.push(JSON.parse(data.slice(2)) as [string, unknown]);
        };
        setTimeout(() => done('no answer'), 8000);
      }),
    { origin: socketOrigin, token, events },
  );
}

const noteText = (page: Page) => page.getByRole('status').allInnerTexts();
const snackbar = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

async function openWallet(page: Page, baseUrl: string, tab: 'Deposit' | 'Withdraw' | 'Transfer', sub?: 'Automatic') {
  await page.goto(baseUrl + '/addBalance');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  if (sub) await page.getByRole('tab', { name: sub, exact: true }).click();
}

for (const mode of ['mock', 'network'] as const) {
  describe(`${mode} mode`, () => {
    let provider: ProviderServer | undefined;
    const baseUrl = () => inject(mode === 'mock' ? 'mockUrl' : 'netUrl');
    const socketOrigin = () => (mode === 'mock' ? inject('mockUrl') : `http://127.0.0.1:${inject('providerPort')}`);
    const controlOf = (page: Page) => (mode === 'mock' ? pageControl(page) : serverControl(provider!));
    beforeAll(async () => {
      if (mode === 'network') provider = await startProviderServer(inject('providerPort'), TEST_MOCK_CONFIG, AUTO_CONFIG);
    });
    afterAll(async () => {
      await provider?.close();
    });
    // each test starts from the demo world and fresh games (mock mode: each test has a fresh page)
    beforeEach(() => {
      provider?.world.reset();
      provider?.engine.restart();
      provider?.auto.restart();
    });

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

    test('transfer 25 ETB with the answer dropped: "Not confirmed", tap again, one transfer on the server, balance 475.00, one key', async () => {
      const { context, page, errors } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      const earlier = (await control.moneyRequests()).length;
      await openWallet(page, baseUrl(), 'Transfer');
      await page.getByLabel('Transfer to (phone)').fill(B);
      await page.getByLabel('Amount (ETB)').fill('25');
      await control.dropNextMoneyAnswer();
      const confirm = async () => {
        await page.getByRole('button', { name: 'Transfer', exact: true }).click();
        await page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
      };
      await confirm();
      await expect
        .poll(() => noteText(page))
        .toContain('Not confirmed by an answer, but the server shows a transfer of 25.00 ETB. Your balance is now 475.00 ETB.');
      await expect.poll(() => balanceText(page)).toBe('Balance: 475.00 ETB');
      await confirm();
      await expect.poll(() => noteText(page)).toContain('Transfer completed.');
      expect(await control.balance(A)).toBe(475);
      expect(await control.balance(B)).toBe(1025);
      expect((await control.ledger(A)).filter((e) => e.type === 'transfer_out')).toEqual([{ type: 'transfer_out', amount: 25 }]);
      const sent = keys.filter((k) => k.path.endsWith('/transactions/transfer'));
      expect(sent).toHaveLength(2);
      expect(sent[1].key).toBe(sent[0].key);
      const received = (await control.moneyRequests()).slice(earlier).filter((r) => r.kind.endsWith('/transactions/transfer'));
      expect(received.map((r) => r.key)).toEqual([sent[0].key, sent[0].key]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('withdrawal with the answer dropped: "Not confirmed", again → one withdrawal of 100.00, one key', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      await openWallet(page, baseUrl(), 'Withdraw', 'Automatic');
      await page.getByLabel('Amount (ETB)').fill('100');
      await control.dropNextMoneyAnswer();
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect.poll(() => noteText(page)).toContain('Not confirmed by an answer, but the server shows a withdrawal of 100.00 ETB. Your balance is now 400.00 ETB.');
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect.poll(() => page.getByText('done.you will receive txt message from the selected provider shortly!').count()).toBe(1);
      expect(await control.balance(A)).toBe(400);
      expect((await control.ledger(A)).filter((e) => e.type === 'withdrawal')).toHaveLength(1);
      const sent = keys.filter((k) => k.path.endsWith('/withdrawlRequest'));
      expect(sent.map((k) => k.key)).toEqual([sent[0].key, sent[0].key]);
      await context.close();
    });

    test('deposit request with the answer dropped: "Not confirmed", again → one deposit request, the checkout opens, one key', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      await openWallet(page, baseUrl(), 'Deposit', 'Automatic');
      await page.getByLabel('Amount (ETB)').fill('150');
      await control.dropNextMoneyAnswer();
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect.poll(() => noteText(page)).toContain('Not confirmed. Your balance is now 500.00 ETB. Trying again is safe: it will not be done twice.');
      expect(await control.pendingDeposits(A)).toBe(1);
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.waitForURL('**/mockCheckout?**');
      const sent = keys.filter((k) => k.path.endsWith('/depositRequest'));
      expect(sent.map((k) => k.key)).toEqual([sent[0].key, sent[0].key]);
      // the mock world is kept in local storage in mock mode, so the page load kept it
      if (mode === 'network') expect(await control.pendingDeposits(A)).toBe(1);
      else expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('cartela.mock.world')!).deposits).length)).toBe(1);
      await context.close();
    });

    test('a purchase while the connection is down is refused at once and nothing is sent after the reconnect', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      await login(page, baseUrl(), A);
      const earlier = (await control.moneyRequests()).length;
      const [gameId] = await control.autoGameIds();
      await page.goto(`${baseUrl()}/autoBoardSelector/${gameId}`);
      await page.getByRole('button', { name: 'Board 5', exact: true }).click();
      await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
      await expect.poll(() => dialog.getByRole('button', { name: 'አሁን ይግዙ' }).isEnabled()).toBe(true);
      await control.refuseFor(3000);
      expect(await control.dropAll()).toBeGreaterThan(0);
      await expect.poll(() => socketStatus(page)).not.toBe('connected');
      await dialog.getByRole('button', { name: 'አሁን ይግዙ' }).click();
      await expect.poll(() => snackbar(page, 'Connection lost...').count()).toBe(1);
      await expect.poll(() => socketStatus(page), { timeout: 20_000 }).toBe('connected');
      await page.waitForTimeout(1000);
      expect((await control.moneyRequests()).slice(earlier).filter((r) => r.kind === 'purchase_cartela')).toEqual([]);
      expect(await control.balance(A)).toBe(500);
      expect(await control.autoOwners(gameId)).toEqual([]);
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
      const game = mode === 'mock' ? gamePageControl(page) : { startNow: async (b: number) => provider!.engine.startNow(b), callNext: async (b: number) => provider!.engine.callNext(b) };
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
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
