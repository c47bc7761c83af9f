import express, { type Router } from 'express';
import type { AutoGameEngine, GameChat, GameEngine } from '../engine';
import type { World } from '../world/world';
import { checkoutHtml } from './checkout';
import type { FaultInjector } from './faults';
import type { WalletFaults } from './wallet-faults';

interface ControlRequest {
  /** `betAmount` as a number (NaN when absent). */
  bet: number;
  arg(name: string): unknown;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
}

/**
 * The test and developer controls of `npm run provider` (not part of the contract): `/__mock/*`
 * and the mock checkout page `/mockCheckout`. Mounted before the MSW middleware, which reads
 * request bodies itself. Also keeps the last SMS code and notice per phone for `GET /__mock/sms?phone=` (`{code, notice}`).
 */
export function mockControlRoutes(parts: { world: World; engine: GameEngine; auto: AutoGameEngine; chat: GameChat; faults: FaultInjector; wallet: WalletFaults }): Router {
  const { world, engine, auto, chat, faults, wallet } = parts;
  const lastSms = new Map<string, string>();
  world.onSms((sms) => {
    lastSms.set(sms.phone, sms.code);
    console.log(`[mock provider] SMS to ${sms.phone}: code ${sms.code}`);
  });
  const lastNotice = new Map<string, string>();
  world.onNotice((notice) => {
    lastNotice.set(notice.phone, notice.text);
    console.log(`[mock provider] SMS to ${notice.phone}: ${notice.text}`);
  });
  /** `/__mock/<action>`: each answers JSON; parameters from the query string or the JSON body. */
  const controls: Record<string, (r: ControlRequest) => unknown> = {
    'start-now': ({ bet }) => ({ started: engine.startNow(bet) }),
    'call-next': ({ bet }) => ({ number: engine.callNext(bet) }),
    snapshot: ({ bet }) => engine.snapshot(bet),
    configure: ({ body }) => {
      engine.configure(body);
      engine.restart();
      return engine.config;
    },
    // how many boards the world serves (ids 1–count, default 100; the benchmark's picker uses 400)
    boards: ({ arg }) => ({ count: world.setBoardCount(Number(arg('count'))) }),
    sms: ({ query }) => ({ code: lastSms.get(String(query.phone)) ?? null, notice: lastNotice.get(String(query.phone)) ?? null }),
    reset: () => {
      world.reset();
      chat.stop();
      return { ok: true };
    },
    // ---- fault controls ----
    'end-now': ({ bet }) => ({ ended: engine.endNow(bet) }),
    'drop-all': () => ({ dropped: faults.dropAll() }),
    refuse: ({ arg }) => {
      faults.refuseFor(Number(arg('ms') ?? 0));
      return { ok: true };
    },
    // when each refused connection attempt arrived (ms), to read the client's retry rhythm
    refused: () => ({ attempts: faults.refusedAttempts() }),
    'duplicate-calls': ({ arg }) => {
      faults.duplicateCalls(Number(arg('count') ?? 1));
      return { ok: true };
    },
    // the next `count` calls reach no page; the game (and its final called_numbers) still has them
    'withhold-calls': ({ arg }) => {
      faults.withholdCalls(Number(arg('count') ?? 1));
      return { ok: true };
    },
    'drop-next-money-answer': () => {
      faults.dropNextMoneyAnswer();
      return { ok: true };
    },
    'money-requests': () => ({ requests: faults.moneyRequests() }),
    // body: a JoinBend (controls/faults.ts) or {} to end the bending; `held-joins` counts the joins waiting for the others
    'bend-joins': ({ body }) => {
      faults.bendJoins(Object.keys(body).length ? (body as never) : null);
      return { ok: true };
    },
    'held-joins': () => ({ held: faults.heldJoins() }),
    // chaos mode (MOCK_CHAOS), read-only: its config and what it did so far; nulls when off
    chaos: () => ({ config: faults.chaos?.config ?? null, stats: faults.chaos ? { ...faults.chaos.stats } : null }),
    revoke: ({ arg }) => ({ dropped: faults.revokePlayer(String(arg('phone') ?? '')) }),
    // body: { url }; the next deposit answer carries it instead of the checkout page's
    'next-deposit-url': ({ body, query }) => {
      wallet.nextDepositUrl(String(body.url ?? query.url ?? ''));
      return { ok: true };
    },
    // the next `count` money POSTs answer `status` (409, 429, 5xx) and are not performed
    'next-money-status': ({ arg }) => {
      wallet.nextMoneyStatus(Number(arg('status')), Number(arg('count') ?? 1));
      return { ok: true };
    },
    // the next `count` transaction-history reads answer `status` (default 503)
    'fail-ledger-reads': ({ arg }) => {
      wallet.failLedgerReads(Number(arg('count') ?? 1), Number(arg('status') ?? 503));
      return { ok: true };
    },
    // ---- the games' chat (proposed): moderator controls, the bots' timing ----
    'chat-mute': ({ arg }) => {
      chat.mute(String(arg('gameId')), String(arg('phone')), arg('muted') !== false && arg('muted') !== 'false');
      return { ok: true };
    },
    'chat-close': ({ arg }) => {
      chat.close(String(arg('gameId')), typeof arg('reason') === 'string' ? String(arg('reason')) : undefined);
      return { ok: true };
    },
    'chat-reopen': ({ arg }) => {
      chat.reopen(String(arg('gameId')));
      return { ok: true };
    },
    'chat-remove': ({ arg }) => ({ removed: chat.remove(String(arg('gameId')), String(arg('messageId'))) }),
    'chat-messages': ({ arg }) => ({ messages: chat.messages(String(arg('gameId'))), reports: chat.reports }),
    // body: a partial ChatConfig, e.g. {"botEveryMs":0}; {offered: false} answers every chat event "not offered"
    'chat-configure': ({ body }) => {
      chat.configure(body);
      if (typeof body.offered === 'boolean') chat.offered = body.offered;
      return { config: chat.config, offered: chat.offered };
    },
    // body: { event, payload } or { events: [{ event, payload }, …] }
    emit: ({ body }) => {
      const list: { event?: unknown; payload?: unknown }[] = Array.isArray(body.events) ? body.events : [body];
      let sent = 0;
      for (const e of list) if (typeof e.event === 'string') sent += faults.emitRaw(e.event, e.payload);
      return { sent };
    },
  };
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
    const body = (req.body ?? {}) as Record<string, unknown>;
    // a parameter from the query string, else from the JSON body
    const arg = (name: string) => (req.query[name] as unknown) ?? body[name];
    const control = controls[String(req.params.action)];
    if (!control) {
      res.status(404).json({ message: 'unknown control' });
      return;
    }
    res.json(control({ bet: Number(arg('betAmount')), arg, body, query: req.query as Record<string, unknown> }));
  });
  // the mock payment provider's checkout page; the deposit answer points here
  routes.get('/mockCheckout', (_req, res) => {
    res.type('html').send(checkoutHtml('/api'));
  });
  return routes;
}
