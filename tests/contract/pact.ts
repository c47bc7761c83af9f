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
