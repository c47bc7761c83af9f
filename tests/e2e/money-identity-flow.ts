import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startProviderServer, type ProviderServer } from '@mock-provider/node';
import { AUTO_CONFIG, openPage as openAutoPage } from './auto-game-flow';
import { shellReplaced, TEST_MOCK_CONFIG, pageErrors } from './game-flow';
import { netUrl, providerPort } from './servers';

// Real money and real identity in a real browser (money-identity-*.e2e.ts): what the tests read
// from and do to the provider, the crafted socket client, and each mode's setup.

export const A = '0911000001';
export const B = '0911000002';

/** What a test reads from and does to the provider, in the page (mock mode) or through the server. */
export interface ProviderControl {
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

export const pageControl = (page: Page): ProviderControl => ({
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

export const serverControl = (provider: ProviderServer): ProviderControl => ({
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

/** A phone-sized context of `browser` on the fast mock timing (manual and auto games); page errors collected. */
export async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const page = await openAutoPage(browser);
  const errors = pageErrors(page);
  return { context: page.context(), page, errors };
}

/** The Idempotency-Key of every money POST the page sends, by path. */
export function recordMoneyKeys(page: Page): { path: string; key: string }[] {
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
export function craftedSession(page: Page, socketOrigin: string, token: string, events: { event: string; payload: unknown; ack?: false }[]) {
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

export const noteText = (page: Page) => page.getByRole('status').allInnerTexts();
export const snackbar = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

export async function openWallet(page: Page, baseUrl: string, tab: 'Deposit' | 'Withdraw' | 'Transfer', sub?: 'Automatic') {
  await page.goto(baseUrl + '/addBalance');
  await shellReplaced(page);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  if (sub) await page.getByRole('tab', { name: sub, exact: true }).click();
}

/**
 * The enclosing describe block's setup for `mode`: in network mode the provider as a real server
 * (with the auto games), and each test starting from the demo world and fresh games (mock mode:
 * each test has a fresh page). Returns the mode's base URL, socket origin, provider control and
 * (network mode) the server.
 */
export function moneyModeHooks(mode: 'mock' | 'network') {
  let provider: ProviderServer | undefined;
  const baseUrl = () => (mode === 'mock' ? inject('mockUrl') : netUrl());
  const socketOrigin = () => (mode === 'mock' ? inject('mockUrl') : `http://127.0.0.1:${providerPort()}`);
  const controlOf = (page: Page) => (mode === 'mock' ? pageControl(page) : serverControl(provider!));
  beforeAll(async () => {
    if (mode === 'network') provider = await startProviderServer(providerPort(), TEST_MOCK_CONFIG, AUTO_CONFIG);
  });
  afterAll(async () => {
    await provider?.close();
  });
  beforeEach(() => {
    provider?.world.reset();
    provider?.engine.restart();
    provider?.auto.restart();
  });
  return { baseUrl, socketOrigin, controlOf, provider: () => provider };
}
