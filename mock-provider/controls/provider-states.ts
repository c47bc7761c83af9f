import express, { type Router } from 'express';
import type { AutoGameEngine, GameChat, GameEngine } from '../engine';
import { GAME_STATES, PROPOSED_STATES } from '../../provider-states';
import type { World } from '../world/world';
import { PACT_STATES, pactToken } from './pact-states';

/**
 * The mock provider's side of Pact's standard state-change request, `POST /__pact/provider-states`
 * with `{ state, params, action }`: the pacts' states (./pact-states.ts) and the game states of
 * provider-states/ (the table the mock, the pact verification and conformance/ share). A pact state answers its own values (the Telegram states' `init_data`, which
 * the verifier puts into the pact's request) and `{ tokens }`: the pact's bearer token of each demo
 * player → the token valid on this server (here the same, `mock.{phone}`, made valid).
 */
/** A state's params cannot be set up: answered 400 `{message}`. */
class StateRefused extends Error {}

export function providerStateRoutes(parts: { world: World; engine: GameEngine; auto: AutoGameEngine; chat?: GameChat; refuseStates?: readonly string[]; proposedOff?: boolean }): Router {
  const { world, engine, auto, chat } = parts;
  const pactTokens = () => Object.fromEntries(['0911000001', '0911000002', '0911000003'].filter((phone) => world.account(phone)).map((phone) => {
    world.grantToken(phone, pactToken(phone));
    return [pactToken(phone), pactToken(phone)];
  }));
  const handlers: Record<string, (params: Record<string, unknown>) => unknown> = {
    ...Object.fromEntries(Object.entries(PACT_STATES).map(([name, setup]) => [name, async (params: Record<string, unknown>) => ({ ...(await setup(parts, params)), tokens: pactTokens() })])),
    [GAME_STATES.playerReady]: (p) => {
      const phone = String(p.phone ?? '');
      if (!/^\d{10}$/.test(phone) || typeof p.password !== 'string' || !p.password) throw new StateRefused('params phone (10 digits) and password are required');
      const account = world.account(phone) ?? world.createAccount({ username: String(p.username ?? phone), phone, password: p.password });
      Object.assign(account, { password: p.password, verified: true });
      world.setBalances(phone, { current_balance: Number(p.balance ?? account.current_balance), promo_balance: 0 });
      if (typeof p.username === 'string' && p.username) account.username = p.username;
      world.save();
      return {};
    },
    [GAME_STATES.manualRestarts]: () => (engine.restart(), {}),
    [GAME_STATES.manualStartsNow]: (p) => ({ started: engine.startNow(Number(p.betAmount)) }),
    [GAME_STATES.manualCallsNext]: (p) => ({ number: engine.callNext(Number(p.betAmount)) }),
    [GAME_STATES.scheduledStartsNow]: (p) => ({ started: auto.startNow(String(p.gameId)) }),
    [GAME_STATES.scheduledCallsNext]: (p) => ({ number: auto.callNext(String(p.gameId)) }),
    [GAME_STATES.scheduledCallsNumbers]: (p) => ({ numbers: auto.callNumbers(String(p.gameId), Array.isArray(p.numbers) ? p.numbers.map(Number) : []) }),
    [GAME_STATES.chatClosed]: (p) => {
      if (!chat) throw new StateRefused('this server has no chat');
      chat.close(String(p.gameId));
      return {};
    },
    [GAME_STATES.chatMessageRemoved]: (p) => {
      if (!chat) throw new StateRefused('this server has no chat');
      return { removed: chat.remove(String(p.gameId), String(p.messageId)) };
    },
  };
  const routes = express.Router();
  routes.post('/__pact/provider-states', express.json(), (req, res) => {
    const body = (req.body ?? {}) as { state?: unknown; params?: unknown; action?: unknown };
    if (body.action === 'teardown') return void res.json({});
    const handler = typeof body.state === 'string' ? handlers[body.state] : undefined;
    if (!handler) return void res.status(400).json({ message: `unknown provider state: ${String(body.state)}` });
    // MOCK_WORLD proposedOff: a server without the proposed features cannot set up their states
    if (parts.proposedOff && PROPOSED_STATES.has(String(body.state))) return void res.status(501).json({ message: `"${String(body.state)}" needs a proposed feature this server does not offer` });
    // MOCK_WORLD refuseStates: a states endpoint that cannot set this state up
    if (parts.refuseStates?.includes(String(body.state))) return void res.status(400).json({ message: `this server cannot set up "${String(body.state)}"` });
    // a state may answer asynchronously (the Telegram states sign init data with Web Crypto)
    Promise.resolve()
      .then(() => handler(body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {}))
      .then(
        (answer) => res.json(answer),
        (e: unknown) => res.status(400).json({ message: `provider state "${String(body.state)}": ${e instanceof Error ? e.message : String(e)}` }),
      );
  });
  return routes;
}
