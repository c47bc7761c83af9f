import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { CHAT_PROBE, isProposedEventMessage, NOT_OFFERED, PROPOSED_ACK_EVENTS, PROPOSED_STATES, proposedOperationOf, proposedOperations } from '../../provider-states/proposed';
import { pactToken, type ProviderContext } from './context';
import { MESSAGE_PRODUCERS } from './messages';
import { PARTNER_MESSAGES, partnerMessage } from './partner-session';
import { withPlayer } from './socket-player';
import { changeState, STATES } from './states';
import { verifyReport, type NotRun } from './verify-report';

/**
 * One run of the Pact Verifier over pacts/*.json against the server of `ctx` (the mock provider
 * or a partner's), with the provider states of ./states.ts and the message producers of
 * ./messages.ts. What it adds to Pact:
 * - a state that fails fails its interaction: HTTP is answered 500 `{message}` with the state's
 *   answer instead of reaching the server, a message producer throws it;
 * - every state is torn down after its interaction (`action: "teardown"` to the states URL);
 * - proposed calls (`x-spec-status: proposed`) the server does not offer — an HTTP answer 404 or
 *   501, no acknowledgement of a proposed ack, or a state of a proposed feature (PROPOSED_STATES)
 *   answered 501 — are left out of the run and reported `○ … — proposed: not offered (why)`;
 * - without a states URL, the messages no recorded session yields are reported as not run, with why;
 * - the result is one readable report (./verify-report.ts), not the verifier's JSON.
 */

const PACT_DIR = resolve(import.meta.dirname, '../../pacts');
export const PROVIDER = 'cartela-provider';

export interface PactInteraction {
  type?: string;
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request?: { method: string; path: string; query?: Record<string, string[]>; headers?: Record<string, string | string[]>; body?: { content?: unknown } };
}
interface PactFile {
  provider: { name: string };
  interactions: PactInteraction[];
}

/** The pacts of the provider in pacts/. */
export function loadPacts(): { file: string; pact: PactFile }[] {
  return readdirSync(PACT_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(PACT_DIR, f))
    .map((file) => ({ file, pact: JSON.parse(readFileSync(file, 'utf8')) as PactFile }))
    .filter(({ pact }) => pact.provider.name === PROVIDER);
}

export const isMessage = (i: PactInteraction) => i.type !== undefined && i.type !== 'Synchronous/HTTP';

/** The event a message description names (its first word, e.g. `join_auto_game` in `join_auto_game acknowledgement: …`). */
const ackEventOf = (description: string) => /^(\S+) acknowledgement/.exec(description)?.[1];

async function setUp(ctx: ProviderContext, i: PactInteraction): Promise<void> {
  for (const s of i.providerStates ?? []) await STATES[s.name]?.(ctx, s.params ?? {});
}

/** The request of an HTTP interaction, sent as the verifier would (issued tokens instead of the pact's); its status. */
async function send(ctx: ProviderContext, i: PactInteraction): Promise<number> {
  const r = i.request!;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  const auth = headers.Authorization?.replace(/^Bearer\s+/i, '');
  const issued = auth ? ctx.tokens.get(auth) : undefined;
  if (issued) headers.Authorization = `Bearer ${issued}`;
  const query = r.query ? `?${new URLSearchParams(Object.entries(r.query).flatMap(([k, vs]) => vs.map((v) => [k, v]))).toString()}` : '';
  const body = r.body?.content === undefined ? undefined : typeof r.body.content === 'string' ? r.body.content : JSON.stringify(r.body.content);
  const res = await fetch(`${ctx.baseUrl}${r.path}${query}`, { method: r.method, headers, body });
  await res.text().catch(() => '');
  return res.status;
}

/**
 * Which proposed interactions the server does not offer: each proposed HTTP operation is tried once
 * (its state set up, its request sent); each proposed acknowledgement once (`join_auto_game` of an
 * unknown game, 3 s); the chat once (`game_chat_open` of no game: `{error}` or no ack). @returns description → why
 */
async function notOffered(ctx: ProviderContext, interactions: PactInteraction[]): Promise<Map<string, NotRun>> {
  const out = new Map<string, NotRun>();
  const offeredNot = (i: PactInteraction, why: string) => out.set(i.description, { description: i.description, why, notOffered: true });
  if (!ctx.statesUrl && !interactions.some((i) => !isMessage(i))) return out;
  if (ctx.statesUrl) {
    for (const state of PROPOSED_STATES) {
      const given = interactions.filter((i) => i.providerStates?.some((s) => s.name === state));
      if (given.length === 0) continue;
      const params = given[0].providerStates!.find((s) => s.name === state)!.params ?? {};
      const res = await fetch(ctx.statesUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state, params, action: 'setup' }) });
      await res.text().catch(() => '');
      if (res.status === 501) for (const i of given) offeredNot(i, `its state "${state}" answered 501`);
    }
  }
  const ops = proposedOperations();
  const byOperation = new Map<string, PactInteraction[]>();
  for (const i of interactions.filter((x) => !isMessage(x) && x.request)) {
    const op = proposedOperationOf(i.request!.method, i.request!.path, ops);
    if (op) byOperation.set(`${op.method} ${op.path}`, [...(byOperation.get(`${op.method} ${op.path}`) ?? []), i]);
  }
  for (const [op, list] of byOperation) {
    const probe = list[0];
    const status = await setUp(ctx, probe).then(() => send(ctx, probe), () => 0);
    if (NOT_OFFERED.has(status)) for (const i of list) offeredNot(i, `${op} answered ${status}`);
  }
  const ackMessages = interactions.filter((i) => isMessage(i) && PROPOSED_ACK_EVENTS.has(ackEventOf(i.description) ?? ''));
  if (ackMessages.length > 0) {
    const first = interactions.find((i) => i.providerStates?.some((s) => s.name.startsWith('a verified player 0911000001')));
    if (first) await setUp(ctx, first).catch(() => undefined);
    for (const event of new Set(ackMessages.map((i) => ackEventOf(i.description)!))) {
      const acked = await withPlayer(ctx, (p) => p.emitMaybeAck(event, { gameId: 'kit-probe-unknown-game', phone: '0911000001' }, 3000)).catch(() => undefined);
      if (acked === undefined) for (const i of ackMessages.filter((m) => ackEventOf(m.description) === event)) offeredNot(i, `no acknowledgement of ${event} within 3 s`);
    }
  }
  // the chat (proposed events as a whole): one probe; an ack {error} or none within 3 s = not offered
  const chatMessages = interactions.filter((i) => isMessage(i) && isProposedEventMessage(i.description));
  if (chatMessages.length > 0) {
    const acked = await withPlayer(ctx, (p) => p.emitMaybeAck<{ error?: unknown }>(CHAT_PROBE.event, CHAT_PROBE.payload, 3000)).catch(() => undefined);
    const why = acked === undefined ? `no acknowledgement of ${CHAT_PROBE.event} within 3 s` : acked && typeof acked === 'object' && acked.error !== undefined ? `${CHAT_PROBE.event} answered ${JSON.stringify(acked)}` : null;
    if (why) for (const i of chatMessages) offeredNot(i, why);
  }
  return out;
}

/**
 * Verifies every interaction the server can be asked for. `external` is a partner's server (then
 * without a states URL only the messages of one recorded session are verified).
 * @returns the failures and the readable report
 */
export async function verifyPacts(ctx: ProviderContext, options: { external: boolean; logLevel?: string }): Promise<{ failed: number; report: string; verified: number; total: number }> {
  const pacts = loadPacts();
  const all = pacts.flatMap(({ pact }) => pact.interactions);
  const skip = await notOffered(ctx, all);
  ctx.named = undefined;
  if (options.external && !ctx.statesUrl) {
    for (const i of all.filter(isMessage)) {
      if (!skip.has(i.description) && !(PARTNER_MESSAGES as readonly string[]).includes(i.description)) skip.set(i.description, { description: i.description, why: 'needs a game driven by the game states: no PACT_PROVIDER_STATES_URL' });
    }
  }
  const notRun: NotRun[] = [...skip.values()];
  const dir = mkdtempSync(join(tmpdir(), 'cartela-pact-'));
  const pactUrls = pacts.map(({ pact }, n) => {
    const out = join(dir, `verify-${n}.json`);
    writeFileSync(out, JSON.stringify({ ...pact, interactions: pact.interactions.filter((i) => !skip.has(i.description)) }));
    return out;
  });
  const total = all.length - skip.size;
  const failedStates = new Map<string, string>();
  const scenarioErrors = new Map<string, string>();

  const stateHandlers = Object.fromEntries(
    Object.entries(STATES).map(([name, setup]) => [
      name,
      {
        setup: async (params?: unknown) => {
          ctx.failedState = undefined;
          try {
            // the state's values fill the pact's `fromProviderState` fields (Telegram's signed init data)
            return (await setup(ctx, (params ?? undefined) as Record<string, unknown> | undefined)) ?? undefined;
          } catch (e) {
            ctx.failedState = e instanceof Error ? e.message : String(e);
            failedStates.set(name, ctx.failedState);
          }
          return undefined;
        },
        teardown: async (params?: unknown) => {
          ctx.failedState = undefined;
          // the next interaction's states name their own players
          ctx.named = undefined;
          if (ctx.statesUrl) await changeState(ctx, name, (params ?? {}) as Record<string, unknown>, 'teardown').catch(() => undefined);
          return undefined;
        },
      },
    ]),
  );
  const messageProviders = Object.fromEntries(
    Object.entries(MESSAGE_PRODUCERS).map(([description, produce]) => [
      description,
      async () => {
        if (ctx.failedState) throw new Error(ctx.failedState);
        try {
          return await (options.external && !ctx.statesUrl ? partnerMessage(ctx, description) : produce(ctx));
        } catch (e) {
          // pact-js drops a producer's error (the message then looks empty): the report names it
          scenarioErrors.set(description, e instanceof Error ? e.message : String(e));
          throw e;
        }
      },
    ]),
  );

  let text: string;
  try {
    text = await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: ctx.baseUrl,
      pactUrls,
      // pact-js runs {setup, teardown} handlers for HTTP and message interactions alike (its typing knows only functions for messages)
      stateHandlers: stateHandlers as never,
      messageProviders,
      // a failed state answers for the server; otherwise the pact's `Bearer mock.{phone}` becomes the issued token
      requestFilter: (req, res, next) => {
        // only the pact's own requests (the proxy also serves the state-change and message calls through here)
        if (ctx.failedState && req.path.startsWith('/api/')) return void res.status(500).json({ message: ctx.failedState });
        const sent = req.headers.authorization?.replace(/^Bearer\s+/i, '');
        const issued = sent ? ctx.tokens.get(sent) : undefined;
        if (issued) req.headers.authorization = `Bearer ${issued}`;
        next();
      },
      logLevel: (options.logLevel as 'warn' | undefined) ?? 'warn',
      timeout: 60_000,
    }).verifyProvider();
    text = JSON.stringify({ errors: [] });
  } catch (e) {
    text = e instanceof Error ? e.message : String(e);
  }
  const { failed, report } = verifyReport(text, total, notRun, failedStates, scenarioErrors);
  return { failed, report, verified: total - failed, total: all.length };
}

export { pactToken };
