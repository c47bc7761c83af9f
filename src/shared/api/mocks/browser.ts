import { setupWorker } from 'msw/browser';
import { ws } from 'msw';
import { resolveMockConfig } from './config';
import { GameEngine } from './engine';
import { createHttpHandlers } from './http-handlers';
import { serveSocketIo } from './socket-io-wire';
import { World, type WorldData, type WorldStorage } from './world';

/** Browser storage keys of the mock provider. */
export const MOCK_WORLD_KEY = 'cartela.mock.world';
export const MOCK_CONFIG_KEY = 'cartela.mock.config';

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

/** Test and developer controls, on `window.__cartelaMock` in mock mode only. */
export interface MockControls {
  engine: GameEngine;
  world: World;
  startNow(betAmount: number): boolean;
  callNext(betAmount: number): number | null;
  reset(): void;
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
 * localStorage `cartela.mock.config` (JSON of MockConfig) so tests can shorten the timing.
 */
export async function startMockProvider(): Promise<void> {
  const world = new World(localStore(MOCK_WORLD_KEY));
  let config = {};
  try {
    config = JSON.parse(localStorage.getItem(MOCK_CONFIG_KEY) ?? '{}');
  } catch {
    // a broken config falls back to the defaults
  }
  const engine = new GameEngine(world, resolveMockConfig(config));

  const socketLink = ws.link('*');
  const socketHandler = socketLink.addEventListener('connection', ({ client, server }) => {
    if (!client.url.pathname.startsWith('/socket.io')) {
      server.connect(); // not ours (e.g. Vite's HMR socket): pass through
      return;
    }
    serveSocketIo(
      {
        send: (data) => client.send(data),
        close: () => client.close(),
        onMessage: (cb) => client.addEventListener('message', (e) => cb(String(e.data))),
        onClose: (cb) => client.addEventListener('close', cb),
      },
      {
        connected: (conn) => engine.connect(conn),
        event: (conn, event, payload, ack) => engine.handle(conn, event, payload, ack),
        disconnected: (conn) => engine.disconnect(conn),
      },
    );
  });

  const worker = setupWorker(...createHttpHandlers(world), socketHandler);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  window.__cartelaMock = {
    engine,
    world,
    startNow: (bet) => engine.startNow(bet),
    callNext: (bet) => engine.callNext(bet),
    reset: () => world.reset(),
  };
  console.info('[mock provider] running in the browser; window.__cartelaMock has the controls');
}
