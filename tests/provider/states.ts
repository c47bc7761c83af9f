import { PACT_STATE_NAMES } from '@mock-provider/node';
import { GAME_STATES } from '../../provider-states';
import { configuredPassword, pactToken, type ProviderContext } from './context';

/**
 * The provider states of the pacts, reached the way a partner's test server is reached: Pact's
 * standard state-change request, `POST {statesUrl}` with `{ state, params, action }` (the mock
 * provider serves them at `/__pact/provider-states`, mock-provider/controls/pact-states.ts;
 * docs/partners.md says what each state and each param means). The params come from the pact
 * (tests/contract/pact.ts STATE_PARAMS). The answer may carry `tokens`: the pact's bearer token
 * `mock.{phone}` → the token the server issued for that player; the verification sends that one
 * instead. Against a partner without a states URL a state can only log in (`loginAs`).
 *
 * To add a state: add it to PACT_STATES in mock-provider/controls/pact-states.ts and describe it in
 * docs/partners.md; tests/provider/pact.verify.ts fails and lists every state of the pact without one.
 */
/** A state's setup; it resolves the state's values for the pact's request (Pact's values from the provider state, e.g. `init_data`). */
export type StateSetup = (ctx: ProviderContext, params?: Record<string, unknown>) => Promise<Record<string, unknown> | void>;

/** `answered 400: {message}` from a failed answer, as a partner reads it. */
export async function answerOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  let message = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (body && typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: the text as is
  }
  return `answered ${res.status}${message ? `: ${message}` : ''}`;
}

/** Pact's state-change request to the server under verification; the JSON answer. @throws Error naming the state, the status and the server's message */
export async function changeState(ctx: ProviderContext, state: string, params: Record<string, unknown> = {}, action: 'setup' | 'teardown' = 'setup'): Promise<Record<string, unknown>> {
  if (!ctx.statesUrl) throw new Error(`provider state "${state}": no state-change URL (PACT_PROVIDER_STATES_URL)`);
  const res = await fetch(ctx.statesUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state, params, action }) });
  if (!res.ok) throw new Error(`provider state "${state}" (${action}, params ${JSON.stringify(params)}) ${await answerOf(res)}`);
  return ((await res.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}

/** Logs in through POST /api/users/login/ with the player's password and remembers the issued token. */
export async function loginAs(ctx: ProviderContext, phone: string): Promise<void> {
  const password = ctx.passwords.get(phone) ?? configuredPassword(phone);
  const res = await fetch(`${ctx.baseUrl}/api/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: phone, password }),
  });
  if (!res.ok) throw new Error(`login as ${phone} ${await answerOf(res)} (the password comes from the state's params, else PACT_PROVIDER_PASSWORDS or PACT_PROVIDER_PASSWORD)`);
  const body = (await res.json().catch(() => null)) as { token?: string } | null;
  if (!body?.token) throw new Error(`login as ${phone}: the answer has no token`);
  ctx.tokens.set(pactToken(phone), body.token);
}

/** The username each player was last given by a state's params (a player the kit sets up itself keeps it). */
const usernames = new Map<string, string>();

/** One state: the state-change request (its `tokens` kept), or without a states URL a login of the players it names. */
function setupOf(name: string): StateSetup {
  return async (ctx, params = {}) => {
    if (!ctx.statesUrl) {
      // no states: the server keeps its own passwords (PACT_PROVIDER_PASSWORDS), whatever the params say
      for (const phone of name.match(/09\d{8}/g) ?? []) if (phone !== '0944000001') await loginAs(ctx, phone);
      return;
    }
    // the state sets the player's password from its params: log in with that one from now on
    if (typeof params.phone === 'string' && typeof params.password === 'string') {
      ctx.passwords.set(params.phone, params.password);
      if (typeof params.username === 'string') usernames.set(params.phone, params.username);
      (ctx.named ??= new Set()).add(params.phone);
    }
    const answer = await changeState(ctx, name, params);
    if (answer.tokens && typeof answer.tokens === 'object') {
      for (const [pact, issued] of Object.entries(answer.tokens as Record<string, unknown>)) {
        if (typeof issued !== 'string') continue;
        ctx.tokens.set(pact, issued);
        (ctx.named ??= new Set()).add(pact.replace(/^mock\./, ''));
      }
    } else if (typeof params.phone === 'string' && ctx.passwords.has(params.phone) && params.verified !== false) {
      // no tokens in the answer: the state's player logs in with the password the params gave
      await loginAs(ctx, params.phone);
    }
    // the rest of the answer (e.g. the Telegram states' signed `init_data`) goes into the pact's request
    const { tokens: _tokens, ...values } = answer;
    return values;
  };
}

/** The balance (ETB) a player gets when the kit sets it up itself: enough for a stake; a scenario that buys sets its own. */
export const ENSURED_BALANCE = 500;

/**
 * Before the kit acts as `phone` (a socket player, a login): when the current interaction's states
 * did not name that player with its credentials, the kit sets it up itself with the game state
 * `a verified player with these credentials and balance` (the username and password a state last
 * gave it, else `player-{last 4 digits}` and the configured password; ENSURED_BALANCE) and logs in
 * with them. So a states endpoint never has to know any password it was not told. Without a
 * states URL nothing is set up (the server's own passwords: PACT_PROVIDER_PASSWORDS).
 */
export async function ensurePlayer(ctx: ProviderContext, phone: string): Promise<void> {
  if (!ctx.statesUrl || ctx.named?.has(phone)) return;
  const password = ctx.passwords.get(phone) ?? configuredPassword(phone);
  ctx.passwords.set(phone, password);
  const answer = await changeState(ctx, GAME_STATES.playerReady, { phone, username: usernames.get(phone) ?? `player-${phone.slice(-4)}`, password, balance: ENSURED_BALANCE });
  (ctx.named ??= new Set()).add(phone);
  const issued = (answer.tokens as Record<string, unknown> | undefined)?.[pactToken(phone)];
  if (typeof issued === 'string') ctx.tokens.set(pactToken(phone), issued);
  else await loginAs(ctx, phone);
}

export const STATES: Record<string, StateSetup> = Object.fromEntries(PACT_STATE_NAMES.map((name) => [name, setupOf(name)]));

/**
 * The bearer token a socket player connects with (the handshake `auth.token`): the token the last
 * state issued for the player, else a login.
 */
export async function socketToken(ctx: ProviderContext, phone: string): Promise<string> {
  await ensurePlayer(ctx, phone);
  if (!ctx.tokens.has(pactToken(phone))) await loginAs(ctx, phone);
  return ctx.tokens.get(pactToken(phone))!;
}
