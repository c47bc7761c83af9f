import { afterEach, describe, expect, test, vi } from 'vitest';
import { SOCKET_OPTIONS } from '@contracts/socket';

// the socket client makes a fake socket (setSocketFactory) the test drives: which options the app passes,
// what it does on the browser's online event, on a drop and while waiting for a connection.
const fake = (() => {
  type Cb = (...args: unknown[]) => void;
  const handlers = new Map<string, Set<Cb>>();
  const socket = {
    connected: false,
    active: true,
    on: (event: string, cb: Cb) => (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(cb),
    off: (event: string, cb: Cb) => handlers.get(event)?.delete(cb),
    disconnect: vi.fn(),
    connect: vi.fn(),
    io: { on: vi.fn() },
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((cb) => cb(...args));
  return { socket, fire, io: vi.fn(() => socket) };
})();

const { setSocketFactory, getSocket, connectionStatus, wasDisconnected, retryDelay } = await import('./client');
const { waitForConnection } = await import('./transport');
setSocketFactory(fake.io as never);
// a logged-in player: the socket connects only with a token
localStorage.setItem('token', 'tok-1');

afterEach(() => {
  vi.useRealTimers();
  fake.socket.disconnect.mockClear();
  fake.socket.connect.mockClear();
});

describe('the socket client (spec §4 Socket connection, §7 socket settings)', () => {
  test('one socket, with the spec §7 options: websocket first, retries forever at 1–5 s, randomization 0.5, 20 s timeout', async () => {
    // asked twice while it is being made, and once more after
    await Promise.all([getSocket(), getSocket()]);
    await getSocket();
    expect(fake.io).toHaveBeenCalledTimes(1);
    expect(fake.io).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        path: '/socket.io',
        transports: ['websocket', 'polling'],
        reconnection: true,
        reconnectionAttempts: Infinity,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        timeout: 20000,
      }),
    );
  });

  test('socket.io-client turns those options into retry delays of 0.5–1.5 s at first, then up to 5 s, never more', async () => {
    const { Manager } = await vi.importActual<typeof import('socket.io-client')>('socket.io-client');
    const manager = new Manager('http://127.0.0.1:1', { ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports], autoConnect: false });
    const backoff = (manager as unknown as { backoff: { duration(): number; reset(): void } }).backoff;
    const seen: number[][] = [];
    for (let run = 0; run < 200; run++) {
      backoff.reset();
      seen.push(Array.from({ length: 12 }, () => backoff.duration()));
    }
    const first = seen.map((r) => r[0]);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...first)).toBeLessThanOrEqual(1500);
    // randomized: the first delays are not all the same
    expect(new Set(first).size).toBeGreaterThan(50);
    expect(Math.max(...seen.flat())).toBe(5000);
    // from the fifth retry on, every delay is the 5 s maximum (1 s × 2⁴ × 0.5 > 5 s)
    for (const r of seen) expect(r.slice(4)).toEqual(Array(8).fill(5000));
  });

  test('a drop is flagged in session storage (survives a reload); an own disconnect is not; a connect clears it', async () => {
    await getSocket();
    fake.fire('connect');
    expect(connectionStatus()).toBe('connected');
    fake.fire('disconnect', 'transport close');
    expect(connectionStatus()).toBe('disconnected');
    expect(wasDisconnected()).toBe(true);
    fake.fire('connect');
    expect(wasDisconnected()).toBe(false);
    fake.fire('disconnect', 'io client disconnect');
    expect(wasDisconnected()).toBe(false);
  });

  test('the browser\'s online event reconnects at once when not connected, and leaves a live connection alone', async () => {
    await getSocket();
    fake.socket.connected = false;
    window.dispatchEvent(new Event('online'));
    expect(fake.socket.disconnect).toHaveBeenCalledTimes(1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
    // the pending back-off is cancelled before the new attempt
    expect(fake.socket.disconnect.mock.invocationCallOrder[0]).toBeLessThan(fake.socket.connect.mock.invocationCallOrder[0]);
    fake.socket.connected = true;
    window.dispatchEvent(new Event('online'));
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  test('waitForConnection gives up after 5 s (spec §5 "Connection failed") and resolves on a connect before that', async () => {
    vi.useFakeTimers();
    fake.socket.connected = false;
    const late = waitForConnection();
    const failed = expect(late).rejects.toThrow('timeout');
    await vi.advanceTimersByTimeAsync(4999);
    const early = waitForConnection();
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    fake.fire('connect');
    await expect(early).resolves.toBeUndefined();
  });
});

describe('refusals and disconnects socket.io does not retry by itself (an honest server other than the mock)', () => {
  // a connect error from the server's middleware and a server-side disconnect leave the socket inactive
  const refusedFor = async (run: () => Promise<void>) => {
    vi.useFakeTimers();
    await getSocket();
    fake.fire('connect');
    fake.socket.active = false;
    fake.socket.connected = false;
    try {
      await run();
    } finally {
      fake.socket.active = true;
      fake.fire('connect');
    }
  };

  test('retryDelay follows spec §7: 0.5–1.5 s first, doubling, ± 50 %, never over 5 s', () => {
    expect(retryDelay(0, 0)).toBe(500);
    expect(retryDelay(0, 0.5)).toBe(1000);
    expect(retryDelay(0, 0.999)).toBeLessThanOrEqual(1500);
    expect(retryDelay(1, 0.5)).toBe(2000);
    expect(retryDelay(2, 0.5)).toBe(4000);
    expect(retryDelay(3, 0.5)).toBe(5000);
    expect(retryDelay(40, 0.999)).toBe(5000);
  });

  test('a connect refusal other than "unauthorized" is retried with back-off, the status shown meanwhile', () =>
    refusedFor(async () => {
      fake.fire('connect_error', new Error('server is full'));
      expect(connectionStatus()).toBe('disconnected');
      await vi.advanceTimersByTimeAsync(499);
      expect(fake.socket.connect).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1001);
      expect(fake.socket.connect).toHaveBeenCalledTimes(1);
      expect(connectionStatus()).toBe('connecting');
      // refused again: the next attempt waits longer (1–3 s)
      fake.fire('connect_error', new Error('server is full'));
      await vi.advanceTimersByTimeAsync(999);
      expect(fake.socket.connect).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2001);
      expect(fake.socket.connect).toHaveBeenCalledTimes(2);
    }));

  test('"unauthorized" is not retried (the session ends instead)', () =>
    refusedFor(async () => {
      vi.stubGlobal('location', { pathname: '/auth', search: '', assign: vi.fn() });
      fake.fire('connect_error', new Error('unauthorized'));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fake.socket.connect).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
      localStorage.setItem('token', 'tok-1');
    }));

  test('a disconnect by the server ("io server disconnect") reconnects after a back-off', () =>
    refusedFor(async () => {
      fake.fire('disconnect', 'io server disconnect');
      expect(connectionStatus()).toBe('disconnected');
      expect(wasDisconnected()).toBe(true);
      await vi.advanceTimersByTimeAsync(1500);
      expect(fake.socket.connect).toHaveBeenCalledTimes(1);
      expect(connectionStatus()).toBe('connecting');
    }));

  test('a page restored from the back-forward cache opens the socket its pagehide closed; a plain pageshow does not', () =>
    refusedFor(async () => {
      fake.fire('disconnect', 'io client disconnect');
      // happy-dom's PageTransitionEvent drops `persisted`: the browser's event, as a plain one
      const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });
      window.dispatchEvent(pageshow(false));
      expect(fake.socket.connect).not.toHaveBeenCalled();
      window.dispatchEvent(pageshow(true));
      expect(fake.socket.connect).toHaveBeenCalledTimes(1);
      expect(connectionStatus()).toBe('connecting');
    }));
});
