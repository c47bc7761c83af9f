import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { NotConfirmedError, NotConnectedError } from '@/shared/socket';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $betAmount, $gameId, $selectedBoardIds, boardAdded } from '@/entities/game';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx } from '@/entities/wallet';
import { fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { $hasSocket } from '@/entities/connection';
import { checkLimitFx } from '@/entities/responsible-play';
import { createSocketDouble } from '@tests/setup/socket-double';
import { BoardPickerGate } from './board-list';
import { $starting, joinedWaitFx, startClicked } from './join';
import './unload';

// The socket is replaced by a switchboard: each test decides whether the connection comes and
// whether sending the join throws.
const socket = {
  connects: true,
  emitThrows: false,
  /** What a money or seat event meets: an ack, no answer, or a socket that is not connected. */
  answer: 'ack' as 'ack' | 'none' | 'offline',
  disconnects: 0,
};
// the picker watches the connection: a connected socket that never changes
const sock = createSocketDouble();
sock.fakes.disconnect = () => void socket.disconnects++;
sock.fakes.waitForConnection = async () => {
  if (!socket.connects) throw new Error('timeout');
};
const emit = sock.fakes.emit;
sock.fakes.emit = (e) => {
  if (socket.emitThrows) throw new Error('transport gone');
  emit(e);
};
sock.fakes.emitConfirmed = async ({ key, payload }) => {
  if (socket.answer === 'offline') throw new NotConnectedError();
  if (socket.emitThrows) throw new Error('transport gone');
  sock.emitted.push({ key, payload });
  if (socket.answer === 'none') throw new NotConfirmedError(key);
  return { ack: { success: true } };
};

function setup() {
  const snackbar = vi.fn();
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [4]],
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 500, promo_balance: 0 }],
      [$hasSocket, true],
    ],
    handlers: [
      ...sock.handlers(),
      // an acknowledged join's wait for `_game_joined_` ends naming no join of this page: it opens nothing
      [joinedWaitFx, async () => 'still-waiting'],
      // no limit set (responsible play): every stake may go ahead
      [checkLimitFx, async () => undefined],
      [showSnackbarFx, snackbar],
      [fetchBoardIdsFx, async () => [1, 2, 3, 4]],
      [fetchBoardsFx, async () => []],
      [checkServerViewFx, async () => ({ balance: { current_balance: 490, promo_balance: 0 }, entry: null, historyRead: false, told: false })],
    ],
  });
  return { scope, snackbar };
}

beforeEach(() => {
  // the player is logged in (a game is stored only then)
  localStorage.setItem('token', 'tok-1');
  socket.connects = true;
  socket.emitThrows = false;
  socket.answer = 'ack';
  sock.reset();
  socket.disconnects = 0;
  sessionStorage.clear();
});

describe('Start and the connection (spec §5 "Starting a manual game", §8)', () => {
  test('no connection within the 5 s wait: "Connection failed. Please try again.", nothing sent, Start usable again', async () => {
    const { scope, snackbar } = setup();
    socket.connects = false;
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Connection failed. Please try again.') });
    expect(sock.emitted).toEqual([]);
    expect(scope.getState($starting)).toBe(false);
  });

  test('sending the join throws: "Connection error. Please try again."', async () => {
    const { scope, snackbar } = setup();
    socket.emitThrows = true;
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Connection error. Please try again.') });
    expect(scope.getState($starting)).toBe(false);
  });

  test('connected: the join is sent and Start stays busy until the server answers', async () => {
    const { scope, snackbar } = setup();
    await allSettled(startClicked, { scope });
    expect(snackbar).not.toHaveBeenCalled();
    expect(sock.emitted).toEqual([
      {
        key: 'joinGame',
        payload: { phone: '0911000001', betAmount: 10, boardIds: [4], gameId: 'g10-1', numberOfBoards: 1, hasLost: false, isActive: true, requestId: expect.stringMatching(/^\S{8,}$/) },
      },
    ]);
    expect(scope.getState($starting)).toBe(true);
  });

  test('not connected when the join would go out: "Connection lost...", nothing sent or queued', async () => {
    const { scope, snackbar } = setup();
    socket.answer = 'offline';
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Connection lost...') });
    expect(sock.emitted).toEqual([]);
    expect(scope.getState($starting)).toBe(false);
  });

  test('no answer to the join: "Not confirmed", the balance the server shows; Start again reuses the request id, new picks make a new one', async () => {
    const { scope, snackbar } = setup();
    socket.answer = 'none';
    await allSettled(startClicked, { scope });
    expect(snackbar.mock.calls.map(([m]) => m)).toEqual([
      { kind: 'warning', message: says('Not confirmed — checking your balance…') },
      { kind: 'warning', message: says('Not confirmed. Your balance is now 490.00 ETB. If you send it again, it goes as the same request, so it is not done twice.') },
    ]);
    expect(scope.getState($starting)).toBe(false);
    await allSettled(startClicked, { scope });
    await allSettled(boardAdded, { scope, params: 9 });
    await allSettled(startClicked, { scope });
    const ids = sock.emitted.map((e) => (e.payload as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

describe('page unload on the board selector (spec §4 manual flow 7)', () => {
  test('not yet in a game: tells the server, stores path and bet amount (no boards), closes the socket', async () => {
    const { scope } = setup();
    window.history.replaceState(null, '', '/boardSelector');
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    window.dispatchEvent(new Event('pagehide'));
    await allSettled(scope);
    expect(sock.emitted).toContainEqual({ key: 'navigateBack', payload: { boards: [4], betamount: 10, phone: '0911000001', gameId: 'g10-1' } });
    expect(['path', 'betAmount', 'selectedBoards'].map((k) => sessionStorage.getItem(k))).toEqual(['/boardSelector', '10', null]);
    expect(socket.disconnects).toBe(1);
    // once the picker is closed, an unload is no longer its business
    await allSettled(BoardPickerGate.close, { scope, params: {} as never });
    window.dispatchEvent(new Event('pagehide'));
    await allSettled(scope);
    expect(socket.disconnects).toBe(1);
  });
});
