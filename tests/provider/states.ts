import { recordGame, CODE_TTL_MS, DEMO_ACCOUNTS } from '@mock-provider/node';
import { DEMO_PASSWORD, pactToken, type ProviderContext } from './context';

/**
 * THE registry of provider states (one place for every pact in pacts/). Each entry sets up one
 * state named exactly as the consumer test's `given(...)`; it starts from a fresh mock world, so
 * interactions never see each other's effects.
 *
 * To add a state: add an entry `'<state name>': (ctx, params) => { … }` below. Use `resetWorld`,
 * then `player(...)`, `codeSent(...)`, `resetStarted(...)` or the world's own methods
 * (`ctx.mock.world`) to create what the state names. Example:
 *   'a code A1B2C3 sent to 0911234567 as vrf-pact0001': (ctx) => {
 *     resetWorld(ctx);
 *     codeSent(ctx, '0911234567', { verificationId: 'vrf-pact0001', code: 'A1B2C3' });
 *   },
 * For a partner's server (`ctx.mock` undefined) a state can only log in (`loginAs`) — say in the
 * README what the partner must seed. tests/provider/pact.verify.ts fails and lists every state of
 * the pact that has no entry here.
 */
export type StateSetup = (ctx: ProviderContext, params?: Record<string, unknown>) => Promise<void> | void;

/** Empties the mock world (accounts back to the demo ones, no tokens, no ledger) and restarts every game. */
export function resetWorld(ctx: ProviderContext): void {
  if (!ctx.mock) return;
  ctx.mock.world.reset();
  ctx.mock.engine.restart();
  ctx.mock.auto.restart(PACT_AUTO_CONFIG);
}

/**
 * A player with exact balances (ETB) whose pact token `mock.{phone}` is valid. On a partner's
 * server it logs in with the demo password instead and maps the pact token to the issued one.
 */
export async function player(ctx: ProviderContext, phone: string, p: { verified: boolean; current_balance: number; promo_balance: number }): Promise<void> {
  if (!ctx.mock) return loginAs(ctx, phone);
  resetWorld(ctx);
  const account = ctx.mock.world.account(phone);
  if (!account) throw new Error(`no demo account ${phone}`);
  Object.assign(account, p);
  ctx.mock.world.save();
  ctx.mock.world.grantToken(phone, pactToken(phone));
}

/** Logs in through POST /api/users/login/ (a partner's server) and remembers the issued token. */
export async function loginAs(ctx: ProviderContext, phone: string): Promise<void> {
  const res = await fetch(`${ctx.baseUrl}/api/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: phone, password: DEMO_PASSWORD }),
  });
  const body = (await res.json().catch(() => null)) as { token?: string } | null;
  if (!res.ok || !body?.token) throw new Error(`provider state: login as ${phone} failed (${res.status}); seed the demo accounts of README "Demo accounts"`);
  ctx.tokens.set(pactToken(phone), body.token);
}

/**
 * A one-time code already sent to `phone` with a known verification id and code (spec §4 Signup and
 * verification, §9: 6 characters, 2 minutes), for states of the account pacts; `verified: true` as
 * if the code was already checked (signup may then create the account).
 */
export function codeSent(ctx: ProviderContext, phone: string, c: { verificationId: string; code: string; verified?: boolean }): void {
  const world = ctx.mock?.world;
  if (!world) return;
  world.data.codes[c.verificationId] = { phone, code: c.code, expiresAt: world.now() + CODE_TTL_MS, verified: c.verified ?? false };
  world.save();
}

/** A password reset in progress with a known token (spec §4 Password reset); its code verified or not. */
export function resetStarted(ctx: ProviderContext, phone: string, r: { token: string; verificationId: string; code: string; verified: boolean }): void {
  const world = ctx.mock?.world;
  if (!world) return;
  codeSent(ctx, phone, r);
  world.data.resets[r.token] = { phone, verificationId: r.verificationId };
  world.save();
}

/** Scheduled games for the pact: no bots, calls only on demand, the first game far enough ahead to sell boards. */
export const PACT_AUTO_CONFIG = { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, ahead: 3, bots: 0 };

const demo = (phone: string) => DEMO_ACCOUNTS.find((a) => a.phone === phone)!;

export const STATES: Record<string, StateSetup> = {
  'a verified player 0911000001 with 500.00 ETB': (ctx) => player(ctx, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 }),
  'a verified player 0911000002 with 1000.00 ETB and 50.00 promo': (ctx) => player(ctx, '0911000002', { verified: true, current_balance: 1000, promo_balance: 50 }),
  'an unverified player 0911000003': (ctx) => player(ctx, '0911000003', { ...demo('0911000003'), verified: false, current_balance: 0, promo_balance: 0 }),
  // wallet and history pacts (tests/contract/http/wallet.pact.ts)
  'a verified player 0911000001 with 500.00 ETB who deposited 150.00 ETB': async (ctx) => {
    await player(ctx, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 });
    ctx.mock?.world.recordLedgerEntry({ phone: '0911000001', type: 'deposit', amount: 150, net_amount: 150, isdebit: false }, Date.parse('2026-11-23T09:30:00.000Z'));
  },
  'a verified player 0911000001 who won a stake-10 game on 2026-11-23': async (ctx) => {
    await player(ctx, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 });
    const world = ctx.mock?.world;
    if (!world) return;
    const board = world.boards[0];
    const winning = board.board_numbers.map((col) => col[0]);
    recordGame(world, {
      phone: '0911000001',
      gameId: 'g10-1',
      date: '2026-11-23T09:30:00.000Z',
      betAmount: 10,
      winnings: 16,
      won: true,
      called_numbers: winning,
      boards: [{ board_id: board.board_id, board_numbers: board.board_numbers.map((c) => [...c]), won: true, won_amount: 16, winning_nums: winning }],
    });
  },
  // scheduled games (tests/contract/http/auto-games.pact.ts, tests/contract/messages/auto-game.pact.ts).
  // Fresh scheduled games (the world and its players are left as a preceding player state made them).
  'one scheduled game waiting': (ctx) => ctx.mock?.auto.restart(PACT_AUTO_CONFIG),
  // the message producers buy boards first, then start the game themselves
  'one scheduled game running': (ctx) => ctx.mock?.auto.restart(PACT_AUTO_CONFIG),
  'the scheduled games store is unavailable': (ctx) => {
    if (ctx.mock) ctx.mock.auto.listUnavailable = true;
  },
  // account pacts (tests/contract/http/accounts.pact.ts)
  'phone 0944000001 was verified with a one-time code': (ctx) => {
    resetWorld(ctx);
    codeSent(ctx, '0944000001', { verificationId: 'vrf-pact-0', code: 'Q1W2E3', verified: true });
  },
  'code A1B2C3 was sent to 0911000003 with verification id vrf-pact-1': (ctx) => {
    resetWorld(ctx);
    codeSent(ctx, '0911000003', { verificationId: 'vrf-pact-1', code: 'A1B2C3' });
  },
  'a verified password reset rst-pact-1 for 0911000001': (ctx) => {
    resetWorld(ctx);
    resetStarted(ctx, '0911000001', { token: 'rst-pact-1', verificationId: 'vrf-pact-2', code: 'Z9X8C7', verified: true });
  },
};

/**
 * The bearer token a socket player connects with (the handshake `auth.token`): on the mock provider
 * the pact token `mock.{phone}` is made valid; a partner's server is logged in to with the demo password.
 */
export async function socketToken(ctx: ProviderContext, phone: string): Promise<string> {
  if (ctx.mock) {
    ctx.mock.world.grantToken(phone, pactToken(phone));
    return pactToken(phone);
  }
  if (!ctx.tokens.has(pactToken(phone))) await loginAs(ctx, phone);
  return ctx.tokens.get(pactToken(phone))!;
}
