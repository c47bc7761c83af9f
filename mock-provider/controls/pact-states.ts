import type { AutoGameEngine, GameEngine } from '../engine';
import { countTowardLimits, setLimits } from '../world/limits';
import { recordGame } from '../world/wallet-data';
import { CODE_TTL_MS, DEMO_ACCOUNTS, type World } from '../world/world';
import { linkTelegram, mockBotToken, SIGN_IN_MAX_AGE_S, signContact, signInitData, unlinkAccount, unlinkTelegram } from '../world/telegram';

/** What a state works on: the mock provider's world and engines. */
export interface StateParts {
  world: World;
  engine: GameEngine;
  auto: AutoGameEngine;
}

/** Scheduled games for the pact: no bots, calls only on demand, the first game far enough ahead to sell boards. */
export const PACT_AUTO_CONFIG = { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, ahead: 3, bots: 0 };

/** The pact's bearer token for a player: `Authorization: Bearer mock.{phone}` (tests/contract/pact.ts). */
export const pactToken = (phone: string) => `mock.${phone}`;

/** Empties the world (accounts back to the demo ones, no tokens, no ledger) and restarts every game. */
function resetWorld({ world, engine, auto }: StateParts): void {
  world.reset();
  engine.restart();
  auto.restart(PACT_AUTO_CONFIG);
}

/** A state's params (Pact's `given(name, params)`), as sent in the state-change request. */
export type StateParams = Record<string, unknown>;

/**
 * A player with exact balances (ETB) whose pact token `mock.{phone}` is valid, in a fresh world.
 * The params, when given, override the defaults: `username`, `password`, `verified`, `balance`, `promo`.
 */
function player(parts: StateParts, phone: string, p: { verified: boolean; current_balance: number; promo_balance: number }, params: StateParams = {}): void {
  resetWorld(parts);
  const account = parts.world.account(phone);
  if (!account) throw new Error(`no demo account ${phone}`);
  account.verified = typeof params.verified === 'boolean' ? params.verified : p.verified;
  if (typeof params.username === 'string') account.username = params.username;
  if (typeof params.password === 'string') account.password = params.password;
  parts.world.setBalances(phone, {
    current_balance: typeof params.balance === 'number' ? params.balance : p.current_balance,
    promo_balance: typeof params.promo === 'number' ? params.promo : p.promo_balance,
  });
  parts.world.grantToken(phone, pactToken(phone));
}

/** A one-time code already sent to `phone` with a known verification id and code (2 minutes), checked or not. */
function codeSent({ world }: StateParts, phone: string, c: { verificationId: string; code: string; verified?: boolean }): void {
  world.data.codes[c.verificationId] = { phone, code: c.code, expiresAt: world.now() + CODE_TTL_MS, verified: c.verified ?? false };
  world.save();
}

/** A param as a number, string or nullable number, else the state's own default. */
const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
const str = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);
const numOrNull = (v: unknown, fallback: number | null) => (v === null ? null : typeof v === 'number' ? v : fallback);

const demo = (phone: string) => DEMO_ACCOUNTS.find((a) => a.phone === phone)!;

/**
 * The provider states of the pacts in pacts/ (each named exactly as a consumer test's `given(…)`),
 * as the mock provider sets them up; docs/partners.md says what each means for a partner's test
 * server. Every state starts from a fresh world unless it says it builds on the one before.
 */
/**
 * Init data of the Telegram user `params.telegramId`, signed now with the server's bot token, and the
 * same user's data signed two hours ago (past the one-hour sign-in window): the state's answer, which the verifier puts into the pact's
 * request (`init_data`, `stale_init_data`, Pact's values from the provider state).
 */
async function telegramInitData(params: StateParams, telegramId: number): Promise<Record<string, string>> {
  const user = { id: telegramId, first_name: str(params.firstName, 'Abebe'), language_code: 'en' };
  const now = Math.floor(Date.now() / 1000);
  return {
    init_data: await signInitData(mockBotToken(), { user, authDate: now }),
    stale_init_data: await signInitData(mockBotToken(), { user, authDate: now - SIGN_IN_MAX_AGE_S - 3600 }),
  };
}

/** A state's setup; it may answer values for the pact's request (Pact's values from the provider state). */
export type StateSetup = (parts: StateParts, params: StateParams) => void | Promise<Record<string, unknown>>;

export const PACT_STATES: Record<string, StateSetup> = {
  'a verified player 0911000001 with 500.00 ETB': (m, params) => player(m, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 }, params),
  'a verified player 0911000002 with 1000.00 ETB and 50.00 promo': (m, params) => player(m, '0911000002', { verified: true, current_balance: 1000, promo_balance: 50 }, params),
  'an unverified player 0911000003': (m, params) => player(m, '0911000003', { ...demo('0911000003'), verified: false, current_balance: 0, promo_balance: 0 }, params),
  'a verified player 0911000001 with 500.00 ETB who deposited 150.00 ETB': (m, params) => {
    player(m, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 }, params);
    const amount = num(params.deposit, 150);
    m.world.recordLedgerEntry({ phone: '0911000001', type: 'deposit', amount, net_amount: amount, isdebit: false }, Date.parse(str(params.depositedAt, '2026-11-23T09:30:00.000Z')));
  },
  'a verified player 0911000001 who won a stake-10 game on 2026-11-23': (m, params) => {
    player(m, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 }, params);
    const board = m.world.boards[0];
    const winning = board.board_numbers.map((col) => col[0]);
    const winnings = num(params.winnings, 16);
    recordGame(m.world, {
      phone: '0911000001',
      gameId: str(params.gameId, 'g10-1'),
      date: str(params.playedAt, '2026-11-23T09:30:00.000Z'),
      betAmount: num(params.stake, 10),
      winnings,
      won: true,
      called_numbers: winning,
      boards: [{ board_id: board.board_id, board_numbers: board.board_numbers.map((c) => [...c]), won: true, won_amount: winnings, winning_nums: winning }],
    });
  },
  // responsible play (the proposed limit calls)
  'a verified player 0911000001 with a daily stake limit of 50.00 ETB': (m, params) => {
    player(m, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 }, params);
    setLimits(m.world, '0911000001', { dailyDeposit: numOrNull(params.dailyDepositLimit, null), dailyStake: numOrNull(params.dailyStakeLimit, 50), breakUntil: null });
  },
  'a verified player 0911000001 who deposited 60.00 ETB today under a daily deposit limit of 100.00 ETB': (m, params) => {
    player(m, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 }, params);
    setLimits(m.world, '0911000001', { dailyDeposit: numOrNull(params.dailyDepositLimit, 100), dailyStake: null, breakUntil: null });
    countTowardLimits(m.world, '0911000001', 'deposit', num(params.depositedToday, 60));
    m.world.save();
  },
  // Telegram Mini App sign-in (the proposed telegram_login / telegram_link)
  'Telegram user 700000001 is linked to player 0911000001': async (m, params) => {
    player(m, '0911000001', { verified: true, current_balance: 500, promo_balance: 0 }, params);
    const telegramId = num(params.telegramId, 700000001);
    const phone = str(params.phone, '0911000001');
    // one Telegram user per account: the player's earlier one (if another) gives way
    unlinkAccount(m.world, phone);
    linkTelegram(m.world, { id: telegramId, first_name: str(params.firstName, 'Abebe') }, phone);
    const answer = await telegramInitData(params, telegramId);
    // another Telegram user's launch data, for a second link to the same account
    if (typeof params.otherTelegramId === 'number') answer.other_init_data = (await telegramInitData({ ...params, firstName: 'Tigist' }, params.otherTelegramId)).init_data;
    return answer;
  },
  'Telegram user 700000009 is linked to no player': async (m, params) => {
    player(m, '0911000002', { verified: true, current_balance: 1000, promo_balance: 50 }, params);
    const telegramId = num(params.telegramId, 700000009);
    unlinkTelegram(m.world, telegramId);
    // the player the pact links has no Telegram user either (one per account)
    unlinkAccount(m.world, str(params.phone, '0911000002'));
    return telegramInitData(params, telegramId);
  },
  // signup inside Telegram with the phone Telegram shared (the proposed telegram_verify_phone)
  'Telegram user 700000009 shared phone 0944000009': async (m, params) => {
    resetWorld(m);
    const telegramId = num(params.telegramId, 700000009);
    const now = Math.floor(Date.now() / 1000);
    return {
      init_data: (await telegramInitData(params, telegramId)).init_data,
      contact: await signContact(mockBotToken(), { userId: telegramId, phone: str(params.sharedPhone, '251944000009'), authDate: now, firstName: str(params.firstName, 'Tigist') }),
    };
  },
  // fresh scheduled games; the world and its players stay as the preceding player state made them
  'one scheduled game waiting': (m) => m.auto.restart(PACT_AUTO_CONFIG),
  // the message producers buy boards first, then start the game themselves
  'one scheduled game running': (m) => m.auto.restart(PACT_AUTO_CONFIG),
  'the scheduled games store is unavailable': (m) => {
    m.auto.listUnavailable = true;
  },
  'phone 0944000001 was verified with a one-time code': (m, params) => {
    resetWorld(m);
    codeSent(m, str(params.phone, '0944000001'), { verificationId: str(params.verificationId, 'vrf-pact-0'), code: 'Q1W2E3', verified: true });
  },
  'code A1B2C3 was sent to 0911000003 with verification id vrf-pact-1': (m, params) => {
    resetWorld(m);
    codeSent(m, str(params.phone, '0911000003'), { verificationId: str(params.verificationId, 'vrf-pact-1'), code: str(params.code, 'A1B2C3') });
  },
  'a verified password reset rst-pact-1 for 0911000001': (m, params) => {
    resetWorld(m);
    const phone = str(params.phone, '0911000001');
    codeSent(m, phone, { verificationId: 'vrf-pact-2', code: 'Z9X8C7', verified: true });
    m.world.data.resets[str(params.resetId, 'rst-pact-1')] = { phone, verificationId: 'vrf-pact-2' };
    m.world.save();
  },
};
