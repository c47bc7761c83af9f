import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// the socket client makes a fake socket (setSocketFactory): which handshake auth the app sends, what it does
// on a connect error `unauthorized`, and how money and seat events are sent (never queued offline).
const fake = (() => {
  type Cb = (...args: unknown[]) => void;
  const handlers = new Map<string, Set<Cb>>();
  const emitted: { event: string; payload: unknown; ack: Cb; timeout: number }[] = [];
  let timeoutMs = 0;
  const socket = {
    connected: false,
    active: false,
    on: (event: string, cb: Cb) => (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(cb),
    off: (event: string, cb: Cb) => handlers.get(event)?.delete(cb),
    disconnect: vi.fn(),
    connect: vi.fn(),
    emit: vi.fn(),
    timeout: (ms: number) => ((timeoutMs = ms), { emit: (event: string, payload: unknown, ack: Cb) => emitted.push({ event, payload, ack, timeout: timeoutMs }) }),
    // an open transport (shared/socket isTransportOpen); transport.test.ts plays a dead one
    io: { on: vi.fn(), engine: { readyState: 'open', transport: { readyState: 'open' }, _hasPingExpired: () => false } },
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((cb) => cb(...args));
  const io = vi.fn((_url: string, _options: { auth: (send: (data: unknown) => void) => void }) => socket);
  return { socket, fire, io, emitted };
})();

const { setSocketFactory, getSocket, emitConfirmed, NotConnectedError, NotConfirmedError } = await import('./index');
const { ACK_GRACE_MS } = await import('./events');
setSocketFactory(fake.io as never);
const { writeToken } = await import('@/shared/api');

const join = { phone: '0911000001', betAmount: 10, numberOfBoards: 1, boardIds: [7], hasLost: false as const, isActive: true as const, gameId: 'g10-1', requestId: 'req-12345678' };

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { pathname: '/gameWindow/10', search: '', assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  fake.emitted.length = 0;
  fake.socket.connected = false;
});

describe('socket identity (handshake auth.token, proposed contract)', () => {
  test('no token: the socket is made but never connects; each attempt reads the token afresh', async () => {
    await getSocket();
    expect(fake.socket.connect).not.toHaveBeenCalled();
    const auth = fake.io.mock.calls[0][1].auth;
    localStorage.setItem('token', 'first');
    const sent: unknown[] = [];
    auth((data) => sent.push(data));
    // a new login in this tab (another tab's login is followed by a reload: shared/api session-sync)
    writeToken('second');
    auth((data) => sent.push(data));
    expect(sent).toEqual([{ token: 'first' }, { token: 'second' }]);
    // a reconnect attempt without a token sends nothing and ends the session
    localStorage.removeItem('token');
    auth((data) => sent.push(data));
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    expect(fake.socket.disconnect).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/auth?redirect=%2FgameWindow%2F10');
  });

  test('a connect error "unauthorized" ends the session like an HTTP 401: token and stored game gone, full page /auth', async () => {
    await getSocket();
    localStorage.setItem('token', 'revoked');
    sessionStorage.setItem('gameId', 'g10-1');
    sessionStorage.setItem('marks.g10-1', '{"7":[5]}');
    fake.fire('connect_error', new Error('unauthorized'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/auth?redirect=%2FgameWindow%2F10');
    // any other connect error is a network problem: the session stays
    localStorage.setItem('token', 'tok');
    assign.mockClear();
    fake.fire('connect_error', new Error('xhr poll error'));
    expect(localStorage.getItem('token')).toBe('tok');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('money and seat events (emitConfirmed)', () => {
  test('while not connected they are refused at once and nothing is handed to socket.io (no offline queue)', async () => {
    await getSocket();
    fake.socket.connected = false;
    await expect(emitConfirmed('joinGame', join, [])).rejects.toBeInstanceOf(NotConnectedError);
    expect(fake.emitted).toHaveLength(0);
    expect(fake.socket.emit).not.toHaveBeenCalled();
  });

  test('connected: sent once with an acknowledgement and the request id; the ack confirms it', async () => {
    await getSocket();
    fake.socket.connected = true;
    const sent = emitConfirmed('joinGame', join, []);
    expect(fake.emitted).toHaveLength(1);
    expect(fake.emitted[0]).toMatchObject({ event: '_join_game_', payload: { requestId: 'req-12345678' }, timeout: 10000 });
    fake.emitted[0].ack(null, { success: true });
    await expect(sent).resolves.toEqual({ ack: { success: true } });
  });

  test('no ack in time (or the connection dropped first): NotConfirmedError, never "failed"', async () => {
    await getSocket();
    fake.socket.connected = true;
    const sent = emitConfirmed('purchaseCartela', { phone: '0911000001', gameId: 'auto-1', boards: [3], requestId: 'req-abcdefgh' }, []);
    fake.emitted[0].ack(new Error('operation has timed out'));
    await expect(sent).rejects.toBeInstanceOf(NotConfirmedError);
  });

  test('a server that answers with the spec answer event instead of an ack confirms it too', async () => {
    await getSocket();
    fake.socket.connected = true;
    const sent = emitConfirmed('joinGame', join, [{ key: 'gameJoined', gameId: 'g10-1' }]);
    fake.fire('_game_joined_g10-1', { gameId: 'g10-1' });
    await expect(sent).resolves.toEqual({ answer: 'gameJoined', payload: { gameId: 'g10-1' } });
    // the later ack time-out changes nothing
    fake.emitted[0].ack(new Error('operation has timed out'));
    await expect(sent).resolves.toEqual({ answer: 'gameJoined', payload: { gameId: 'g10-1' } });
  });

  test('an answer event that echoes no requestId waits for the ack: a refusing ack that follows it is the answer', async () => {
    await getSocket();
    fake.socket.connected = true;
    const sent = emitConfirmed('joinGame', join, [{ key: 'gameJoined', gameId: 'g10-1' }]);
    let settled = false;
    void sent.then(() => (settled = true));
    fake.fire('_game_joined_g10-1', { gameId: 'g10-1', boardIds: [6] });
    await Promise.resolve();
    expect(settled).toBe(false);
    fake.emitted[0].ack(null, { error: 'Board 7 is taken' });
    await expect(sent).resolves.toEqual({ ack: { error: 'Board 7 is taken' }, answer: 'gameJoined', payload: { gameId: 'g10-1', boardIds: [6] } });
  });

  test('a server that never acks: an answer event that echoes no requestId confirms after ACK_GRACE_MS', async () => {
    vi.useFakeTimers();
    try {
      await getSocket();
      fake.socket.connected = true;
      const sent = emitConfirmed('joinGame', join, [{ key: 'gameJoined', gameId: 'g10-1' }]);
      fake.fire('_game_joined_g10-1', { gameId: 'g10-1' });
      vi.advanceTimersByTime(ACK_GRACE_MS);
      await expect(sent).resolves.toEqual({ answer: 'gameJoined', payload: { gameId: 'g10-1' } });
    } finally {
      vi.useRealTimers();
    }
  });

  test('an answer event that echoes another requestId (another player\'s join) confirms nothing; the own one does', async () => {
    await getSocket();
    fake.socket.connected = true;
    const sent = emitConfirmed('joinGame', join, [{ key: 'gameJoined', gameId: 'g10-1' }]);
    let settled = false;
    void sent.then(() => (settled = true));
    fake.fire('_game_joined_g10-1', { gameId: 'g10-1', boardIds: [9], requestId: 'req-someone-else' });
    await Promise.resolve();
    expect(settled).toBe(false);
    fake.fire('_game_joined_g10-1', { gameId: 'g10-1', boardIds: [7], requestId: 'req-12345678' });
    await expect(sent).resolves.toEqual({ answer: 'gameJoined', payload: { gameId: 'g10-1', boardIds: [7], requestId: 'req-12345678' } });
  });
});
