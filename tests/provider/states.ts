import { PACT_STATE_NAMES } from '@mock-provider/node';
import { DEMO_PASSWORD, pactToken, type ProviderContext } from './context';

/**
 * The provider states of the pacts, reached the way a partner's test server is reached: Pact's
 * standard state-change request, `POST {statesUrl}` with `{ state, params, action: "setup" }`
 * (the mock provider serves them at `/__pact/provider-states`, mock-provider/controls/pact-states.ts;
 * docs/partners.md says what each state means). The answer may carry `tokens`: the pact's bearer
 * token `mock.{phone}` → the token the server issued for that player; the verification sends that
 * one instead. Against a partner without a states URL a state can only log in (`loginAs`).
 *
 * To add a state: add it to PACT_STATES in mock-provider/controls/pact-states.ts and describe it in
 * docs/partners.md; tests/provider/pact.verify.ts fails and lists every state of the pact without one.
 */
export type StateSetup = (ctx: ProviderContext, params?: Record<string, unknown>) => Promise<void>;

/** Pact's state-change request to the server under verification; the JSON answer. @throws Error when refused */
export async function changeState(ctx: ProviderContext, state: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  if (!ctx.statesUrl) throw new Error(`provider state "${state}": no state-change URL (PACT_PROVIDER_STATES_URL)`);
  const res = await fetch(ctx.statesUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state, params, action: 'setup' }) });
  if (!res.ok) throw new Error(`provider state "${state}" answered ${res.status}`);
  return ((await res.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}

/** Logs in through POST /api/users/login/ (a partner's server) and remembers the issued token. */
export async function loginAs(ctx: ProviderContext, phone: string): Promise<void> {
  const res = await fetch(`${ctx.baseUrl}/api/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: phone, password: process.env.PACT_PROVIDER_PASSWORD ?? DEMO_PASSWORD }),
  });
  const body = (await res.json().catch(() => null)) as { token?: string } | null;
  if (!res.ok || !body?.token) throw new Error(`provider state: login as ${phone} failed (${res.status}); seed the demo accounts of README "Demo accounts" (password: PACT_PROVIDER_PASSWORD)`);
  ctx.tokens.set(pactToken(phone), body.token);
}

/** One state: the state-change request (its `tokens` kept), or without a states URL a login of the players it names. */
function setupOf(name: string): StateSetup {
  return async (ctx, params) => {
    if (!ctx.statesUrl) {
      for (const phone of name.match(/09\d{8}/g) ?? []) if (phone !== '0944000001') await loginAs(ctx, phone);
      return;
    }
    const answer = await changeState(ctx, name, params);
    const tokens = answer.tokens && typeof answer.tokens === 'object' ? (answer.tokens as Record<string, unknown>) : {};
    for (const [pact, issued] of Object.entries(tokens)) if (typeof issued === 'string') ctx.tokens.set(pact, issued);
  };
}

export const STATES: Record<string, StateSetup> = Object.fromEntries(PACT_STATE_NAMES.map((name) => [name, setupOf(name)]));

/**
 * The bearer token a socket player connects with (the handshake `auth.token`): the token the last
 * state issued for the player, else a login.
 */
export async function socketToken(ctx: ProviderContext, phone: string): Promise<string> {
  if (!ctx.tokens.has(pactToken(phone))) await loginAs(ctx, phone);
  return ctx.tokens.get(pactToken(phone))!;
}
