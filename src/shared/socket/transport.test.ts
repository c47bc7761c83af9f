import { afterEach, describe, expect, test, vi } from 'vitest';

// the socket client makes a fake socket (setSocketFactory) whose engine the test sets: `connected` stays true
// while the transport under it is closed or missed its ping, as socket.io 4.8 allows.
const fake = (() => {
  const engine = { readyState: 'open', transport: { readyState: 'open' }, pingExpired: false, _hasPingExpired: () => engine.pingExpired };
  const emitted: unknown[] = [];
  const socket = {
    connected: true,
    active: true,
    on: vi.fn(),
    off: vi.fn(),
    disconnect: vi.fn(),
    connect: vi.fn(),
    emit: vi.fn((...args: unknown[]) => emitted.push(args)),
    timeout: () => ({ emit: (...args: unknown[]) => emitted.push(args) }),
    io: { on: vi.fn(), engine },
  };
  return { socket, engine, emitted, io: vi.fn(() => socket) };
})();

const { setSocketFactory, getSocket, emitConfirmed, emitNow, isTransportOpen, NotConnectedError } = await import('./index');
setSocketFactory(fake.io as never);
localStorage.setItem('token', 'tok-1');

const join = { phone: '0911000001', betAmount: 10, numberOfBoards: 1, boardIds: [7], hasLost: false as const, isActive: true as const, gameId: 'g10-1', requestId: 'req-12345678' };

afterEach(() => {
  fake.emitted.length = 0;
  fake.socket.emit.mockClear();
  Object.assign(fake.engine, { readyState: 'open', pingExpired: false });
  fake.engine.transport.readyState = 'open';
});

describe('money and seat events need a transport that is really open (spec §5 "Connection lost...")', () => {
  test.each([
    ['the engine is closing', () => (fake.engine.readyState = 'closing')],
    ['the transport is closed', () => (fake.engine.transport.readyState = 'closed')],
    ['the server\'s ping is overdue (a phone back from sleep)', () => (fake.engine.pingExpired = true)],
  ])('connected is true but %s: NotConnectedError, nothing handed to socket.io', async (_, breakIt) => {
    await getSocket();
    breakIt();
    expect(fake.socket.connected).toBe(true);
    expect(isTransportOpen()).toBe(false);
    await expect(emitConfirmed('joinGame', join, [])).rejects.toBeInstanceOf(NotConnectedError);
    expect(fake.emitted).toHaveLength(0);
    expect(fake.socket.emit).not.toHaveBeenCalled();
  });

  test('an open transport: the event is sent once', async () => {
    await getSocket();
    expect(isTransportOpen()).toBe(true);
    void emitConfirmed('joinGame', join, []).catch(() => undefined);
    expect(fake.emitted).toHaveLength(1);
  });
});

describe('a bingo claim needs a transport that is really open too (emitNow, spec §5)', () => {
  const claim = { username: 'abebe', betAmount: 10, boardId: 7, phone: '0911000001', gameId: 'g10-1' };

  test.each([
    ['the transport is closed', () => (fake.engine.transport.readyState = 'closed')],
    ['the server\'s ping is overdue (a phone back from sleep)', () => (fake.engine.pingExpired = true)],
  ])('connected is true but %s: NotConnectedError, nothing handed to socket.io to buffer', async (_, breakIt) => {
    await getSocket();
    breakIt();
    expect(() => emitNow('bingo', claim)).toThrow(NotConnectedError);
    expect(fake.socket.emit).not.toHaveBeenCalled();
  });

  test('an open transport: the claim is sent once', async () => {
    await getSocket();
    emitNow('bingo', claim);
    expect(fake.socket.emit).toHaveBeenCalledExactlyOnceWith('_bingo_', claim);
  });
});
