import { afterEach, describe, expect, test, vi } from 'vitest';

// socket.io-client and the contract's parsers load after the first paint: the socket is made in a
// later task, once the parsers are there. A fake socket (setSocketFactory) records what happens when.
const fake = (() => {
  type Cb = (...args: unknown[]) => void;
  const handlers = new Map<string, Set<Cb>>();
  const log: string[] = [];
  const socket = {
    connected: false,
    active: false,
    on: (event: string, cb: Cb) => {
      log.push(`on ${event}`);
      (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(cb);
    },
    off: (event: string, cb: Cb) => handlers.get(event)?.delete(cb),
    disconnect: vi.fn(() => log.push('disconnect')),
    connect: vi.fn(() => log.push('connect')),
    emit: vi.fn((event: string) => log.push(`emit ${event}`)),
    io: { on: vi.fn() },
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((cb) => cb(...args));
  return { socket, fire, log, io: vi.fn(() => socket) };
})();

const { setSocketFactory, getSocket, connectionStatus, listen, emit, onInvalidPayload } = await import('./index');
const { parsersNow } = await import('./load');
localStorage.setItem('token', 'tok-1');
// the contract's parsers are loaded when the socket is made (the factory reads them)
let parsersWhenMade: unknown = null;
setSocketFactory(((...args: unknown[]) => {
  parsersWhenMade = parsersNow().parseServerEvent;
  return (fake.io as (...a: unknown[]) => unknown)(...args);
}) as never);

afterEach(() => {
  fake.log.length = 0;
  fake.socket.emit.mockClear();
});

describe('the socket is made after the current task, once its parsers loaded (spec §4 Socket connection)', () => {
  test('nothing is made in the caller\'s task; the status reads "connecting" meanwhile; listeners and emits made before are on the socket, in order, before and after it connects', async () => {
    const numbers: unknown[] = [];
    const invalid: string[] = [];
    onInvalidPayload((event) => invalid.push(event));
    listen('bingoNumber', 'g10-1', (p) => numbers.push(p));
    const sent = emit('navigateBack', { boards: [7], betamount: 10, phone: '0911000001', gameId: 'g10-1' });
    const made = getSocket();
    expect(fake.io).not.toHaveBeenCalled();
    expect(connectionStatus()).toBe('connecting');
    // the socket is made in a later task, not in a microtask of this one
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.io).not.toHaveBeenCalled();

    expect(await made).toBe(fake.socket);
    await sent;
    expect(fake.io).toHaveBeenCalledTimes(1);
    expect(parsersWhenMade).toBeTypeOf('function');
    expect(fake.log.filter((l) => !l.startsWith('on ') || l.includes('_bingo_number_'))).toEqual(['on _bingo_number_g10-1', 'connect', 'emit _navigate_back_']);

    // what arrives is validated as before: a valid payload reaches the handler, an invalid one is reported
    fake.fire('_bingo_number_g10-1', { letter: 'B', number: 7 });
    fake.fire('_bingo_number_g10-1', { letter: 'B' });
    expect(numbers).toEqual([{ letter: 'B', number: 7 }]);
    expect(invalid).toEqual(['_bingo_number_g10-1']);
  });

  test('an emit whose payload breaks the contract rejects, and nothing is sent', async () => {
    await expect(emit('navigateBack', { boards: 'x' } as never)).rejects.toThrow(/invalid _navigate_back_ payload/);
    expect(fake.socket.emit).not.toHaveBeenCalledWith('_navigate_back_', expect.anything());
  });
});
