import { setupWorker } from 'msw/browser';
import { ws } from 'msw';
import { installMockControls } from './controls/browser-controls';
import { createCheckoutHandlers } from './controls/checkout';
import { FaultInjector } from './controls/faults';
import { showMockSms } from './controls/sms-panel';
import { WalletFaults } from './controls/wallet-faults';
import { AUTO_EVENTS, AutoGameEngine, GameEngine, realClock, resolveAutoConfig, resolveMockConfig, type AutoStorage, type GameStorage } from './engine';
import { createHttpHandlers } from './http/accounts';
import { createAutoHttpHandlers } from './http/auto-games';
import { createInviteRewardHandlers } from './http/invites';
import { createWalletHandlers } from './http/wallet';
import { serveSocketIo } from './transports/socket-io-wire';
import { World, type WorldData, type WorldStorage } from './world/world';

/**
 * Browser entry point of the mock provider (`@mock-provider/browser`): the app's main.tsx imports it
 * dynamically in mock mode only, so a build for a real server never contains it.
 */
export { wireCheckout } from './controls/checkout';
export type { MockControls } from './controls/browser-controls';

/** Browser storage keys of the mock provider. */
export const MOCK_WORLD_KEY = 'cartela.mock.world';
export const MOCK_CONFIG_KEY = 'cartela.mock.config';
/** Scheduled-game timing (JSON of AutoConfig), e.g. `{"firstStartMs":5000,"callIntervalMs":0}`. */
export const MOCK_AUTO_CONFIG_KEY = 'cartela.mock.auto';
/** The scheduled games themselves (JSON of AutoSnapshot), so a reload keeps ids, boards and calls. */
export const MOCK_AUTO_GAMES_KEY = 'cartela.mock.autoGames';
/** The manual games (JSON of GameSnapshot), so a reload mid-game finds the game, boards and calls. */
export const MOCK_GAMES_KEY = 'cartela.mock.games';

const localStore = (key: string): WorldStorage => ({
  load: () => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') as WorldData | null;
    } catch {
      return null;
    }
  },
  save: (data) => localStorage.setItem(key, JSON.stringify(data)),
});

const localSnapshotStore = (key: string): AutoStorage & GameStorage => ({
  load: () => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    } catch {
      return null;
    }
  },
  save: (snapshot: unknown) => localStorage.setItem(key, JSON.stringify(snapshot)),
});

/**
 * Starts the in-browser mock provider: MSW's service worker answers HTTP, MSW's WebSocket
 * interception carries Socket.IO to the game engine. Must run before socket.io-client loads
 * (it captures `WebSocket` when its module is evaluated). Config comes from
 * localStorage `cartela.mock.config` (JSON of MockConfig) so tests can shorten the timing; the
 * world, the manual games and the scheduled games are kept in localStorage (`cartela.mock.world`,
 * `cartela.mock.games`, `cartela.mock.autoGames`) so a reload finds them.
 */
export async function startMockProvider(): Promise<void> {
  const world = new World(localStore(MOCK_WORLD_KEY));
  let config = {};
  try {
    config = JSON.parse(localStorage.getItem(MOCK_CONFIG_KEY) ?? '{}');
  } catch {
    // a broken config falls back to the defaults
  }
  // the manual games survive a reload too (spec §4 step 5/7): the player rejoins the same game
  const engine = new GameEngine(world, resolveMockConfig(config), realClock, localSnapshotStore(MOCK_GAMES_KEY));
  let autoConfig = {};
  try {
    autoConfig = JSON.parse(localStorage.getItem(MOCK_AUTO_CONFIG_KEY) ?? '{}');
  } catch {
    // a broken config falls back to the defaults
  }
  // the scheduled games survive a reload (spec §4 Scheduled game flow): bought boards stay bought
  const auto = new AutoGameEngine(world, resolveAutoConfig(autoConfig), realClock, localSnapshotStore(MOCK_AUTO_GAMES_KEY));

  const faults = new FaultInjector(undefined, (phone) => world.revokeTokens(phone));
  engine.hooks = faults;
  auto.hooks = faults;
  const walletFaults = new WalletFaults();
  const socketLink = ws.link('*');
  const socketHandler = socketLink.addEventListener('connection', ({ client, server }) => {
    if (!client.url.pathname.startsWith('/socket.io')) {
      server.connect(); // not ours (e.g. Vite's HMR socket): pass through
      return;
    }
    if (faults.refusing()) {
      // The network is "down": the WebSocket fails as a refused handshake does in a browser (an
      // error, then a close, never an open), so socket.io-client backs off 1 s → 5 s exactly as on
      // a real network (spec §7). An open-then-close would reset its back-off on every attempt;
      // a bare close before the open would leave it waiting for its 20 s connect timeout.
      (client as unknown as { socket: EventTarget }).socket.dispatchEvent(new Event('error'));
      client.close();
      return;
    }
    const wrapped = new Map<string, ReturnType<FaultInjector['wrap']>>();
    const engineConn = (conn: { id: string; phone: string; emit(e: string, p?: unknown): void; drop(): void }) => {
      let w = wrapped.get(conn.id);
      if (!w) {
        w = faults.wrap(conn, () => conn.drop());
        wrapped.set(conn.id, w);
      }
      return w;
    };
    serveSocketIo(
      {
        send: (data) => client.send(data),
        close: () => client.close(),
        onMessage: (cb) => client.addEventListener('message', (e) => cb(String(e.data))),
        onClose: (cb) => client.addEventListener('close', cb),
      },
      {
        // identity comes from the handshake token (proposed contract)
        authorize: (auth) => world.accountByToken((auth as { token?: unknown } | null)?.token as string | undefined)?.phone ?? null,
        connected: (conn) => (engine.connect(engineConn(conn)), auto.connect(conn)),
        event: (conn, event, payload, ack) =>
          AUTO_EVENTS.has(event) ? auto.handle(conn, event, payload, ack) : engine.handle(engineConn(conn), event, payload, ack),
        disconnected: (conn) => {
          engine.disconnect(engineConn(conn));
          auto.disconnect(conn);
          faults.forget(conn.id);
          wrapped.delete(conn.id);
        },
      },
    );
  });

  const worker = setupWorker(...createInviteRewardHandlers(world), ...createHttpHandlers(world), ...createWalletHandlers(world, faults, walletFaults), ...createCheckoutHandlers(world), ...createAutoHttpHandlers(world, auto), socketHandler);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  world.onSms(showMockSms);

  installMockControls({ engine, auto, world, faults, walletFaults });
  console.info('[mock provider] running in the browser; window.__cartelaMock has the controls');
}
