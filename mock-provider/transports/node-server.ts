import { createServer, type Server as HttpServer } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express from 'express';
import { Server } from 'socket.io';
import type { MockConfig } from '../engine';
import { AUTO_EVENTS, AutoGameEngine, type AutoConfig } from '../engine';
import { createAutoHttpHandlers } from '../http/auto-games';
import { GameEngine } from '../engine';
import { checkoutHtml } from '../http/checkout';
import { FaultInjector } from '../controls/faults';
import { createHttpHandlers } from '../http/accounts';
import { createInviteRewardHandlers } from '../http/invites';
import { createWalletHandlers, WalletFaults } from '../http/wallet';
import { memoryStorage, World } from '../world/world';

export interface ProviderServer {
  url: string;
  engine: GameEngine;
  auto: AutoGameEngine;
  faults: FaultInjector;
  /** Wallet controls (`nextDepositUrl`). */
  wallet: WalletFaults;
  world: World;
  close(): Promise<void>;
}

/**
 * The mock provider as a real local server (`npm run provider`): the same HTTP handlers through
 * @mswjs/http-middleware under `/api`, the same game engine behind a `socket.io` server on
 * `/socket.io`, and test controls under `/__mock/*` (not part of the contract).
 * @param port TCP port on 127.0.0.1; 0 picks a free one
 */
export async function startProviderServer(port: number, config: Partial<MockConfig> = {}, autoConfig: Partial<AutoConfig> = {}): Promise<ProviderServer> {
  const world = new World(memoryStorage());
  const lastSms = new Map<string, string>();
  world.onSms((sms) => {
    lastSms.set(sms.phone, sms.code);
    console.log(`[mock provider] SMS to ${sms.phone}: code ${sms.code}`);
  });
  const engine = new GameEngine(world, config);
  const auto = new AutoGameEngine(world, autoConfig);
  const faults = new FaultInjector(undefined, (phone) => world.revokeTokens(phone));
  engine.hooks = faults;
  auto.hooks = faults;
  const walletFaults = new WalletFaults();
  const app = express();
  app.use(cors({ origin: true, credentials: true }));

  // before the MSW middleware, which reads request bodies itself
  app.get('/__mock/auto/games', (_req, res) => {
    res.json(auto.gameIds());
  });
  app.post('/__mock/auto/call', express.json(), (req, res) => {
    res.json(auto.callNumbers(String(req.body?.gameId), Array.isArray(req.body?.numbers) ? req.body.numbers : []));
  });
  app.get('/__mock/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.all('/__mock/:action', express.json({ limit: '5mb' }), (req, res) => {
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
      // ---- fault controls (issue 7) ----
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
        walletFaults.nextDepositUrl(String(req.body?.url ?? req.query.url ?? ''));
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
  // the mock payment provider's checkout page (issue 4); the deposit answer points here
  app.get('/mockCheckout', (_req, res) => {
    res.type('html').send(checkoutHtml('/api'));
  });
  // A handler's network error (Response.error(), status 0: the fault "drop the answer") cannot be
  // written as HTTP: the answer is cut off after its first bytes instead, as a lost answer looks to
  // the browser. (A connection closed before any byte is resent by the browser on its own.)
  app.use((req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    res.end = ((...args: unknown[]) => {
      if (res.statusCode !== 0) return end(...args);
      req.socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"cut":', () => req.socket.destroy());
      return res;
    }) as typeof res.end;
    next();
  });
  app.use(createMiddleware(...createInviteRewardHandlers(world), ...createHttpHandlers(world), ...createWalletHandlers(world, faults, walletFaults), ...createAutoHttpHandlers(world, auto)));

  const http: HttpServer = createServer(app);
  const io = new Server(http, {
    path: '/socket.io',
    cors: { origin: true, credentials: true },
    // fault control "refuse": the handshake fails at the transport, so the client keeps retrying
    allowRequest: (_req, callback) => callback(null, !faults.refusing()),
  });
  // identity comes from the handshake token (proposed contract); anything else is refused
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const account = typeof token === 'string' ? world.accountByToken(token) : undefined;
    if (!account) return next(new Error('unauthorized'));
    socket.data.phone = account.phone;
    next();
  });
  io.on('connection', (socket) => {
    const conn = faults.wrap(
      { id: socket.id, phone: socket.data.phone as string, emit: (event: string, payload?: unknown) => void socket.emit(event, payload) },
      // a transport close, as a dropped network; the client reconnects by itself
      () => socket.conn.close(),
    );
    engine.connect(conn);
    auto.connect(conn);
    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (res: unknown) => void) : undefined;
      if (AUTO_EVENTS.has(event)) auto.handle(conn, event, args[0], ack);
      else engine.handle(conn, event, args[0], ack);
    });
    socket.on('disconnect', () => {
      engine.disconnect(conn);
      auto.disconnect(conn);
      faults.forget(socket.id);
    });
  });

  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const address = http.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    engine,
    auto,
    faults,
    wallet: walletFaults,
    world,
    close: async () => {
      engine.stop();
      auto.stop();
      io.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
