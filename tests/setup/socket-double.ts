import { scopeBind, type Effect, type EventCallable } from 'effector';
import type { ConnectionStatus, SocketRoute, Subscription } from '@/shared/socket';
import { disconnectSocketFx, emitConfirmedFx, emitFx, emitWithAckFx, subscribeFx, waitForConnectionFx, watchConnectionFx } from '@/shared/socket';

type Handler = (payload: unknown) => void;
/** A recorded client event. */
export interface Emitted {
  key: string;
  payload: unknown;
}
/** A fork handler: an effect and its fake. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork's own Handlers type
type ForkHandler = [Effect<any, any, any>, (...args: never[]) => unknown];

// The route's callback bound to the scope of the running (fake) `subscribeFx`, as the real one does.
function bound(r: SocketRoute): Handler {
  if (!r.to) return () => undefined;
  const to = scopeBind(r.to as unknown as EventCallable<unknown>, {
    safe: true,
  });
  const map = r.map as ((payload: unknown) => unknown) | undefined;
  return (payload) => to(map ? map(payload) : payload);
}

/**
 * The one socket double for model and component tests: fakes of the socket effects of
 * `@/shared/socket` for `fork({ handlers: sock.handlers() })` (or single ones, e.g.
 * `[subscribeFx, sock.subscribe]`). Listeners a model subscribes are kept by `key:gameId` (the
 * test plays the server with `push`, or `send`, which fails when nothing listens; `unreadable`
 * plays a payload of a game that the contract rejects), emitted events are recorded,
 * and the connection's status changes and (re)connects are played with `setStatus` / `reconnect`.
 * `unique` makes a second listener on the same name an error (recorded in `duplicates`).
 */
export function createSocketDouble(options: { unique?: boolean } = {}) {
  const listeners = new Map<string, Set<Handler>>();
  const emitted: Emitted[] = [];
  const duplicates: string[] = [];
  const status = new Set<(s: ConnectionStatus) => void>();
  const connect = new Set<() => void>();
  const unreadable = new Map<string, (event: string) => void>();
  const push = (name: string, payload: unknown) => listeners.get(name)?.forEach((h) => h(payload));
  const listen = (key: string, gameId: string | undefined, handler: Handler) => {
    const name = `${key}:${gameId}`;
    const set = listeners.get(name) ?? new Set<Handler>();
    if (options.unique && set.size > 0) {
      duplicates.push(name);
      throw new Error(`${name} registered twice`);
    }
    listeners.set(name, set.add(handler));
    return () => {
      set.delete(handler);
      if (set.size === 0 && listeners.get(name) === set) listeners.delete(name);
    };
  };
  const fakes = {
    subscribe: (s: Subscription): (() => void)[] => {
      const offs = s.routes.map((r) => listen(r.key, s.gameId, bound(r)));
      const gameId = s.gameId;
      if (!s.unreadable || !gameId) return offs;
      unreadable.set(gameId, scopeBind(s.unreadable, { safe: true }));
      return [() => unreadable.delete(gameId), ...offs];
    },
    emit: ({ key, payload }: Emitted) => void emitted.push({ key, payload }),
    emitWithAck: async ({ key, payload }: Emitted): Promise<unknown> => void emitted.push({ key, payload }),
    emitConfirmed: async ({ key, payload }: Emitted): Promise<unknown> => (emitted.push({ key, payload }), { ack: { success: true } }),
    waitForConnection: async () => undefined,
    disconnect: () => undefined,
    watch: (p: { onStatus: (s: ConnectionStatus) => void; onConnect: () => void }) => {
      status.add(p.onStatus);
      connect.add(p.onConnect);
      return {
        status: 'connected' as ConnectionStatus,
        wasDisconnected: false,
      };
    },
  };
  return {
    /** Listeners by `key:gameId`. */
    listeners,
    emitted,
    duplicates,
    push,
    /** Like `push`, but fails when nothing listens to `name`. */
    send: (name: string, payload: unknown) => {
      if (!listeners.get(name)?.size) throw new Error(`no listener for ${name}`);
      push(name, payload);
    },
    /** Delivers a payload of game `gameId` that the contract rejects (event name `event`). */
    unreadable: (gameId: string, event: string) => {
      const cb = unreadable.get(gameId);
      if (!cb) throw new Error(`no unreadable listener for ${gameId}`);
      cb(event);
    },
    /** The fake `subscribeFx` handler on its own. */
    subscribe: (s: Subscription) => fakes.subscribe(s),
    /** A fake handler of a model's own emitting effect that records `{ key, payload }`. */
    record: (key: string) => (payload: unknown) => void emitted.push({ key, payload }),
    /** How many listeners `key:gameId` has. */
    count: (name: string) => listeners.get(name)?.size ?? 0,
    /** The recorded payloads of one client event. */
    emittedOf: (key: string) => emitted.filter((e) => e.key === key).map((e) => e.payload),
    setStatus: (s: ConnectionStatus) => status.forEach((cb) => cb(s)),
    reconnect: () => {
      status.forEach((cb) => cb('connected'));
      connect.forEach((cb) => cb());
    },
    /** The fakes behind `handlers()`; a test may replace any of them, also after forking. */
    fakes,
    /** Fork handlers for every socket effect. */
    handlers: (): ForkHandler[] => [
      [subscribeFx, (s: Subscription) => fakes.subscribe(s)],
      [emitFx, (p: Emitted) => fakes.emit(p)],
      [emitWithAckFx, (p: Emitted) => fakes.emitWithAck(p)],
      [emitConfirmedFx, (p: Emitted) => fakes.emitConfirmed(p)],
      [waitForConnectionFx, () => fakes.waitForConnection()],
      [disconnectSocketFx, () => fakes.disconnect()],
      [watchConnectionFx, (p: Parameters<typeof fakes.watch>[0]) => fakes.watch(p)],
    ],
    /** Forget every listener, recorded event and status subscriber. */
    reset: () => {
      listeners.clear();
      emitted.length = 0;
      duplicates.length = 0;
      status.clear();
      connect.clear();
      unreadable.clear();
    },
  };
}
