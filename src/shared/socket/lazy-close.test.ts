import { expect, test, vi } from 'vitest';

// the socket is made after the current task (src/shared/socket/load.ts): what happens to it meanwhile
// (a page unload closes it, a listener comes and goes) holds once it is made.
const fake = (() => {
  const socket = { connected: false, active: false, on: vi.fn(), off: vi.fn(), disconnect: vi.fn(), connect: vi.fn(), emit: vi.fn(), io: { on: vi.fn() } };
  return { socket, io: vi.fn(() => socket) };
})();

const { setSocketFactory, getSocket, connectionStatus, listen, disconnectSocket, connectSocket } = await import('./index');
setSocketFactory(fake.io as never);
localStorage.setItem('token', 'tok-1');

test('closed while being made (a page unload): made closed, not connected; connectSocket opens it; a listener gone meanwhile is never put on it', async () => {
  const off = listen('timerUpdate', 'g10-1', () => undefined);
  listen('bingoNumber', 'g10-1', () => undefined);
  off();
  const made = getSocket();
  expect(connectionStatus()).toBe('connecting');
  disconnectSocket();
  expect(connectionStatus()).toBe('disconnected');
  await made;
  expect(fake.io).toHaveBeenCalledTimes(1);
  expect(fake.socket.connect).not.toHaveBeenCalled();
  expect(connectionStatus()).toBe('disconnected');
  const names = fake.socket.on.mock.calls.map(([name]) => name as string);
  expect(names).toContain('_bingo_number_g10-1');
  expect(names).not.toContain('_timer_update_g10-1');
  connectSocket();
  expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  expect(connectionStatus()).toBe('connecting');
});
