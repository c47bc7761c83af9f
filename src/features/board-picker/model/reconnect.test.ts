import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $betAmount, $gameId, $selectedBoardIds } from '@/entities/game';
import { $user } from '@/entities/session';
import { $balance } from '@/entities/wallet';
import { fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { $hasSocket } from '@/entities/connection';
import { checkLimitFx } from '@/entities/responsible-play';
import { createSocketDouble } from '@tests/setup/socket-double';
import { BoardPickerGate } from './board-list';
import { $picksLocked, boardClicked } from './picks';
import { $resyncing, PICKER_MESSAGES } from './resync';
import { joinedWaitFx, startClicked } from './join';
import { says } from '@tests/setup/says';

// The socket is replaced by a switchboard that plays the server: the test drops and restores the
// connection, answers `request_initial_boardlist` and pushes `_updated_board_list_{gameId}` after
// the ack, as the mock provider does.
const sock = createSocketDouble();
const server = {
  requests: [] as unknown[],
  /** The waiting game per request, in order; the last one repeats. */
  games: ['g10-1'] as string[],
  /** Boards taken in each game (by others) when the list is asked for. */
  taken: {} as Record<string, number[]>,
  refuse: null as string | null,
  /** Deliver the board list before the ack resolves (transports may hand both over in one go). */
  listFirst: false,
};
const push = sock.push;
sock.fakes.emitWithAck = async ({ key, payload }) => {
  server.requests.push({ key, payload });
  if (server.refuse) return { status: 'error', message: server.refuse };
  const gameId = server.games[Math.min(server.requests.length - 1, server.games.length - 1)];
  // the server pushes the game's board list right after the ack
  const list = () => push(`updatedBoardList:${gameId}`, { gameBoards: server.taken[gameId] ?? [], gameId });
  if (server.listFirst) list();
  else setTimeout(list, 0);
  return { status: 'success', gameId, message: 'ok' };
};

const settle = async (scope: ReturnType<typeof fork>) => {
  await allSettled(scope);
  await new Promise((r) => setTimeout(r, 5));
  await allSettled(scope);
};

/** The picker open on game g10-1 (stake 10) holding boards 3 and 7, connected. */
async function openPicker() {
  const snackbar = vi.fn();
  const navigate = vi.fn();
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [3, 7]],
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
      [navigateFx, navigate],
      [fetchBoardIdsFx, async () => [1, 2, 3, 4, 5, 6, 7, 8]],
      [fetchBoardsFx, async () => []],
    ],
  });
  await allSettled(BoardPickerGate.open, { scope, params: {} as never });
  return { scope, snackbar, navigate };
}
const drop = () => sock.setStatus('disconnected');
const reconnect = sock.reconnect;
const toggles = () => sock.emitted.filter((e) => e.key === 'toggleBoard').map((e) => e.payload);
const listening = (gameId: string) => [...sock.listeners.keys()].filter((k) => k.endsWith(`:${gameId}`)).length;

beforeEach(() => {
  // the player is logged in (a game is stored only then)
  localStorage.setItem('token', 'tok-1');
  sock.reset();
  server.requests.length = 0;
  server.games = ['g10-1'];
  server.taken = {};
  server.refuse = null;
  server.listFirst = false;
  sessionStorage.clear();
});

describe('reconnect on the board selector (spec §4 Socket connection, manual flow 1–2)', () => {
  test('the board list is asked for again; free picks are re-picked once, a pick taken meanwhile is dropped with our message', async () => {
    const { scope, snackbar } = await openPicker();
    expect(listening('g10-1')).toBe(4);
    drop();
    expect(scope.getState($picksLocked)).toBe(true);
    // a tap while offline is not sent (socket.io would flush it before the list is asked for again)
    await allSettled(boardClicked, { scope, params: 5 });
    server.taken['g10-1'] = [7, 8]; // another player took board 7 while this one was offline
    reconnect();
    expect(scope.getState($resyncing)).toBe(true);
    await settle(scope);

    expect(server.requests).toEqual([{ key: 'requestInitialBoardlist', payload: { betAmount: 10, phone: '0911000001' } }]);
    expect(toggles()).toEqual([{ boardId: 3, betAmount: 10, gameId: 'g10-1' }]);
    expect(scope.getState($selectedBoardIds)).toEqual([3]);
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Board 7 was taken while you were offline.') });
    expect(PICKER_MESSAGES.takenWhileOffline([3, 7])()).toBe('Boards 3 and 7 were taken while you were offline.');
    expect(scope.getState($resyncing)).toBe(false);
    expect(scope.getState($picksLocked)).toBe(false);

    // the server's next lists (its answer to the re-pick) change nothing: no second toggle
    push('updatedBoardList:g10-1', { gameBoards: [3, 7, 8], gameId: 'g10-1' });
    await settle(scope);
    expect(toggles()).toHaveLength(1);
    expect(scope.getState($selectedBoardIds)).toEqual([3]);
  });

  test('the board list may arrive before the ack is handled: the same re-pick, once', async () => {
    const { scope, snackbar } = await openPicker();
    server.listFirst = true;
    server.taken['g10-1'] = [3];
    drop();
    reconnect();
    await settle(scope);
    expect(toggles()).toEqual([{ boardId: 7, betAmount: 10, gameId: 'g10-1' }]);
    expect(scope.getState($selectedBoardIds)).toEqual([7]);
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('Board 3 was taken while you were offline.') });
  });

  test('the ack names a new game: the old game\'s listeners go, the new one\'s come, and both picks are re-picked there', async () => {
    const { scope, snackbar } = await openPicker();
    server.games = ['g10-2'];
    drop();
    reconnect();
    await settle(scope);

    expect(scope.getState($gameId)).toBe('g10-2');
    expect(listening('g10-1')).toBe(0);
    expect(listening('g10-2')).toBe(4);
    // asked once more, so that the new game's list reaches the new listeners
    expect(server.requests).toHaveLength(2);
    expect(toggles()).toEqual([
      { boardId: 3, betAmount: 10, gameId: 'g10-2' },
      { boardId: 7, betAmount: 10, gameId: 'g10-2' },
    ]);
    expect(scope.getState($selectedBoardIds)).toEqual([3, 7]);
    expect(snackbar).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('gameId')).toBe('g10-2');
  });

  test('Start while offline waits for the connection and the re-sync, then joins with the boards and game as they are now', async () => {
    const { scope } = await openPicker();
    server.taken['g10-1'] = [7];
    drop();
    const start = allSettled(startClicked, { scope });
    reconnect();
    await start;
    await settle(scope);
    const joins = sock.emitted.filter((e) => e.key === 'joinGame');
    expect(joins).toEqual([
      { key: 'joinGame', payload: { phone: '0911000001', betAmount: 10, boardIds: [3], gameId: 'g10-1', numberOfBoards: 1, hasLost: false, isActive: true, requestId: expect.any(String) } },
    ]);
    // the re-pick went out before the join
    expect(sock.emitted.map((e) => e.key)).toEqual(['toggleBoard', 'joinGame']);
  });

  test('the server refuses the list (its game is in progress): its message, the game is left, back to /stake', async () => {
    const { scope, snackbar, navigate } = await openPicker();
    server.refuse = 'Game already in progress, please wait for the next one';
    drop();
    reconnect();
    await settle(scope);
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Game already in progress, please wait for the next one' });
    expect(navigate).toHaveBeenCalledWith({ to: '/stake' });
    expect(scope.getState($gameId)).toBeNull();
    expect(scope.getState($selectedBoardIds)).toEqual([]);
    expect(listening('g10-1')).toBe(0);
    expect(toggles()).toEqual([]);
  });

  test('a server that sends no list after the ack: after 3 s every pick not known to be taken is re-picked', async () => {
    const { scope } = await openPicker();
    vi.useFakeTimers();
    try {
      sock.listeners.clear(); // nothing reaches the picker
      drop();
      reconnect();
      await vi.advanceTimersByTimeAsync(100);
      expect(scope.getState($resyncing)).toBe(true);
      expect(toggles()).toEqual([]);
      await vi.advanceTimersByTimeAsync(3000);
      expect(toggles()).toEqual([
        { boardId: 3, betAmount: 10, gameId: 'g10-1' },
        { boardId: 7, betAmount: 10, gameId: 'g10-1' },
      ]);
      expect(scope.getState($resyncing)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
