import type { AutoGameEngine, GameEngine, World } from '@mock-provider/node';

/**
 * What provider states and message producers work on. Against the mock provider (the default) the
 * verification holds its world and engine in the same process; against a partner's server
 * (`PACT_PROVIDER_BASE_URL`) only `baseUrl` exists, and a state can only log in through the
 * contract's own calls (its token replaces the pact's `mock.{phone}` token in every request).
 */
export interface ProviderContext {
  /** Origin in front of `/api`, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** Socket.IO origin (path `/socket.io`); the same as `baseUrl` unless PACT_PROVIDER_SOCKET_URL says otherwise. */
  socketUrl: string;
  /** The mock provider's world and engine; undefined for a partner's server. */
  mock?: { world: World; engine: GameEngine; auto: AutoGameEngine };
  /** Pact token (`mock.0911000001`) → the token the server under test issued for that player. */
  tokens: Map<string, string>;
}

/** The pact's token for a player: `Authorization: Bearer mock.{phone}` (tests/contract/pact.ts). */
export const pactToken = (phone: string) => `mock.${phone}`;

/** Password of the demo accounts (README "Demo accounts"); a partner's test server seeds the same. */
export const DEMO_PASSWORD = 'cartela123';
