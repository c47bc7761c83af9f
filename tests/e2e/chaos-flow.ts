import type { Page } from 'playwright-core';
import type { ChaosConfig, ChaosStats, JoinBend, ProviderServer } from '@mock-provider/node';
import { formatEtb } from '../../src/shared/lib/money';
import { balanceText } from './game-flow';

// The chaos suite (chaos.e2e.ts): the provider's chaos mode (mock-provider/controls/chaos.ts) at
// fixed rates, what the suite reads from the provider, and the checks it runs at the end.

/** The suite's chaos at `seed`: every fault at a rate that shows up in a few games. */
export const chaosAt = (seed: number): ChaosConfig => ({
  seed,
  duplicate: 0.25,
  delay: 0.3,
  maxDelayMs: 300,
  reorder: 0.3,
  droppedAck: 0.3,
  refusal: 0.2,
  broadcast: true,
  busy: 0.2,
  nulls: 0.5,
  phoneFormat: 'mixed',
});

/**
 * Chaos on the HTTP answers only (the socket as the mock sends it): every absent optional field as
 * `null`, phones in `phoneFormat`, no busy answers (the test forces 409 / 429 where it wants them).
 */
export const httpChaos = (phoneFormat: ChaosConfig['phoneFormat']): ChaosConfig => ({
  seed: 1,
  duplicate: 0,
  delay: 0,
  maxDelayMs: 0,
  reorder: 0,
  droppedAck: 0,
  refusal: 0,
  broadcast: false,
  busy: 0,
  nulls: 1,
  phoneFormat,
});

/** The seeds of this run: `CHAOS_SEED` (comma-separated, to replay a failure) or the defaults. */
export function chaosSeeds(defaults: number[]): number[] {
  const env = process.env.CHAOS_SEED;
  return env ? env.split(',').map(Number).filter(Number.isInteger) : defaults;
}

/** What the suite reads from and does to the provider (in the page, or on the in-process server). */
export interface ChaosControl {
  startNow(bet: number): Promise<boolean>;
  callNext(bet: number): Promise<number | null>;
  endNow(bet: number): Promise<boolean>;
  /** The phones of the players in the stake's current game (by their boards). */
  manualPlayers(bet: number, boardsByPhone: Record<string, number>): Promise<string[]>;
  autoGameIds(): Promise<string[]>;
  autoCall(gameId: string, numbers: number[]): Promise<number[]>;
  autoStatus(gameId: string): Promise<string | undefined>;
  /** Phones owning boards in the scheduled game. */
  autoOwners(gameId: string): Promise<string[]>;
  balance(phone: string): Promise<number>;
  ledger(phone: string): Promise<Record<string, unknown>[]>;
  moneyRequests(): Promise<{ kind: string; key: string | null }[]>;
  stats(): Promise<ChaosStats | null>;
  /** Performs the next money call, then drops its answer. */
  dropNextMoneyAnswer(): Promise<void>;
  /** The next `count` money POSTs answer `status` (409, 429, 5xx) and are not performed. */
  nextMoneyStatus(status: number, count?: number): Promise<void>;
  /** The next `count` transaction-history reads answer 503. */
  failLedgerReads(count: number): Promise<void>;
  /** Bends the manual game's join answers (mock-provider/controls/faults.ts `JoinBend`); null ends it. */
  bendJoins(bend: Partial<JoinBend> | null): Promise<void>;
  heldJoins(): Promise<number>;
  /** A session token of `phone` (for a crafted second player's socket). */
  issueToken(phone: string): Promise<string>;
  /** The stake's current manual game: its id and who sits on which boards (bots left out), by player name. */
  manualSeats(bet: number): Promise<{ gameId: string; seats: Record<string, number[]> } | null>;
}

export const pageChaosControl = (page: Page): ChaosControl => ({
  startNow: (bet) => page.evaluate((b) => window.__cartelaMock!.startNow(b), bet),
  callNext: (bet) => page.evaluate((b) => window.__cartelaMock!.callNext(b), bet),
  endNow: (bet) => page.evaluate((b) => window.__cartelaMock!.endNow(b), bet),
  manualPlayers: (bet, boardsByPhone) =>
    page.evaluate(
      ({ b, byPhone }) =>
        Object.entries(byPhone)
          .filter(([, board]) => window.__cartelaMock!.engine.snapshot(b)?.players.some((p) => !p.bot && p.boards.includes(board)))
          .map(([phone]) => phone),
      { b: bet, byPhone: boardsByPhone },
    ),
  autoGameIds: () => page.evaluate(() => window.__cartelaMock!.auto.gameIds()),
  autoCall: (id, numbers) => page.evaluate(([g, n]) => window.__cartelaMock!.auto.callNumbers(g, n), [id, numbers] as const),
  autoStatus: (id) => page.evaluate((g) => window.__cartelaMock!.auto.list().find((x) => x.gameId === g)?.gameStatus, id),
  autoOwners: (id) => page.evaluate((g) => window.__cartelaMock!.auto.list().find((x) => x.gameId === g)?.playerBoards.map((p) => p.playerPhone) ?? [], id),
  balance: (phone) => page.evaluate((p) => window.__cartelaMock!.world.balanceOf(p).current_balance, phone),
  ledger: (phone) => page.evaluate((p) => window.__cartelaMock!.world.data.ledger.filter((e) => e.phone === p) as unknown as Record<string, unknown>[], phone),
  moneyRequests: () => page.evaluate(() => window.__cartelaMock!.faults.moneyRequests()),
  stats: () => page.evaluate(() => window.__cartelaMock!.chaos?.stats() ?? null),
  dropNextMoneyAnswer: () => page.evaluate(() => window.__cartelaMock!.faults.dropNextMoneyAnswer()),
  nextMoneyStatus: (status, count) => page.evaluate(([s, n]) => window.__cartelaMock!.wallet.nextMoneyStatus(s, n), [status, count ?? 1] as const),
  failLedgerReads: (count) => page.evaluate((n) => window.__cartelaMock!.wallet.failLedgerReads(n), count),
  bendJoins: (bend) => page.evaluate((b) => window.__cartelaMock!.faults.bendJoins(b), bend),
  heldJoins: () => page.evaluate(() => window.__cartelaMock!.faults.heldJoins()),
  issueToken: (phone) => page.evaluate((p) => window.__cartelaMock!.world.issueToken(p), phone),
  manualSeats: (bet) =>
    page.evaluate((b) => {
      const game = window.__cartelaMock!.engine.snapshot(b);
      return game ? { gameId: game.gameId, seats: Object.fromEntries(game.players.filter((p) => !p.bot).map((p) => [p.name, p.boards])) } : null;
    }, bet),
});

export const serverChaosControl = (provider: ProviderServer): ChaosControl => ({
  startNow: async (bet) => provider.engine.startNow(bet),
  callNext: async (bet) => provider.engine.callNext(bet),
  endNow: async (bet) => provider.engine.endNow(bet),
  manualPlayers: async (bet, byPhone) =>
    Object.entries(byPhone)
      .filter(([, board]) => provider.engine.snapshot(bet)?.players.some((p) => !p.bot && p.boards.includes(board)))
      .map(([phone]) => phone),
  autoGameIds: async () => provider.auto.gameIds(),
  autoCall: async (id, numbers) => provider.auto.callNumbers(id, numbers),
  autoStatus: async (id) => provider.auto.list().find((x) => x.gameId === id)?.gameStatus,
  autoOwners: async (id) => provider.auto.list().find((x) => x.gameId === id)?.playerBoards.map((p) => p.playerPhone) ?? [],
  balance: async (phone) => provider.world.balanceOf(phone).current_balance,
  ledger: async (phone) => provider.world.data.ledger.filter((e) => e.phone === phone) as unknown as Record<string, unknown>[],
  moneyRequests: async () => provider.faults.moneyRequests(),
  stats: async () => (provider.chaos ? { ...provider.chaos.stats } : null),
  dropNextMoneyAnswer: async () => provider.faults.dropNextMoneyAnswer(),
  nextMoneyStatus: async (status, count) => provider.wallet.nextMoneyStatus(status, count),
  failLedgerReads: async (count) => provider.wallet.failLedgerReads(count),
  bendJoins: async (bend) => provider.faults.bendJoins(bend),
  heldJoins: async () => provider.faults.heldJoins(),
  issueToken: async (phone) => provider.world.issueToken(phone),
  manualSeats: async (bet) => {
    const game = provider.engine.snapshot(bet);
    return game ? { gameId: game.gameId, seats: Object.fromEntries(game.players.filter((p) => !p.bot).map((p) => [p.name, p.boards])) } : null;
  },
});

/**
 * Goes to `path` inside the app without a page load (mock mode: a load would restart the in-browser
 * provider and its logs), as a link would: a history entry and the popstate the router listens to.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(history.state, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** Polls `check` every 100 ms for `ms`; true as soon as it holds. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Whether a game screen shows the game's end: a result (winner modal, or with `noWinner` the "No
 * winner" text) or the exit dialog. A scheduled game called to its end always has a winner; the
 * "No winner" toast of an earlier manual game must not count for it.
 */
export const gameOverShown = async (page: Page, { noWinner }: { noWinner: boolean }) =>
  (await page.getByRole('dialog', { name: 'BINGO!' }).count()) +
    (await page.getByRole('dialog', { name: 'Confirm Exit' }).count()) +
    (noWinner ? await page.getByText('No winner this game').count() : 0) >
  0;

/** Which ledger type each money request (HTTP path or socket event) writes. */
const LEDGER_OF: [RegExp, string][] = [
  [/\/transactions\/transfer$/, 'transfer_out'],
  [/\/withdrawlRequest$/, 'withdrawal'],
  [/^purchase_cartela$/, 'cartela_purchase'],
];

/**
 * The end-of-run checks of one player, as failure texts (empty when all hold): the header balance
 * equals the server's within 10 s; one ledger entry per idempotency key (by the entries' key when
 * the server writes one, else no more entries of a type than distinct keys it received for it).
 */
export async function moneyInvariants(page: Page, control: ChaosControl, phone: string): Promise<string[]> {
  const failures: string[] = [];
  const server = await control.balance(phone);
  // the header may add the promo balance after it ("+50.00")
  const want = `Balance: ${formatEtb(server)} ETB`;
  if (!(await within(10_000, async () => (await balanceText(page)).startsWith(want))))
    failures.push(`${phone}: the screen shows "${await balanceText(page).catch(() => '?')}", the server ${want}`);
  const ledger = await control.ledger(phone);
  const keyed = ledger.map((e) => e.idempotency_key ?? e.idempotencyKey).filter((k): k is string => typeof k === 'string');
  const twice = keyed.filter((k, i) => keyed.indexOf(k) !== i);
  if (twice.length) failures.push(`${phone}: ledger entries share an idempotency key: ${[...new Set(twice)].join(', ')}`);
  const requests = await control.moneyRequests();
  for (const [kind, type] of LEDGER_OF) {
    const keys = new Set(requests.filter((r) => kind.test(r.kind)).map((r) => r.key ?? `no-key-${Math.random()}`));
    const entries = ledger.filter((e) => e.type === type).length;
    if (entries > keys.size) failures.push(`${phone}: ${entries} ${type} ledger entries for ${keys.size} distinct keys`);
  }
  return failures;
}

/**
 * Ledger entries of `phone` by idempotency key (entries without one under `(none)`), and by type:
 * what "one entry per key, money moved once" is checked against.
 */
export async function ledgerCounts(control: ChaosControl, phone: string): Promise<{ byKey: Record<string, number>; byType: Record<string, number> }> {
  const byKey: Record<string, number> = {};
  const byType: Record<string, number> = {};
  for (const e of await control.ledger(phone)) {
    const key = typeof e.idempotency_key === 'string' ? e.idempotency_key : '(none)';
    byKey[key] = (byKey[key] ?? 0) + 1;
    byType[String(e.type)] = (byType[String(e.type)] ?? 0) + 1;
  }
  return { byKey, byType };
}

/** The boards a manual game screen plays (one ቢንጎ! button each, named by the board), in order. */
export const screenBoards = (page: Page): Promise<number[]> =>
  page
    .getByRole('button', { name: /^ቢንጎ! board \d+$/ })
    .evaluateAll((buttons) => buttons.map((b) => Number(/(\d+)$/.exec(b.getAttribute('aria-label') ?? '')?.[1])).sort((x, y) => x - y));
