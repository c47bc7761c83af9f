import { setupWorker } from 'msw/browser';
import { ws } from 'msw';
import { resolveMockConfig } from './engine';
import { AUTO_EVENTS, AutoGameEngine, resolveAutoConfig, type AutoStorage } from './engine';
import { createAutoHttpHandlers } from './http/auto-games';
import { GameEngine, realClock, type GameStorage } from './engine';
import { FaultInjector, type FaultControls } from './controls/faults';
import { createHttpHandlers } from './http/accounts';
import { createInviteRewardHandlers } from './http/invites';
import { createWalletHandlers, WalletFaults } from './http/wallet';
import { serveSocketIo } from './transports/socket-io-wire';
import { World, type WorldData, type WorldStorage } from './world/world';

/**
 * Browser entry point of the mock provider (`@mock-provider/browser`): the app's main.tsx imports it
 * dynamically in mock mode only, so a build for a real server never contains it.
 */
export { wireCheckout } from './http/checkout';

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

/** Test and developer controls, on `window.__cartelaMock` in mock mode only. */
export interface MockControls {
  engine: GameEngine;
  world: World;
  startNow(betAmount: number): boolean;
  callNext(betAmount: number): number | null;
  /** Fresh world (accounts, balances, ledger), new manual games and freshly scheduled games (replaces the stored copies). */
  reset(): void;
  /** Scheduled games (issue 6): `auto.gameIds()`, `auto.startNow(id)`, `auto.callNumbers(id, [..])`. */
  auto: AutoGameEngine;
  /** Ends the running game of a stake without a winner. */
  endNow(betAmount: number): boolean;
  /** Fault controls (drop sockets, refuse reconnection, duplicate calls, raw payloads). */
  faults: FaultControls;
  /** Wallet controls: `wallet.nextDepositUrl(url)` bends the next deposit answer's url. */
  wallet: Pick<WalletFaults, 'nextDepositUrl'>;
}

declare global {
  interface Window {
    __cartelaMock?: MockControls;
  }
}

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

  const worker = setupWorker(...createInviteRewardHandlers(world), ...createHttpHandlers(world), ...createWalletHandlers(world, faults, walletFaults), ...createAutoHttpHandlers(world, auto), socketHandler);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  world.onSms(showMockSms);

  window.__cartelaMock = {
    engine,
    world,
    startNow: (bet) => engine.startNow(bet),
    callNext: (bet) => engine.callNext(bet),
    reset: () => {
      world.reset();
      engine.restart();
      auto.restart();
    },
    auto,
    endNow: (bet) => engine.endNow(bet),
    faults,
    wallet: { nextDepositUrl: (url) => walletFaults.nextDepositUrl(url) },
  };
  console.info('[mock provider] running in the browser; window.__cartelaMock has the controls');
}

/**
 * The mock provider's "SMS": one-time codes appear in a small, clearly marked panel (and the
 * console) so a developer can finish signup. Plain DOM, inside the mock chunk: never in a build for
 * a real server.
 */
function showMockSms(sms: { phone: string; code: string; purpose: string }): void {
  console.info(`[mock provider] SMS to ${sms.phone}: your Cartela code is ${sms.code}`);
  let panel = document.getElementById('mock-sms');
  if (!panel) {
    panel = document.createElement('aside');
    panel.id = 'mock-sms';
    panel.setAttribute('aria-label', 'Mock SMS (development only)');
    panel.setAttribute('aria-live', 'polite');
    panel.style.cssText =
      'position:fixed;right:8px;bottom:8px;z-index:1000;max-width:260px;padding:8px 10px;border-radius:8px;' +
      'background:#fef08a;color:#111827;font:14px/1.3 system-ui,sans-serif;border:2px dashed #a16207';
    document.body.appendChild(panel);
  }
  panel.innerHTML = '';
  const title = document.createElement('strong');
  title.textContent = 'DEV · mock SMS';
  const text = document.createElement('div');
  text.textContent = `To ${sms.phone}: code `;
  const code = document.createElement('code');
  code.dataset.testid = 'mock-sms-code';
  code.textContent = sms.code;
  text.appendChild(code);
  panel.append(title, text);
}
