import { describe, expect, test } from 'vitest';
import { startProviderServer } from '@mock-provider/node';
import { loadPacts, verifyPacts } from './run-verifier';

/**
 * The Pact verification names what is wrong: against the mock provider with a deliberate fault (the
 * balance answered as a string) and a states endpoint that cannot set one state up, the run fails
 * exactly those interactions, each naming the interaction, the field and what the server answered.
 */
const DEPOSITED = 'a verified player 0911000001 with 500.00 ETB who deposited 150.00 ETB';

describe('pact verification of a wrong server', () => {
  test('a wrong field type and a failed state each fail their interaction, named', async () => {
    const server = await startProviderServer(
      0,
      { countdownMs: 600_000, callIntervalMs: 0, checkMs: 20, restartMs: 600_000, bots: 0, seed: 7 },
      { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0 },
      { contractFault: 'balance-string', world: { refuseStates: [DEPOSITED] } },
    );
    try {
      const ctx = { baseUrl: server.url, socketUrl: server.url, statesUrl: `${server.url}/__pact/provider-states`, tokens: new Map(), passwords: new Map() };
      const { failed, report } = await verifyPacts(ctx, { external: true });
      const lines = report.split('\n');
      // the balance: the interaction, the field, the rule and the server's value
      const balance = lines.findIndex((l) => l === '✗ a balance request for 0911000002');
      expect(balance, report).toBeGreaterThanOrEqual(0);
      expect(lines[balance + 1]).toBe('    given: a verified player 0911000002 with 1000.00 ETB and 50.00 promo');
      expect(lines[balance + 2], report).toMatch(/^ {4}\$\.current_balance: .*to be a number \(expected 1000, the server answered "1000\.00"\)$/);
      // the failed state: its interaction fails with the state's answer
      const state = lines.findIndex((l) => l === '✗ a request for the transaction history for display');
      expect(state, report).toBeGreaterThanOrEqual(0);
      expect(lines[state + 2], report).toMatch(new RegExp(`^ {4}the state failed: provider state "${DEPOSITED}" \\(setup, params .*\\) answered 400: this server cannot set up`));
      expect(lines.slice(state + 3).join('\n')).toMatch(/^ {4}.*\n? {4}status: expected 200 but was 500/m);
      expect(failed, report).toBe(2);
      // every interaction of the pact counts; two of them fail
      const total = loadPacts().reduce((n, { pact }) => n + pact.interactions.length, 0);
      expect(lines.at(-1)).toBe(`${total - 2} of ${total} verified, 2 failed`);
    } finally {
      await server.close();
    }
  });
});
