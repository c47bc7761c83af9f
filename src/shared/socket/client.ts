import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { SOCKET_OPTIONS, type ClientToServerEvents, type ServerToClientEvents } from '@contracts/socket';
import { SOCKET_URL } from '@/shared/config';
import { endSessionAtLogin, readToken } from '@/shared/api';
import { listenerCount } from './registry';
import { markDisconnected, retryDelay } from './reconnect';

export { retryDelay, wasDisconnected } from './reconnect';

/**
 * The one Socket.IO client of the app (spec §4 Socket connection, §7 options): creation, the
 * handshake token, the connection status and (re)connection. Events go through `./events`.
 */
export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** Makes the Socket.IO client from the URL and the options (socket.io-client's `io`). */
export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => GameSocket;
let makeSocket: SocketFactory = io;

/**
 * Hands in another maker of the Socket.IO client, used by the next `getSocket()` that creates
 * one: tests drive a fake socket through it (which options the app passes, what it does on a
 * drop). The app never calls it.
 */
export function setSocketFactory(factory: SocketFactory): void {
  makeSocket = factory;
}

let socket: GameSocket | null = null;
let status: ConnectionStatus = 'disconnected';
const statusListeners = new Set<(status: ConnectionStatus) => void>();
const reconnectListeners = new Set<() => void>();
/** Our own retry after a refusal socket.io does not retry by itself (see `retryLater`). */
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAttempt = 0;

function setStatus(next: ConnectionStatus) {
  if (next === status) return;
  status = next;
  for (const cb of statusListeners) cb(next);
}

/** The current connection status (spec §4 Socket connection). */
export function connectionStatus(): ConnectionStatus {
  return socket ? status : 'disconnected';
}

/** The connect error message of a server that refuses the handshake's token (proposed contract). */
export const UNAUTHORIZED = 'unauthorized';

function cancelRetry() {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
}

/**
 * socket.io-client does not reconnect by itself after a server-side disconnect (`io server
 * disconnect`) or a handshake its middleware refused with an error other than ours: the socket
 * would stay closed for good. Retried here with spec §7's back-off (1–5 s), the status shown as
 * disconnected until the attempt starts, as long as a token exists.
 */
function retryLater(s: GameSocket) {
  if (retryTimer !== null || !readToken()) return;
  setStatus('disconnected');
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (s.connected || s.active || !readToken()) return;
    setStatus('connecting');
    s.connect();
  }, retryDelay(retryAttempt++));
}

/**
 * Whether events really reach the server now: the socket is connected and its engine's transport
 * is open and has not missed the server's ping. socket.io 4.8 keeps `connected` true for a while
 * after the transport died (a phone waking from sleep: the ping timer has not fired yet) and then
 * buffers what is emitted, to send it after the reconnect — too late for a money or seat event
 * (spec §5 "Connection lost...": refused at once instead).
 */
export function isTransportOpen(): boolean {
  const s = socket;
  if (!s?.connected) return false;
  const engine = (s.io as unknown as { engine?: EngineView }).engine;
  if (!engine || engine.readyState !== 'open' || engine.transport?.readyState !== 'open') return false;
  // socket.io's own check; when the ping expired it also starts closing the dead transport
  return !(engine._hasPingExpired?.() ?? false);
}

/** The part of engine.io-client's socket `isTransportOpen` reads. */
interface EngineView {
  readyState?: string;
  transport?: { readyState?: string };
  _hasPingExpired?: () => boolean;
}

/**
 * Creates (once) and returns the socket; it connects by itself and reconnects forever (spec §7).
 * Every connection attempt carries the handshake `auth: { token }` with the bearer token read afresh
 * (a new login is used on the next reconnect); without a token nothing is sent and the session
 * ends. A connection refused as `unauthorized` ends the session like an HTTP 401 (spec §8 row 1);
 * any other refusal, and a disconnect by the server, is retried with back-off (`retryLater`). A
 * page restored from the back-forward cache opens the socket its `pagehide` closed, so the screens'
 * resync on reconnect runs.
 */
export function getSocket(): GameSocket {
  if (socket) return socket;
  const s: GameSocket = makeSocket(SOCKET_URL, {
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
    cancelRetry();
    retryAttempt = 0;
    setStatus('connected');
    markDisconnected(false);
    for (const cb of reconnectListeners) cb();
  });
  s.on('disconnect', (reason) => {
    setStatus('disconnected');
    // our own disconnect (page unload) is not a lost connection
    if (reason !== 'io client disconnect') markDisconnected(true);
    if (reason === 'io server disconnect') retryLater(s);
  });
  s.on('connect_error', (error) => {
    if (error.message === UNAUTHORIZED) {
      setStatus('disconnected');
      endSessionAtLogin();
      return;
    }
    // a transport error is retried by socket.io itself (s.active); a refusal by the server's middleware is not
    if (!s.active) retryLater(s);
  });
  s.io.on('reconnect_attempt', () => setStatus('connecting'));
  if (typeof window !== 'undefined') {
    // browsers report the network's return before socket.io's back-off timer fires (spec §4)
    window.addEventListener('online', () => {
      if (!s.connected && readToken()) {
        // cancel the pending back-off and open now; the retry policy is unchanged afterwards
        cancelRetry();
        s.disconnect();
        s.connect();
      }
    });
    // back from the back-forward cache: `pagehide` closed the socket and nothing else reopens it
    window.addEventListener('pageshow', (event) => {
      if (!event.persisted || s.connected || !readToken()) return;
      cancelRetry();
      if (s.active) s.disconnect();
      setStatus('connecting');
      s.connect();
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
  cancelRetry();
  socket?.disconnect();
}

/** Subscribes to connection status changes; returns the unsubscribe function. */
export function onConnectionStatus(cb: (status: ConnectionStatus) => void): () => void {
  statusListeners.add(cb);
  return () => statusListeners.delete(cb);
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

/** Every listener registered on the Socket.IO client itself, by any code (tests assert it stays flat). */
export function socketListenerCount(): number {
  const callbacks = (socket as unknown as { _callbacks?: Record<string, unknown[]> } | null)?._callbacks ?? {};
  return Object.values(callbacks).reduce((sum, list) => sum + list.length, 0);
}
