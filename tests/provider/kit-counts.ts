import { startProviderServer } from '@mock-provider/node';
import { isProposedEventMessage, PROPOSED_ACK_EVENTS, PROPOSED_STATES, proposedOperationOf, proposedOperations } from '../../provider-states/proposed';
import { runConformance } from '../../conformance/run';
import { PARTNER_MESSAGES } from './partner-session';
import { isMessage, loadPacts, type PactInteraction } from './run-verifier';

/**
 * The partner kit's own counts, as docs/partners.md states them (scripts/contracts/gen-partner-docs.ts writes
 * them there; `npm run gen:check` fails when the page and the kit differ).
 */
export interface KitCounts {
  /** Interactions of the pacts in pacts/ (HTTP and socket messages). */
  pactInteractions: number;
  /** Of those, the ones about something marked `x-spec-status: proposed`: a proposed operation, a proposed state, a proposed acknowledgement, a proposed event (the chat). */
  pactProposed: number;
  /** Socket messages that need a game driven by the game states (not run without a states URL). */
  pactNeedStates: number;
  /** Checks of one conformance run against the mock provider with states (every check runs). */
  conformanceChecks: number;
  /** Of those, the checks of proposed calls. */
  conformanceProposed: number;
}

/** Whether an interaction is about something proposed (what the kit reports "proposed: not offered" when the server lacks it). */
export function isProposed(i: PactInteraction, ops = proposedOperations()): boolean {
  if (i.providerStates?.some((s) => PROPOSED_STATES.has(s.name))) return true;
  if (isMessage(i)) return PROPOSED_ACK_EVENTS.has(/^(\S+) acknowledgement/.exec(i.description)?.[1] ?? '') || isProposedEventMessage(i.description);
  return i.request !== undefined && proposedOperationOf(i.request.method, i.request.path, ops) !== undefined;
}

/** Counts the pacts statically and the conformance checks by one run against an in-process mock provider (about 3 s). */
export async function kitCounts(): Promise<KitCounts> {
  const interactions = loadPacts().flatMap(({ pact }) => pact.interactions);
  const ops = proposedOperations();
  const server = await startProviderServer(
    0,
    { countdownMs: 600_000, callIntervalMs: 0, checkMs: 50, restartMs: 1_000, bots: 0, seed: 7 },
    { firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0 },
  );
  try {
    const report = await runConformance(
      {
        api: `${server.url}/api`,
        socket: server.url,
        states: `${server.url}/__pact/provider-states`,
        players: [
          { phone: '0911000001', password: 'cartela123' },
          { phone: '0911000002', password: 'cartela123' },
        ],
        waitMs: 10_000,
      },
      () => undefined,
    );
    if (report.failed > 0 || report.notRun > 0) throw new Error(`the conformance run against the mock provider did not pass: ${report.summary()}`);
    return {
      pactInteractions: interactions.length,
      pactProposed: interactions.filter((i) => isProposed(i, ops)).length,
      pactNeedStates: interactions.filter((i) => isMessage(i) && !(PARTNER_MESSAGES as readonly string[]).includes(i.description)).length,
      conformanceChecks: report.results.length,
      conformanceProposed: report.proposedCount,
    };
  } finally {
    await server.close();
  }
}
