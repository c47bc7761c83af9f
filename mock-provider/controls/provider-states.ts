import express, { type Router } from 'express';
import type { AutoGameEngine, GameEngine } from '../engine';
import { GAME_STATES } from '../../conformance/states';

/**
 * The mock provider's side of the game provider states (conformance/states.ts): Pact's standard
 * state-change request `POST /__pact/provider-states` with `{ state, params, action }`.
 */
export function providerStateRoutes(parts: { engine: GameEngine; auto: AutoGameEngine }): Router {
  const { engine, auto } = parts;
  const handlers: Record<string, (params: Record<string, unknown>) => unknown> = {
    [GAME_STATES.manualStartsNow]: (p) => ({ started: engine.startNow(Number(p.betAmount)) }),
    [GAME_STATES.manualCallsNext]: (p) => ({ number: engine.callNext(Number(p.betAmount)) }),
    [GAME_STATES.scheduledStartsNow]: (p) => ({ started: auto.startNow(String(p.gameId)) }),
    [GAME_STATES.scheduledCallsNext]: (p) => ({ number: auto.callNext(String(p.gameId)) }),
  };
  const routes = express.Router();
  routes.post('/__pact/provider-states', express.json(), (req, res) => {
    const body = (req.body ?? {}) as { state?: unknown; params?: unknown; action?: unknown };
    if (body.action === 'teardown') return void res.json({});
    const handler = typeof body.state === 'string' ? handlers[body.state] : undefined;
    if (!handler) return void res.status(400).json({ message: `unknown provider state: ${String(body.state)}` });
    res.json(handler(body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {}));
  });
  return routes;
}
