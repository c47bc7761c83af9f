import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';

// The socket is replaced by a switchboard: the test plays the connection's status changes.
const sock = vi.hoisted(() => ({ status: new Set<(s: string) => void>(), connect: new Set<() => void>(), created: 0 }));
vi.mock('@/shared/socket', () => ({
  getSocket: () => void sock.created++,
  connectionStatus: () => 'connecting',
  wasDisconnected: () => false,
  onConnectionStatus: (cb: (s: string) => void) => (sock.status.add(cb), () => sock.status.delete(cb)),
  onConnected: (cb: () => void) => (sock.connect.add(cb), () => sock.connect.delete(cb)),
}));

const { $connectionStatus, $reconnecting, connected, connectionWatchStarted } = await import('./connection');
const set = (s: string) => sock.status.forEach((cb) => cb(s));

describe('connection state (spec §4 Socket connection, §8 Disconnect → "Reconnecting...")', () => {
  test('connecting → connected → drop shows Reconnecting until the next connect; the watch starts once', async () => {
    const scope = fork();
    const onConnected = vi.fn();
    connected.watch(onConnected);
    await allSettled(connectionWatchStarted, { scope });
    await allSettled(connectionWatchStarted, { scope });
    expect(sock.created).toBe(1);
    expect(sock.status.size).toBe(1);
    expect(scope.getState($connectionStatus)).toBe('connecting');
    expect(scope.getState($reconnecting)).toBe(false);
    set('connected');
    sock.connect.forEach((cb) => cb());
    expect(onConnected).toHaveBeenCalledTimes(1);
    set('disconnected');
    expect(scope.getState($reconnecting)).toBe(true);
    set('connecting'); // a retry: still reconnecting
    expect(scope.getState($reconnecting)).toBe(true);
    set('connected');
    expect(scope.getState($reconnecting)).toBe(false);
    expect(scope.getState($connectionStatus)).toBe('connected');
  });
});
