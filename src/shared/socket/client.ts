import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@contracts/socket';
import { SOCKET_OPTIONS } from '@contracts/socket-constants';
import { SOCKET_URL } from '@/shared/config';
import { endSessionAtLogin, readToken } from '@/shared/api';
import { reportError } from '@/shared/lib/report-error';
import { loadParsers, loadSocketIo, nextTask } from './load';
import { listenerCount } from './registry';
import { markDisconnected, retryDelay } from './reconnect';

export { retryDelay, wasDisconnected } from './reconnect';

/**
 * The one Socket.IO client of the app (spec §4 Socket connection, §7 options): creation, the
 * handshake token, the connection status and (re)connection. Events go through `./events`.
 * socket.io-client and the contract's parsers load after the first paint (`./load`), so the
 * socket is made asynchronously; until then the status reads `connecting`.
 */
export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** Makes the Socket.IO client from the URL and the options (socket.io-client's `io`). */
export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => GameSocket;
/** The maker a test handed in; null: socket.io-client's `io`, loaded when the socket is first wanted. */
let makeSocket: SocketFactory | null = null;

/**
 * Hands in another maker of the Socket.IO client, used by the next `getSocket()` that creates
 * one: tests drive a fake socket through it (which options the app passes, what it does on a
 * drop). The app never calls it.
 */
export function setSocketFactory(factory: SocketFactory): void {
  makeSocket = factory;
}

/** How socket.io-client is loaded when no factory was handed in (`./load`). */
let loadIo: () => Promise<SocketFactory> = loadSocketIo;

/**
 * Hands in another loader of socket.io-client's `io`: tests play a chunk that cannot load (then
 * one that can). The app never calls it.
 */
export function setSocketLoader(load: () => Promise<SocketFactory>): void {
  loadIo = load;
}

let socket: GameSocket | null = null;
/** The socket being made (its modules loading), until it exists. */
let loading: Promise<GameSocket> | null = null;
/** Closed on purpose (`disconnectSocket`) while it was being made: made, it stays closed. */
let closedWhileLoading = false;
let status: ConnectionStatus = 'disconnected';
const statusListeners = new Set<(status: ConnectionStatus) => void>();
const reconnectListeners = new Set<() => void>();
const createdListeners = new Set<(s: GameSocket) => void>();
/** Our own retry after a refusal socket.io does not retry by itself (see `retryLater`), or after the socket's modules failed to load. */
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAttempt = 0;

function setStatus(next: ConnectionStatus) {
  if (next === status) return;
  status = next;
  for (const cb of statusListeners) cb(next);
}

/** The current connection status (spec §4 Socket connection). */
export function connectionStatus(): ConnectionStatus {
  return socket || loading ? status : 'disconnected';
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
 * Creates (once) the socket and resolves with it; it connects by itself and reconnects forever
 * (spec §7). socket.io-client and the contract's parsers load first, each in a task of its own
 * after the current one (the game screen paints meanwhile, the status reads `connecting`), so the
 * socket never delivers a payload before its parser is there. Every connection attempt carries
 * the handshake `auth: { token }` with the bearer token read afresh (a new login is used on the
 * next reconnect); without a token nothing is sent and the session ends. A connection refused as
 * `unauthorized` ends the session like an HTTP 401 (spec §8 row 1); any other refusal, and a
 * disconnect by the server, is retried with back-off (`retryLater`). A page restored from the
 * back-forward cache opens the socket its `pagehide` closed, so the screens' resync on reconnect runs.
 * @throws the import's error when a module cannot load (reported; retried with the same back-off)
 */
export function getSocket(): Promise<GameSocket> {
  if (socket) return Promise.resolve(socket);
  if (!loading) {
    watchWindow();
    if (readToken()) setStatus('connecting');
    const made = loadModules().then(createSocket, (error: unknown) => {
      loading = null;
      loadFailed(error);
      throw error;
    });
    loading = made;
  }
  return loading;
}

/** `getSocket` for callers that only need the socket made (a failure is reported and retried there). */
export function openSocket(): void {
  getSocket().catch(() => undefined);
}

async function loadModules(): Promise<SocketFactory> {
  const make = makeSocket ?? (await loadIo());
  await loadParsers();
  // the socket's making and first connect in a task of their own too
  await nextTask();
  return make;
}

function loadFailed(error: unknown) {
  reportError(error, { kind: 'socket-load' });
  setStatus('disconnected');
  if (retryTimer !== null || !readToken()) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (!socket && !loading && readToken()) openSocket();
  }, retryDelay(retryAttempt++));
}

/** Subscribes to the socket's making (once); `./events` puts its listeners on it before it connects. */
export function onSocketCreated(cb: (s: GameSocket) => void): () => void {
  createdListeners.add(cb);
  return () => createdListeners.delete(cb);
}

function createSocket(make: SocketFactory): GameSocket {
  const s: GameSocket = make(SOCKET_URL, {
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
  loading = null;
  retryAttempt = 0;
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
  for (const cb of createdListeners) cb(s);
  if (closedWhileLoading || !readToken()) setStatus('disconnected');
  else connectSocket();
  closedWhileLoading = false;
  return s;
}

let watchingWindow = false;
/** The browser's events that reopen the socket, once per page (also while the socket is being made). */
function watchWindow() {
  if (watchingWindow || typeof window === 'undefined') return;
  watchingWindow = true;
  // browsers report the network's return before socket.io's back-off timer fires (spec §4)
  window.addEventListener('online', () => {
    const s = socket;
    if (!readToken()) return;
    if (!s) {
      // the socket's modules failed to load: try again now
      if (!loading && retryTimer !== null) {
        cancelRetry();
        openSocket();
      }
      return;
    }
    if (!s.connected) {
      // cancel the pending back-off and open now; the retry policy is unchanged afterwards
      cancelRetry();
      s.disconnect();
      s.connect();
    }
  });
  // back from the back-forward cache: `pagehide` closed the socket and nothing else reopens it
  window.addEventListener('pageshow', (event) => {
    const s = socket;
    if (!event.persisted || s?.connected || !readToken()) return;
    if (!s) {
      // being made: it connects once made; its modules failed to load: try again now
      if (loading) connectSocket();
      else if (retryTimer !== null) {
        cancelRetry();
        openSocket();
      }
      return;
    }
    cancelRetry();
    if (s.active) s.disconnect();
    setStatus('connecting');
    s.connect();
  });
  // test/diagnostic hook: read-only figures, no control over the socket
  (window as unknown as { __cartelaSocket?: unknown }).__cartelaSocket = { listenerCount, socketListenerCount, status: () => status };
}

/** Opens the socket when it is closed and a token exists (never anonymously). */
export function connectSocket(): void {
  const s = socket;
  if (!s && loading) {
    // being made: it connects once made
    closedWhileLoading = false;
    if (readToken()) setStatus('connecting');
    return;
  }
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
 * connection. `connectSocket()` opens the same client again. A socket still being made stays
 * closed once made.
 */
export function disconnectSocket(): void {
  cancelRetry();
  if (socket) socket.disconnect();
  else if (loading) {
    closedWhileLoading = true;
    setStatus('disconnected');
  }
}

/** Subscribes to connection status changes; returns the unsubscribe function. */
export function onConnectionStatus(cb: (status: ConnectionStatus) => void): () => void {
  statusListeners.add(cb);
  return () => statusListeners.delete(cb);
}

/** Every listener registered on the Socket.IO client itself, by any code (tests assert it stays flat). */
export function socketListenerCount(): number {
  const callbacks = (socket as unknown as { _callbacks?: Record<string, unknown[]> } | null)?._callbacks ?? {};
  return Object.values(callbacks).reduce((sum, list) => sum + list.length, 0);
}
