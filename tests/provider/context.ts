/**
 * What provider states and message producers work on: the server under verification (the mock
 * provider started as a real server, or a partner's at `PACT_PROVIDER_BASE_URL`), reached only
 * through the contract's calls and Pact's state-change requests; the tokens it issued replace the
 * pact's `mock.{phone}` tokens in every request.
 */
export interface ProviderContext {
  /** Origin in front of `/api`, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** Socket.IO origin (path `/socket.io`); the same as `baseUrl` unless PACT_PROVIDER_SOCKET_URL says otherwise. */
  socketUrl: string;
  /** Pact's state-change URL (the mock's `/__pact/provider-states`, or PACT_PROVIDER_STATES_URL); without it states only log in. */
  statesUrl?: string;
  /** Pact token (`mock.0911000001`) → the token the server under test issued for that player. */
  tokens: Map<string, string>;
}

/** The pact's token for a player: `Authorization: Bearer mock.{phone}` (tests/contract/pact.ts). */
export const pactToken = (phone: string) => `mock.${phone}`;

/** Password of the demo accounts (README "Demo accounts"); a partner's test server seeds the same. */
export const DEMO_PASSWORD = 'cartela123';
