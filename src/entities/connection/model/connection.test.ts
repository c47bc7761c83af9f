import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { watchConnectionFx } from '@/shared/socket';
import { $connectionStatus, $reconnecting, connected, connectionWatchStarted } from './connection';

// The socket's watch is replaced by a switchboard: the test plays the connection's status changes.
const sock = { status: new Set<(s: string) => void>(), connect: new Set<() => void>(), created: 0 };
const watch = (p: { onStatus: (s: string) => void; onConnect: () => void }) => {
  sock.created++;
  sock.status.add(p.onStatus);
  sock.connect.add(p.onConnect);
  return { status: 'connecting', wasDisconnected: false };
};
const set = (s: string) => sock.status.forEach((cb) => cb(s));

describe('connection state (spec §4 Socket connection, §8 Disconnect → "Reconnecting...")', () => {
  test('connecting → connected → drop shows Reconnecting until the next connect; the watch starts once', async () => {
    const scope = fork({ handlers: [[watchConnectionFx, watch]] });
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
