import { io, type Socket } from 'socket.io-client';
import {
  clientEvents,
  serverEventName,
  serverEvents,
  SOCKET_OPTIONS,
  type ClientAck,
  type ClientEventKey,
  type ClientPayload,
  type ClientToServerEvents,
  type ServerEventKey,
  type ServerPayload,
  type ServerToClientEvents,
} from '@contracts/socket';
import { SOCKET_URL, STORAGE_KEYS } from '@/shared/config';
import { reportError } from '@/shared/lib/report-error';
import { endSessionAtLogin, readToken } from '@/shared/api';
import { parseClientAck, parseServerEvent } from './parse';

/**
 * The one Socket.IO client of the app (spec §7 options). Listeners go through `listen`, which keeps
 * a single real socket listener per event name, validates every payload with the contract's zod
 * schema and reports invalid ones instead of passing them on.
 */
export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

let socket: GameSocket | null = null;
let status: ConnectionStatus = 'disconnected';
const handlers = new Map<string, Set<(payload: never) => void>>();
const rawListeners = new Map<string, (payload: unknown) => void>();
const invalidListeners = new Set<(event: string, error: unknown) => void>();
const statusListeners = new Set<(status: ConnectionStatus) => void>();
const reconnectListeners = new Set<() => void>();

function setStatus(next: ConnectionStatus) {
  if (next === status) return;
  status = next;
  for (const cb of statusListeners) cb(next);
}

/** Session-storage flag of spec §4 "flags in session storage that it was disconnected". */
function markDisconnected(on: boolean) {
  try {
    if (on && readToken()) sessionStorage.setItem(STORAGE_KEYS.disconnected, 'true');
    else sessionStorage.removeItem(STORAGE_KEYS.disconnected);
  } catch {
    // storage unavailable: the in-memory status still drives the screen
  }
}

/** Whether the last connection was lost (session storage `disconnected`, survives a reload). */
export function wasDisconnected(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.disconnected) === 'true';
  } catch {
    return false;
  }
}

/** The current connection status (spec §4 Socket connection). */
export function connectionStatus(): ConnectionStatus {
  return socket ? status : 'disconnected';
}

/** The connect error message of a server that refuses the handshake's token (proposed contract). */
export const UNAUTHORIZED = 'unauthorized';

/**
 * Creates (once) and returns the socket; it connects by itself and reconnects forever (spec §7).
 * Every connection attempt carries the handshake `auth: { token }` with the bearer token read afresh
 * (a new login is used on the next reconnect); without a token nothing is sent and the session
 * ends. A connection refused as `unauthorized` ends the session like an HTTP 401 (spec §8 row 1).
 */
export function getSocket(): GameSocket {
  if (socket) return socket;
  const s: GameSocket = io(SOCKET_URL, {
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    autoConnect: false,
    auth: (send) => {
      const token = readToken();
      if (token) return send({ token });
      // no token (logged out meanwhile): never connect anonymously
      queueMicrotask(() => {
        s.disconnect();
        endSessionAtLogin();
      });
    },
  });
  socket = s;
  s.on('connect', () => {
    setStatus('connected');
    markDisconnected(false);
    for (const cb of reconnectListeners) cb();
  });
  s.on('disconnect', (reason) => {
    setStatus('disconnected');
    // our own disconnect (page unload) is not a lost connection
    if (reason !== 'io client disconnect') markDisconnected(true);
  });
  s.on('connect_error', (error) => {
    if (error.message === UNAUTHORIZED) {
      setStatus('disconnected');
      endSessionAtLogin();
      return;
    }
    if (!s.active) setStatus('disconnected');
  });
  s.io.on('reconnect_attempt', () => setStatus('connecting'));
  if (typeof window !== 'undefined') {
    // browsers report the network's return before socket.io's back-off timer fires (spec §4)
    window.addEventListener('online', () => {
      if (!s.connected && readToken()) {
        // cancel the pending back-off and open now; the retry policy is unchanged afterwards
        s.disconnect();
        s.connect();
      }
    });
    // test/diagnostic hook: read-only figures, no control over the socket
    (window as unknown as { __cartelaSocket?: unknown }).__cartelaSocket = { listenerCount, socketListenerCount, status: () => status };
  }
  connectSocket();
  return s;
}

/** Opens the socket when it is closed and a token exists (never anonymously). */
export function connectSocket(): void {
  const s = socket;
  if (!s || s.connected || s.active || !readToken()) return;
  setStatus('connecting');
  s.connect();
}

/** The socket if one was created, without creating it ("No socket" of spec §5). */
export function currentSocket(): GameSocket | null {
  return socket;
}

/**
 * Subscribes to every (re)connection: the first connect and each one after a drop. Models use it
 * to rejoin their game (spec §4 manual flow 5). Returns the unsubscribe function.
 */
export function onConnected(cb: () => void): () => void {
  reconnectListeners.add(cb);
  return () => reconnectListeners.delete(cb);
}

/**
 * Closes the socket on purpose (page unload, spec §4 manual flow 7); not flagged as a lost
 * connection. The next `getSocket()` reuses the same client and connects again.
 */
export function disconnectSocket(): void {
  socket?.disconnect();
}

/** Subscribes to connection status changes; returns the unsubscribe function. */
export function onConnectionStatus(cb: (status: ConnectionStatus) => void): () => void {
  statusListeners.add(cb);
  return () => statusListeners.delete(cb);
}

/** Subscribes to payloads rejected by the contract (event name, zod error). */
export function onInvalidPayload(cb: (event: string, error: unknown) => void): () => void {
  invalidListeners.add(cb);
  return () => invalidListeners.delete(cb);
}

/**
 * Subscribes to payloads of one game's per-game events that the contract rejects even after
 * reading `null` as absent (e.g. `_bingo_number_{gameId}` without a number): the game screens tell
 * the player and rejoin. Returns the unsubscribe function.
 */
export function onUnreadableGameEvent(gameId: string, cb: (event: string) => void): () => void {
  const names = new Set(Object.values(serverEvents).flatMap((def) => (def.kind === 'perGame' ? [`${def.prefix}${gameId}`] : [])));
  return onInvalidPayload((event) => {
    if (names.has(event)) cb(event);
  });
}

/**
 * Waits until the socket is connected (spec §5: "Connection failed. Please try again." after 5 s).
 * @param timeoutMs how long to wait, ms (spec §9: 5000)
 * @throws Error('timeout') when not connected in time
 */
export function waitForConnection(timeoutMs = 5000): Promise<void> {
  const s = getSocket();
  if (s.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      s.off('connect', done);
      resolve();
    };
    const timer = setTimeout(() => {
      s.off('connect', done);
      reject(new Error('timeout'));
    }, timeoutMs);
    s.on('connect', done);
  });
}

/**
 * Listens to a server event; per-game events need `gameId`. The handler gets only payloads that
 * pass the contract. Returns the function that removes this handler (and the socket listener when
 * it was the last one), so per-game listeners do not pile up.
 */
export function listen<K extends ServerEventKey>(
  key: K,
  gameId: string | undefined,
  handler: (payload: ServerPayload<K>) => void,
): () => void {
  const s = getSocket();
  const name = serverEventName(key, gameId);
  let set = handlers.get(name);
  if (!set) {
    const created = new Set<(payload: never) => void>();
    set = created;
    handlers.set(name, created);
    const raw = (payload: unknown) => {
      const result = parseServerEvent(key, payload);
      if (!result.ok) {
        // reported, never thrown: a bad server message must not break the screen (house style "Sockets")
        reportError(result.error, { kind: 'socket-payload', event: name });
        for (const cb of invalidListeners) cb(name, result.error);
        return;
      }
      for (const h of created) (h as (p: unknown) => void)(result.data);
    };
    (s as unknown as Socket).on(name, raw);
    rawListeners.set(name, raw);
  }
  set.add(handler as (payload: never) => void);
  return () => {
    const current = handlers.get(name);
    if (!current) return;
    current.delete(handler as (payload: never) => void);
    if (current.size === 0) {
      handlers.delete(name);
      const raw = rawListeners.get(name);
      if (raw) (s as unknown as Socket).off(name, raw);
      rawListeners.delete(name);
    }
  };
}
/** Number of socket listeners for server events (tests assert it stays flat). */
export function listenerCount(): number {
  return rawListeners.size;
}

/** Every listener registered on the Socket.IO client itself, by any code (tests assert it stays flat). */
export function socketListenerCount(): number {
  const callbacks = (socket as unknown as { _callbacks?: Record<string, unknown[]> } | null)?._callbacks ?? {};
  return Object.values(callbacks).reduce((sum, list) => sum + list.length, 0);
}

function checked<K extends ClientEventKey>(key: K, payload: ClientPayload<K>) {
  const result = clientEvents[key].schema.safeParse(payload);
  if (!result.success) throw new Error(`invalid ${clientEvents[key].name} payload: ${result.error.message}`);
  return result.data;
}

/** Emits a client event after checking its payload against the contract. @throws Error when invalid */
export function emit<K extends ClientEventKey>(key: K, payload: ClientPayload<K>): void {
  const data = checked(key, payload);
  (getSocket() as unknown as Socket).emit(clientEvents[key].name, data);
}

/**
 * Emits a client event that has an acknowledgement and resolves with the validated ack.
 * @param timeoutMs ms to wait for the ack
 * @throws Error on timeout or an ack that does not match the contract
 */
export async function emitWithAck<K extends ClientEventKey>(key: K, payload: ClientPayload<K>, timeoutMs = 10000): Promise<ClientAck<K>> {
  const data = checked(key, payload);
  const name = clientEvents[key].name;
  const res: unknown = await (getSocket() as unknown as Socket).timeout(timeoutMs).emitWithAck(name, data);
  const parsed = parseClientAck(key, res);
  if (!parsed.ok) {
    for (const cb of invalidListeners) cb(`${name} ack`, parsed.error);
    throw new Error(`invalid ${name} acknowledgement`);
  }
  return parsed.data;
}

/** A money or seat event was not sent: the socket is not connected (spec §5 "Connection lost..."). */
export class NotConnectedError extends Error {
  constructor() {
    super('not connected');
    this.name = 'NotConnectedError';
  }
}

/** A money or seat event got no answer in time (or the connection dropped first): not confirmed. */
export class NotConfirmedError extends Error {
  constructor(readonly event: string) {
    super(`${event}: no answer`);
    this.name = 'NotConfirmedError';
  }
}

/** What confirmed a money or seat event: the server's ack, or one of its answer events. */
export type Confirmation<K extends ClientEventKey> = { ack: ClientAck<K>; answer?: undefined } | { ack?: undefined; answer: ServerEventKey };

/**
 * Sends a money or seat event (`_join_game_`, `purchase_cartela`, `join_auto_game`) exactly once,
 * never through socket.io's offline buffer: refused at once while not connected, sent with an
 * acknowledgement, and confirmed by that ack or by the first of `answers` (the spec's answer
 * events, for servers that do not ack). The payload carries the intent's `requestId`, so a retry of
 * the same intent is deduplicated by the server.
 * @param timeoutMs ms to wait for the ack or an answer (10 000)
 * @throws NotConnectedError when not connected (nothing sent); NotConfirmedError when no answer
 *   came in time or the connection dropped first (the event may or may not have been performed)
 */
export function emitConfirmed<K extends ClientEventKey>(
  key: K,
  payload: ClientPayload<K>,
  answers: { key: ServerEventKey; gameId?: string }[],
  timeoutMs = 10000,
): Promise<Confirmation<K>> {
  const s = socket;
  if (!s || !s.connected) return Promise.reject(new NotConnectedError());
  const data = checked(key, payload);
  const name = clientEvents[key].name;
  return new Promise((resolve, reject) => {
    let settled = false;
    const offs: (() => void)[] = [];
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      for (const off of offs) off();
      finish();
    };
    for (const answer of answers) offs.push(listen(answer.key, answer.gameId, () => settle(() => resolve({ answer: answer.key }))));
    (s as unknown as Socket).timeout(timeoutMs).emit(name, data, (error: Error | null, response: unknown) => {
      if (error) return settle(() => reject(new NotConfirmedError(name)));
      const parsed = parseClientAck(key, response);
      if (!parsed.ok) {
        reportError(parsed.error, { kind: 'socket-payload', event: `${name} ack` });
        for (const cb of invalidListeners) cb(`${name} ack`, parsed.error);
        return settle(() => reject(new NotConfirmedError(name)));
      }
      settle(() => resolve({ ack: parsed.data }));
    });
  });
}
