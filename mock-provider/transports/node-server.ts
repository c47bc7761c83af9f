import { createServer, type Server as HttpServer } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express from 'express';
import { Server } from 'socket.io';
import { CLIENT_REQUEST_HEADERS } from '@/shared/config/request-headers';
import { createCheckoutHandlers } from '../controls/checkout';
import { PROPOSED_ACK_EVENTS, PROPOSED_EVENT_ACKS } from '../../provider-states/proposed';
import { applyWorldOptions, proposedOff, type WorldOptions } from '../controls/world-options';
import { faultyHttp, faultyPayload, type ContractFault } from '../controls/contract-faults';
import { providerStateRoutes } from '../controls/provider-states';
import { Chaos, type ChaosConfig } from '../controls/chaos';
import { chaosHttpHandlers } from '../controls/chaos-http';
import { FaultInjector } from '../controls/faults';
import { mockControlRoutes } from '../controls/node-routes';
import { WalletFaults } from '../controls/wallet-faults';
import { AutoGameEngine, dispatchClientEvent, GameChat, GameEngine, type AutoConfig, type ChatConfig, type MockConfig } from '../engine';
import { createChatHandlers } from '../http/chat';
import { createHttpHandlers } from '../http/accounts';
import { createTelegramHandlers } from '../http/telegram';
import { createAutoHttpHandlers } from '../http/auto-games';
import { createInviteRewardHandlers } from '../http/invites';
import { createLimitsHandlers } from '../http/limits';
import { createWalletHandlers } from '../http/wallet';
import { memoryStorage, World } from '../world/world';

export interface ProviderServer {
  url: string;
  engine: GameEngine;
  auto: AutoGameEngine;
  /** The chat of the games' rooms (proposed; off with MOCK_WORLD proposedOff). */
  chat: GameChat;
  faults: FaultInjector;
  /** Chaos mode (controls/chaos.ts) when started with `options.chaos`. */
  chaos: Chaos | undefined;
  /** Wallet controls (`nextDepositUrl`). */
  wallet: WalletFaults;
  world: World;
  /**
   * Test control: the server ends every socket (socket.io's `io server disconnect`), as a server
   * restarting or shedding load may; a socket.io client does not reconnect from that by itself.
   */
  disconnectAll(): void;
  /** Test control: the next `count` handshakes are refused by the middleware with `message` (not `unauthorized`). */
  refuseHandshakes(count: number, message: string): void;
  close(): Promise<void>;
}

/**
 * The mock provider as a real local server (`npm run provider`): the same HTTP handlers through
 * @mswjs/http-middleware under `/api`, the same game engine behind a `socket.io` server on
 * `/socket.io`, and the test controls of controls/node-routes.ts under `/__mock/*` (not part of the contract).
 * Pact's state-change requests for the game states are served at `POST /__pact/provider-states`
 * (controls/provider-states.ts).
 * @param port TCP port on 127.0.0.1; 0 picks a free one
 * @param options.contractFault a deliberate contract breach (controls/contract-faults.ts), for showing the conformance runner fails
 * @param options.chaos chaos mode (controls/chaos.ts, `MOCK_CHAOS`): the socket traffic bent within the contracts
 * @param options.chat the chat's timing and bots' seed (engine/chat)
 */
export async function startProviderServer(
  port: number,
  config: Partial<MockConfig> = {},
  autoConfig: Partial<AutoConfig> = {},
  options: { contractFault?: ContractFault; world?: WorldOptions; chaos?: ChaosConfig | null; chat?: Partial<ChatConfig> } = {},
): Promise<ProviderServer> {
  const world = new World(memoryStorage());
  const worldOptions = options.world ?? {};
  applyWorldOptions(world, worldOptions);
  const engine = new GameEngine(world, config);
  const auto = new AutoGameEngine(world, autoConfig);
  const chat = new GameChat(world, [engine, auto], undefined, options.chat);
  // a server without the proposed features has no chat either
  chat.offered = !worldOptions.proposedOff;
  const faults = new FaultInjector(undefined, (phone) => world.revokeTokens(phone));
  engine.hooks = faults;
  auto.hooks = faults;
  const chaos = options.chaos ? new Chaos(options.chaos, (kind, key) => faults.recordMoneyRequest(kind, key)) : undefined;
  faults.chaos = chaos;
  const walletFaults = new WalletFaults();
  const app = express();
  // exactly the headers the app sends, not whatever a preflight asks for: a header the client adds
  // without telling partners fails here (cors.test.ts) before it fails a partner's preflight. A
  // preflight answer is kept 10 minutes (Chrome's most), so a URL read again (the balance, a list)
  // costs one round trip, not two.
  const corsOptions = { origin: true, credentials: true, allowedHeaders: [...CLIENT_REQUEST_HEADERS], maxAge: 600 };
  app.use(cors(corsOptions));

  app.use(mockControlRoutes({ world, engine, auto, chat, faults, wallet: walletFaults }));
  app.use(providerStateRoutes({ world, engine, auto, chat, refuseStates: worldOptions.refuseStates, proposedOff: worldOptions.proposedOff }));
  app.use(faultyHttp(options.contractFault));
  app.use(proposedOff(worldOptions));
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
  const httpHandlers = [...createInviteRewardHandlers(world), ...createHttpHandlers(world), ...createWalletHandlers(world, faults, walletFaults), ...createCheckoutHandlers(world), ...createAutoHttpHandlers(world, auto), ...createLimitsHandlers(world), ...createChatHandlers(world, chat), ...createTelegramHandlers(world)];
  app.use(createMiddleware(...(chaos ? chaosHttpHandlers(chaos, httpHandlers, (kind, key) => faults.recordMoneyRequest(kind, key)) : httpHandlers)));

  const http: HttpServer = createServer(app);
  const io = new Server(http, {
    path: '/socket.io',
    cors: corsOptions,
    // fault control "refuse": the handshake fails at the transport, so the client keeps retrying
    allowRequest: (_req, callback) => callback(null, !faults.refusing()),
  });
  const refusals = { left: 0, message: '' };
  // identity comes from the handshake token (proposed contract); anything else is refused
  io.use((socket, next) => {
    if (refusals.left > 0) {
      refusals.left--;
      return next(new Error(refusals.message));
    }
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const account = typeof token === 'string' ? world.accountByToken(token) : undefined;
    if (!account) return next(new Error('unauthorized'));
    socket.data.phone = account.phone;
    next();
  });
  io.on('connection', (socket) => {
    const wire = { id: socket.id, phone: socket.data.phone as string, emit: (event: string, payload?: unknown) => void socket.emit(event, faultyPayload(options.contractFault, event, payload)) };
    const conn = faults.wrap(
      chaos ? chaos.wrap(wire) : wire,
      // a transport close, as a dropped network; the client reconnects by itself
      () => socket.conn.close(),
    );
    engine.connect(conn);
    auto.connect(conn);
    chat.connect(conn);
    const routes = { manual: { handlers: engine.handlers, conn }, scheduled: { handlers: auto.handlers, conn }, game: { handlers: chat.handlers, conn } };
    socket.onAny((event: string, ...args: unknown[]) => {
      let ack = typeof args.at(-1) === 'function' ? (args.pop() as (res: unknown) => void) : undefined;
      // MOCK_WORLD acksOff: a server without the proposed acknowledgements
      if (worldOptions.acksOff && (PROPOSED_ACK_EVENTS.has(event) || PROPOSED_EVENT_ACKS.has(event))) ack = undefined;
      const dispatch = (reply: typeof ack) => dispatchClientEvent(routes, event, args[0], reply);
      faults.receive(conn, event, args[0], ack, (reply) => (chaos ? chaos.receive(conn, event, args[0], reply, dispatch) : dispatch(reply)));
    });
    socket.on('disconnect', () => {
      engine.disconnect(conn);
      auto.disconnect(conn);
      chat.disconnect(conn);
      faults.forget(socket.id);
      chaos?.forget(socket.id);
    });
  });

  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const address = http.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    engine,
    auto,
    chat,
    faults,
    chaos,
    wallet: walletFaults,
    world,
    disconnectAll: () => void io.disconnectSockets(true),
    refuseHandshakes: (count, message) => Object.assign(refusals, { left: count, message }),
    close: async () => {
      engine.stop();
      auto.stop();
      chat.stop();
      io.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
