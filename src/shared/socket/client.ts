import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS, type ClientToServerEvents, type ServerToClientEvents } from '@contracts/socket';
import { SOCKET_URL, STORAGE_KEYS } from '@/shared/config';
import { endSessionAtLogin, readToken } from '@/shared/api';
import { listenerCount } from './registry';

/**
 * The one Socket.IO client of the app (spec §4 Socket connection, §7 options): creation, the
 * handshake token, the connection status and (re)connection. Events go through `./events`.
 */
export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

let socket: GameSocket | null = null;
let status: ConnectionStatus = 'disconnected';
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
