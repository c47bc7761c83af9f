import { currentSocket, onConnected, openSocket } from './client';

/**
 * Whether events reach the server now (`isTransportOpen`), and waiting until they can
 * (`waitForConnection`), over the one socket of `./client`.
 */

/**
 * Whether events really reach the server now: the socket is connected and its engine's transport
 * is open and has not missed the server's ping. socket.io 4.8 keeps `connected` true for a while
 * after the transport died (a phone waking from sleep: the ping timer has not fired yet) and then
 * buffers what is emitted, to send it after the reconnect — too late for a money or seat event
 * (spec §5 "Connection lost...": refused at once instead).
 */
export function isTransportOpen(): boolean {
  const s = currentSocket();
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
 * Waits until the socket is connected (spec §5: "Connection failed. Please try again." after 5 s).
 * @param timeoutMs how long to wait, ms (spec §9: 5000)
 * @throws Error('timeout') when not connected in time
 */
export function waitForConnection(timeoutMs = 5000): Promise<void> {
  openSocket();
  if (currentSocket()?.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('timeout'));
    }, timeoutMs);
    // every connect, the first one too (the socket may not be made yet)
    const stop = onConnected(() => {
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}
