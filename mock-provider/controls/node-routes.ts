import express, { type Router } from 'express';
import type { AutoGameEngine, GameEngine } from '../engine';
import type { World } from '../world/world';
import { checkoutHtml } from './checkout';
import type { FaultInjector } from './faults';
import type { WalletFaults } from './wallet-faults';

/**
 * The test and developer controls of `npm run provider` (not part of the contract): `/__mock/*`
 * and the mock checkout page `/mockCheckout`. Mounted before the MSW middleware, which reads
 * request bodies itself. Also keeps the last SMS code per phone for `GET /__mock/sms?phone=`.
 */
export function mockControlRoutes(parts: { world: World; engine: GameEngine; auto: AutoGameEngine; faults: FaultInjector; wallet: WalletFaults }): Router {
  const { world, engine, auto, faults, wallet } = parts;
  const lastSms = new Map<string, string>();
  world.onSms((sms) => {
    lastSms.set(sms.phone, sms.code);
    console.log(`[mock provider] SMS to ${sms.phone}: code ${sms.code}`);
  });
  const routes = express.Router();
  routes.get('/__mock/auto/games', (_req, res) => {
    res.json(auto.gameIds());
  });
  routes.post('/__mock/auto/call', express.json(), (req, res) => {
    res.json(auto.callNumbers(String(req.body?.gameId), Array.isArray(req.body?.numbers) ? req.body.numbers : []));
  });
  routes.get('/__mock/health', (_req, res) => {
    res.json({ ok: true });
  });
  routes.all('/__mock/:action', express.json({ limit: '5mb' }), (req, res) => {
    const bet = Number(req.query.betAmount ?? req.body?.betAmount);
    switch (req.params.action) {
      case 'start-now':
        res.json({ started: engine.startNow(bet) });
        return;
      case 'call-next':
        res.json({ number: engine.callNext(bet) });
        return;
      case 'snapshot':
        res.json(engine.snapshot(bet));
        return;
      case 'configure':
        engine.configure(req.body ?? {});
        engine.restart();
        res.json(engine.config);
        return;
      case 'sms':
        res.json({ code: lastSms.get(String(req.query.phone)) ?? null });
        return;
      case 'reset':
        world.reset();
        res.json({ ok: true });
        return;
      // ---- fault controls ----
      case 'end-now':
        res.json({ ended: engine.endNow(bet) });
        return;
      case 'drop-all':
        res.json({ dropped: faults.dropAll() });
        return;
      case 'refuse':
        faults.refuseFor(Number(req.query.ms ?? req.body?.ms ?? 0));
        res.json({ ok: true });
        return;
      case 'refused':
        // when each refused connection attempt arrived (ms), to read the client's retry rhythm
        res.json({ attempts: faults.refusedAttempts() });
        return;
      case 'duplicate-calls':
        faults.duplicateCalls(Number(req.query.count ?? req.body?.count ?? 1));
        res.json({ ok: true });
        return;
      case 'drop-next-money-answer':
        faults.dropNextMoneyAnswer();
        res.json({ ok: true });
        return;
      case 'money-requests':
        res.json({ requests: faults.moneyRequests() });
        return;
      case 'revoke':
        res.json({ dropped: faults.revokePlayer(String(req.query.phone ?? req.body?.phone ?? '')) });
        return;
      case 'next-deposit-url':
        // body: { url }; the next deposit answer carries it instead of the checkout page's
        wallet.nextDepositUrl(String(req.body?.url ?? req.query.url ?? ''));
        res.json({ ok: true });
        return;
      case 'emit': {
        // body: { event, payload } or { events: [{ event, payload }, …] }
        const list: { event: string; payload?: unknown }[] = Array.isArray(req.body?.events) ? req.body.events : [req.body ?? {}];
        let sent = 0;
        for (const e of list) if (typeof e.event === 'string') sent += faults.emitRaw(e.event, e.payload);
        res.json({ sent });
        return;
      }
      default:
        res.status(404).json({ message: 'unknown control' });
    }
  });
  // the mock payment provider's checkout page; the deposit answer points here
  routes.get('/mockCheckout', (_req, res) => {
    res.type('html').send(checkoutHtml('/api'));
  });
  return routes;
}
