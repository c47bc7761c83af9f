import { ws } from 'msw';
import type { Chaos } from '../controls/chaos';
import type { FaultInjector } from '../controls/faults';
import { dispatchClientEvent, type AutoGameEngine, type GameChat, type GameEngine } from '../engine';
import type { World } from '../world/world';
import { serveSocketIo } from './socket-io-wire';

/**
 * The browser's socket transport: MSW's WebSocket interception of `/socket.io` carries Socket.IO
 * to the engines (other sockets, e.g. Vite's HMR, pass through). Identity comes from the
 * handshake token; the fault controls may refuse the connection or wrap it (drops, duplicates), and
 * chaos mode (controls/chaos.ts), when on, bends every event and ack of both engines.
 */
export function mswSocketHandler({ world, engine, auto, chat, faults, chaos }: { world: World; engine: GameEngine; auto: AutoGameEngine; chat: GameChat; faults: FaultInjector; chaos?: Chaos }) {
  return ws.link('*').addEventListener('connection', ({ client, server }) => {
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
        w = faults.wrap(chaos ? chaos.wrap(conn) : conn, () => conn.drop());
        wrapped.set(conn.id, w);
      }
      return w;
    };
    const autoConn = (conn: { id: string; phone: string; emit(e: string, p?: unknown): void }) => (chaos ? chaos.wrap(conn) : conn);
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
        connected: (conn) => (engine.connect(engineConn(conn)), auto.connect(autoConn(conn)), chat.connect(engineConn(conn))),
        event: (conn, event, payload, ack) => {
          const dispatch = (reply: typeof ack) =>
            dispatchClientEvent(
              { manual: { handlers: engine.handlers, conn: engineConn(conn) }, scheduled: { handlers: auto.handlers, conn: autoConn(conn) }, game: { handlers: chat.handlers, conn: engineConn(conn) } },
              event,
              payload,
              reply,
            );
          const to = engineConn(conn);
          faults.receive(to, event, payload, ack, (reply) => (chaos ? chaos.receive(to, event, payload, reply, dispatch) : dispatch(reply)));
        },
        disconnected: (conn) => {
          engine.disconnect(engineConn(conn));
          auto.disconnect(autoConn(conn));
          chat.disconnect(engineConn(conn));
          faults.forget(conn.id);
          chaos?.forget(conn.id);
          wrapped.delete(conn.id);
        },
      },
    );
  });
}
