import { resolve } from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { setApiBaseUrl } from '../../src/shared/api';

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
 * Points the real generated client at the Pact mock server, and sets (or clears) the token in the
 * in-memory localStorage the node environment lacks.
 */
export function useMockServer(url: string, token: string | null = null): void {
  setApiBaseUrl(`${url}/api`);
  if (token) localStorage.setItem('token', token);
  else localStorage.removeItem('token');
}
