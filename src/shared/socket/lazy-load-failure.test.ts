import { expect, test, vi } from 'vitest';

// socket.io-client loads after the first paint (src/shared/socket/load.ts): a chunk that cannot load
// (the network dropped meanwhile) is reported, shown as disconnected, and loaded again with spec §7's
// back-off until it comes, then the socket is made and connects.
const socket = { connected: false, active: false, on: vi.fn(), off: vi.fn(), disconnect: vi.fn(), connect: vi.fn(), emit: vi.fn(), io: { on: vi.fn() } };
const load = vi.fn<() => Promise<() => typeof socket>>();

const { setSocketLoader, getSocket, connectionStatus } = await import('./client');
const { waitForConnection } = await import('./transport');
const { recentReports } = await import('@/shared/lib/report-error');
setSocketLoader(load as never);
// the contract's parsers are in (their own load is not what this test plays)
await (await import('./load')).loadParsers();
localStorage.setItem('token', 'tok-1');

test('socket.io-client that cannot load: reported, "disconnected", loaded again after the back-off; then made and connected', async () => {
  vi.useFakeTimers();
  try {
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(() => socket);
    const waiting = waitForConnection(10_000);
    const failed = expect(getSocket()).rejects.toThrow('Failed to fetch');
    expect(connectionStatus()).toBe('connecting');
    await failed;
    expect(connectionStatus()).toBe('disconnected');
    expect(recentReports().map((r) => r.kind)).toContain('socket-load');
    expect(load).toHaveBeenCalledTimes(1);
    // spec §7's first delay is 0.5–1.5 s
    await vi.advanceTimersByTimeAsync(1600);
    expect(load).toHaveBeenCalledTimes(2);
    // the socket is made in a later task (a 0 ms timer here)
    const made = getSocket();
    await vi.advanceTimersByTimeAsync(10);
    expect(await made).toBe(socket);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(connectionStatus()).toBe('connecting');
    // the socket's own connect handler: the waiting caller resolves
    const onConnect = socket.on.mock.calls.find(([event]) => event === 'connect')![1] as () => void;
    socket.connected = true;
    onConnect();
    await expect(waiting).resolves.toBeUndefined();
  } finally {
    vi.useRealTimers();
  }
});
