import { resolve } from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { removeToken, setApiBaseUrl, writeToken } from '../../src/shared/api';

/** Consumer and provider names used in every pact file (tests/provider verifies them). */
export const CONSUMER = 'cartela-web';
export const PROVIDER = 'cartela-provider';
export const PACT_DIR = resolve(import.meta.dirname, '../../pacts');

/** A Pact V4 HTTP pact; every test file adds its interactions to the same pacts/ file. */
export function httpPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, spec: SpecificationVersion.SPECIFICATION_VERSION_V4, logLevel: 'warn' });
}

/** The token the provider state "a verified player …" issues; sent as `Authorization: Bearer …`. */
export const PLAYER_TOKEN = 'mock.0911000001';

/**
 * Provider state names in use (tests/provider/states.ts sets each one up). A state "a verified
 * player {phone} …" also makes the token `mock.{phone}` valid for that player.
 */
export const STATES = {
  player1: 'a verified player 0911000001 with 500.00 ETB',
  player2: 'a verified player 0911000002 with 1000.00 ETB and 50.00 promo',
  unverified: 'an unverified player 0911000003',
  autoWaiting: 'one scheduled game waiting',
} as const;

type StateParams = Record<string, string | number | boolean | null>;

const player = (phone: string, username: string, p: { verified?: boolean; balance: number; promo?: number }): StateParams => ({
  phone,
  username,
  password: 'cartela123',
  verified: p.verified ?? true,
  balance: p.balance,
  promo: p.promo ?? 0,
});
const P1 = player('0911000001', 'abebe', { balance: 500 });
/** Scheduled games start over; the first waiting one starts no sooner than this and calls only when a game state says so. */
const SCHEDULED = { firstStartsInMinutes: 10 };

/**
 * The params of each provider state (Pact's `given(name, params)`): everything the state needs is
 * written here and sent in the state-change request, so a partner's states endpoint sets up exactly
 * this (docs/partners.md "Provider states of the pact" says what each param means). A player state
 * names the player's phone, username, password, verification and balances (ETB).
 */
export const STATE_PARAMS: Record<string, StateParams> = {
  'a verified player 0911000001 with 500.00 ETB': P1,
  'a verified player 0911000002 with 1000.00 ETB and 50.00 promo': player('0911000002', 'almaz', { balance: 1000, promo: 50 }),
  'an unverified player 0911000003': player('0911000003', 'kebede', { verified: false, balance: 0 }),
  'a verified player 0911000001 with 500.00 ETB who deposited 150.00 ETB': { ...P1, deposit: 150, depositedAt: '2026-11-23T09:30:00.000Z' },
  'a verified player 0911000001 who won a stake-10 game on 2026-11-23': { ...P1, gameId: 'g10-1', stake: 10, playedAt: '2026-11-23T09:30:00.000Z', winnings: 16 },
  'a verified player 0911000001 with a daily stake limit of 50.00 ETB': { ...P1, dailyStakeLimit: 50, dailyDepositLimit: null },
  'a verified player 0911000001 who deposited 60.00 ETB today under a daily deposit limit of 100.00 ETB': { ...P1, dailyDepositLimit: 100, depositedToday: 60 },
  'Telegram user 700000001 is linked to player 0911000001': { ...P1, telegramId: 700000001, firstName: 'Abebe' },
  'Telegram user 700000009 is linked to no player': { ...player('0911000002', 'almaz', { balance: 1000, promo: 50 }), telegramId: 700000009, firstName: 'Tigist' },
  'Telegram user 700000009 shared phone 0944000009': { phone: '0944000009', telegramId: 700000009, firstName: 'Tigist', sharedPhone: '251944000009' },
  'one scheduled game waiting': SCHEDULED,
  'one scheduled game running': SCHEDULED,
  'the scheduled games store is unavailable': {},
  'phone 0944000001 was verified with a one-time code': { phone: '0944000001', verificationId: 'vrf-pact-0' },
  'code A1B2C3 was sent to 0911000003 with verification id vrf-pact-1': { phone: '0911000003', code: 'A1B2C3', verificationId: 'vrf-pact-1' },
  'a verified password reset rst-pact-1 for 0911000001': { phone: '0911000001', resetId: 'rst-pact-1' },
};

/** The params of a provider state (STATE_PARAMS). @throws Error for a state without an entry there */
export function stateParams(name: string): StateParams {
  const params = STATE_PARAMS[name];
  if (!params) throw new Error(`provider state "${name}" has no params in tests/contract/pact.ts STATE_PARAMS`);
  return params;
}

/** Message pacts use the same V4 file as HTTP (asynchronous interactions; spec §7 socket events). */
export const messagePact = httpPact;

/**
 * Points the real generated client at the Pact mock server, and logs the player in (or out) as the
 * app's own login does (the in-memory localStorage of tests/setup/contract.ts holds the token): a
 * token written into storage behind the client's back is another tab's login, which this tab
 * never sends (shared/api http/token.ts).
 */
export function useMockServer(url: string, token: string | null = null): void {
  setApiBaseUrl(`${url}/api`);
  if (token) writeToken(token);
  else removeToken();
}
