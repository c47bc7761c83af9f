import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as contracts from '../../socket-contracts/index';
import { startProviderServer, type ProviderServer } from '@mock-provider/node';
import type { ProviderContext } from './context';
import { MESSAGE_PRODUCERS } from './messages';
import { isMessage, loadPacts, PROVIDER, verifyPacts } from './run-verifier';
import { STATES } from './states';

/**
 * Provider verification (npm run pact:verify): the Pact Verifier replays every interaction of
 * pacts/*.json — HTTP requests and socket messages — against the mock provider started as a real
 * server (the code `npm run provider` runs), with the provider states of tests/provider/states.ts
 * and the message producers of tests/provider/messages.ts.
 *
 * States are set up through Pact's state-change request (tests/provider/states.ts): the mock serves
 * them at `/__pact/provider-states`. PACT_PROVIDER_BASE_URL=https://… verifies a partner's server
 * instead (PACT_PROVIDER_SOCKET_URL if its Socket.IO lives on another origin). With
 * PACT_PROVIDER_STATES_URL (the partner serves the states of docs/partners.md) every HTTP interaction
 * and every message is verified; without it the states only log in (PACT_PROVIDER_PASSWORDS or
 * PACT_PROVIDER_PASSWORD) and the socket messages are those one recorded manual-play session yields
 * (tests/provider/partner-session.ts), the others reported as not run. Issued tokens replace the
 * pact's `mock.{phone}` tokens. The run itself (proposed calls not offered, failed states, the
 * readable report) is tests/provider/run-verifier.ts; `npm run partner` runs it without this file's
 * self-checks of the mock.
 */
const external = process.env.PACT_PROVIDER_BASE_URL?.replace(/\/+$/, '');
const pacts = loadPacts();
const interactions = pacts.flatMap(({ pact }) => pact.interactions);

/** Server → client events the client does not consume, so no message pact is due (none: even the ignored `_auto_game_msg_` has one). */
const NOT_CONSUMED = new Set<string>();

/** Wire names (fixed name, or per-game prefix) of every event in a server catalogue of socket-contracts. */
function serverEventNames(): string[] {
  const names: string[] = [];
  for (const [exportName, catalogue] of Object.entries(contracts)) {
    if (!/server/i.test(exportName) || typeof catalogue !== 'object' || catalogue === null) continue;
    for (const def of Object.values(catalogue as Record<string, { kind?: string; name?: string; prefix?: string }>)) {
      if (def?.kind === 'fixed' && def.name) names.push(def.name);
      if (def?.kind === 'perGame' && def.prefix) names.push(def.prefix);
    }
  }
  return names;
}

let server: ProviderServer | undefined;
let ctx: ProviderContext;

beforeAll(async () => {
  if (external) {
    ctx = { baseUrl: external, socketUrl: process.env.PACT_PROVIDER_SOCKET_URL?.replace(/\/+$/, '') ?? external, statesUrl: process.env.PACT_PROVIDER_STATES_URL, tokens: new Map(), passwords: new Map() };
    return;
  }
  // games wait for the scenarios (no countdown, no automatic calls, no bots); checks are quick
  server = await startProviderServer(Number(process.env.PACT_VERIFY_PORT ?? 0), { countdownMs: 600_000, callIntervalMs: 0, checkMs: 20, restartMs: 600_000, bots: 0, seed: 7 });
  ctx = { baseUrl: server.url, socketUrl: server.url, statesUrl: `${server.url}/__pact/provider-states`, tokens: new Map(), passwords: new Map() };
});

afterAll(async () => {
  await server?.close();
});

describe(`provider verification against ${external ?? 'the mock provider (npm run provider)'}`, () => {
  test('every provider state and message of the pact has a handler', () => {
    expect(pacts.length, `no pact for ${PROVIDER} in pacts/ (run npm run test:contract)`).toBeGreaterThan(0);
    const states = new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    const missingStates = [...states].filter((s) => !(s in STATES));
    const missingMessages = interactions.filter(isMessage).map((i) => i.description).filter((d) => !(d in MESSAGE_PRODUCERS));
    expect(missingStates, 'add these states to tests/provider/states.ts').toEqual([]);
    expect(missingMessages, 'add these messages to tests/provider/messages.ts').toEqual([]);
  });

  test('every server → client event of socket-contracts the client consumes has a message pact', () => {
    const descriptions = interactions.filter(isMessage).map((i) => i.description);
    // a description names its event: `_bingo_number_{gameId}: …` (not matched inside `_auto_bingo_number_…`)
    const covered = (name: string) => descriptions.some((d) => new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(d));
    const missing = serverEventNames().filter((name) => !NOT_CONSUMED.has(name) && !covered(name));
    expect(missing, 'write a message pact (tests/contract/messages) whose description starts with the event name').toEqual([]);
  });

  test('the Pact Verifier passes every interaction', async () => {
    const { failed, report } = await verifyPacts(ctx, { external: Boolean(external), logLevel: process.env.PACT_LOG_LEVEL });
    console.log(report);
    expect(failed, report).toBe(0);
  });
});
