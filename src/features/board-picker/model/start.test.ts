import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';

// The socket is replaced by a switchboard: each test decides whether the connection comes and
// whether sending the join throws.
const socket = vi.hoisted(() => ({
  connects: true,
  emitThrows: false,
  emitted: [] as { key: string; payload: unknown }[],
}));
vi.mock('@/shared/api/socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentSocket: () => ({}),
  listen: () => () => undefined,
  waitForConnection: async () => {
    if (!socket.connects) throw new Error('timeout');
  },
  emit: (key: string, payload: unknown) => {
    if (socket.emitThrows) throw new Error('transport gone');
    socket.emitted.push({ key, payload });
  },
}));

const { startClicked, $starting } = await import('./picker');
const { $gameId, $betAmount, $selectedBoardIds } = await import('@/entities/game');
const { $user } = await import('@/entities/session');
const { $balance } = await import('@/entities/wallet');
const { showSnackbarFx } = await import('@/shared/ui/snackbar');

function setup() {
  const snackbar = vi.fn();
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [4]],
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 500, promo_balance: 0 }],
    ],
    handlers: [[showSnackbarFx, snackbar]],
  });
  return { scope, snackbar };
}

beforeEach(() => {
  socket.connects = true;
  socket.emitThrows = false;
  socket.emitted.length = 0;
});

describe('Start and the connection (spec §5 "Starting a manual game", §8)', () => {
  test('no connection within the 5 s wait: "Connection failed. Please try again.", nothing sent, Start usable again', async () => {
    const { scope, snackbar } = setup();
    socket.connects = false;
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Connection failed. Please try again.' });
    expect(socket.emitted).toEqual([]);
    expect(scope.getState($starting)).toBe(false);
  });

  test('sending the join throws: "Connection error. Please try again."', async () => {
    const { scope, snackbar } = setup();
    socket.emitThrows = true;
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Connection error. Please try again.' });
    expect(scope.getState($starting)).toBe(false);
  });

  test('connected: the join is sent and Start stays busy until the server answers', async () => {
    const { scope, snackbar } = setup();
    await allSettled(startClicked, { scope });
    expect(snackbar).not.toHaveBeenCalled();
    expect(socket.emitted).toEqual([
      { key: 'joinGame', payload: { phone: '0911000001', betAmount: 10, boardIds: [4], gameId: 'g10-1', numberOfBoards: 1, hasLost: false, isActive: true } },
    ]);
    expect(scope.getState($starting)).toBe(true);
  });
});
