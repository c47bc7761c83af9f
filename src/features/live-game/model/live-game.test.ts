import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';

// The socket is replaced by a recorder: tests play the server by calling the registered handlers.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const emitted: { key: string; payload: unknown }[] = [];
  return {
    handlers,
    emitted,
    module: {
      listen: (key: string, gameId: string | undefined, handler: (p: unknown) => void) => {
        handlers.set(`${key}:${gameId}`, handler);
        return () => handlers.delete(`${key}:${gameId}`);
      },
      emit: (key: string, payload: unknown) => emitted.push({ key, payload }),
      currentSocket: () => ({}),
      connectionStatus: () => 'connected',
      getSocket: () => ({ connect: () => undefined }),
      onConnected: () => () => undefined,
      onConnectionStatus: () => () => undefined,
    },
  };
});
vi.mock('@/shared/api/socket', async (importOriginal) => ({ ...(await importOriginal<object>()), ...socket.module }));

const { $calls, $marks, $winner, $checking, LiveGameGate, cellClicked, bingoClicked, leaveConfirmed } = await import('./live-game');
const { $gameId, $betAmount, $selectedBoardIds, $prizePool } = await import('@/entities/game');
const { $user } = await import('@/entities/session');
const { showSnackbarFx } = await import('@/shared/ui/snackbar');
const { navigateFx } = await import('@/shared/routing');
const { fetchBoardsFx } = await import('@/entities/board');
const { fetchBalanceFx } = await import('@/entities/wallet');

const user = { username: 'abebe', phone: '0911000001', verified: true };

function setup() {
  const snackbar = vi.fn();
  const navigate = vi.fn();
  const balance = vi.fn(async () => ({ current_balance: 496, promo_balance: 0 }));
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [1, 2]],
      [$user, user],
    ],
    handlers: [
      [showSnackbarFx, snackbar],
      [navigateFx, navigate],
      [fetchBoardsFx, async () => []],
      [fetchBalanceFx, balance],
    ],
  });
  const server = (key: string, payload: unknown) => socket.handlers.get(`${key}:g10-1`)!(payload);
  return { scope, snackbar, navigate, balance, server };
}

beforeEach(() => {
  socket.handlers.clear();
  socket.emitted.length = 0;
});

describe('live game model: socket events → stores', () => {
  test('calls are appended once each, marks only for called numbers, prize pool from the server', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('bingoNumber', { letter: 'B', number: 7 });
    server('bingoNumber', { letter: 'I', number: 22 });
    server('bingoNumber', { letter: 'B', number: 7 }); // delivered twice
    server('totalWinningAmount', { total_winning: 16 });
    expect(scope.getState($calls)).toEqual([
      { letter: 'B', number: 7 },
      { letter: 'I', number: 22 },
    ]);
    expect(scope.getState($prizePool)).toBe(16);
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 7 } });
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 60 } }); // not called
    await allSettled(cellClicked, { scope, params: { boardId: 1, number: 7 } }); // already marked
    expect(scope.getState($marks)).toEqual({ 1: [7] });
  });

  test('a claim sends _bingo_; checking disables further claims; Bad Bingo shows the board id', async () => {
    const { scope, server, snackbar } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    await allSettled(bingoClicked, { scope, params: 2 });
    expect(socket.emitted).toEqual([{ key: 'bingo', payload: { username: 'abebe', betAmount: 10, boardId: 2, phone: '0911000001', gameId: 'g10-1' } }]);
    server('bingoCheckingResult', { checking: true, for: 'abebe' });
    expect(scope.getState($checking)).toEqual({ checking: true, for: 'abebe' });
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emitted).toHaveLength(1);
    server('bingoCheckingResult', { checking: false, for: 'abebe' });
    server('gameResult', { success: false, failed: true, message: 'Bad Bingo', boardId: 2 });
    await allSettled(scope);
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Bad Bingo - boardId [2]' });
    expect(scope.getState($winner)).toBeNull();
  });

  test('a result with a winner opens the winner modal and refreshes the balance from the server', async () => {
    const { scope, server, balance } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('gameResult', { success: true, failed: false, message: 'BINGO!', winner: 'abebe', boardId: 1, winning_nums: [1, 2], called_numbers: [1, 2] });
    await allSettled(scope);
    expect(scope.getState($winner)?.winner).toBe('abebe');
    expect(balance).toHaveBeenCalledWith('0911000001');
    expect(socket.emitted).toContainEqual({ key: 'readyForWinnings', payload: { game_id: 'g10-1' } });
  });

  test('leaving tells the server, clears the game, removes the listeners and goes to /stake', async () => {
    const { scope, navigate } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    expect(socket.handlers.size).toBe(7);
    await allSettled(leaveConfirmed, { scope });
    expect(socket.emitted).toContainEqual({ key: 'navigateBack', payload: { boards: [1, 2], betamount: 10, phone: '0911000001', gameId: 'g10-1' } });
    expect(scope.getState($gameId)).toBeNull();
    expect(socket.handlers.size).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/stake');
  });
});
