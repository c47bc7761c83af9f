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
  /** Phone → password: from the last player state's params, else PACT_PROVIDER_PASSWORDS / PACT_PROVIDER_PASSWORD. */
  passwords: Map<string, string>;
  /**
   * Phones the current interaction's states named with their credentials (or answered a token for):
   * the kit acts as these players as the states left them; any other player it first sets up
   * itself (tests/provider/states.ts `ensurePlayer`). Emptied after each interaction.
   */
  named?: Set<string>;
  /** Why the current interaction's provider state could not be set up (the interaction then fails with it). */
  failedState?: string;
}

/** The pact's token for a player: `Authorization: Bearer mock.{phone}` (tests/contract/pact.ts). */
export const pactToken = (phone: string) => `mock.${phone}`;

/** Password of the demo accounts (README "Demo accounts"), used only when nothing else names one. */
export const DEMO_PASSWORD = 'cartela123';

/**
 * The password to log `phone` in with when no states URL sets it: PACT_PROVIDER_PASSWORDS (JSON
 * `{ "0911000001": "…" }`, one per player), else PACT_PROVIDER_PASSWORD, else the demo password.
 */
export function configuredPassword(phone: string, env: Record<string, string | undefined> = process.env): string {
  try {
    const each = JSON.parse(env.PACT_PROVIDER_PASSWORDS ?? '{}') as Record<string, unknown>;
    if (typeof each[phone] === 'string') return each[phone];
  } catch {
    throw new Error('PACT_PROVIDER_PASSWORDS is not JSON ({ "0911000001": "password", … })');
  }
  return env.PACT_PROVIDER_PASSWORD ?? DEMO_PASSWORD;
}
