import { startProviderServer } from '@mock-provider/node';
import { verifyPacts } from './run-verifier';

/**
 * The kit's self-test against its deliberately wrong mock (tests/provider/kit-faults.verify.ts runs
 * this in a child process): the mock provider with the balance answered as a string and a states
 * endpoint that refuses the state named by `KIT_REFUSED_STATE`, verified as a partner's server.
 * The Pact core prints its own failure summary straight to the process's stdout; in a child that
 * output stays out of `npm run pact:verify`. Prints one last line
 * `KIT-RESULT {"failed":2,"report":"…"}` for the parent to read; exits 0.
 */
const refused = process.env.KIT_REFUSED_STATE ?? '';
const server = await startProviderServer(
  0,
  { countdownMs: 600_000, callIntervalMs: 0, checkMs: 20, restartMs: 600_000, bots: 0, seed: 7 },
  { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0 },
  { contractFault: 'balance-string', world: { refuseStates: refused ? [refused] : [] } },
);
try {
  const ctx = { baseUrl: server.url, socketUrl: server.url, statesUrl: `${server.url}/__pact/provider-states`, tokens: new Map(), passwords: new Map() };
  const { failed, report } = await verifyPacts(ctx, { external: true, logLevel: 'error' });
  console.log(`KIT-RESULT ${JSON.stringify({ failed, report })}`);
} finally {
  await server.close();
}
process.exit(0);
