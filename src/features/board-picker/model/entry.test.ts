import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test } from 'vitest';
import { $earlyTakenBoards, $prizePool, gameEntered, gameLeft } from '@/entities/game';
import { $user } from '@/entities/session';
import { fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { createSocketDouble } from '@tests/setup/socket-double';
import { $takenByOthers, BoardPickerGate } from './board-list';

// A socket switchboard: listeners are kept by `key:gameId`, the test pushes server events.
const sock = createSocketDouble();
const push = sock.push;
const listeners = sock.count;

function setup() {
  return fork({
    values: [[$user, { username: 'abebe', phone: '0911000001', verified: true }]] as never,
    handlers: [
      ...sock.handlers(),
      [fetchBoardIdsFx, async () => [1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [fetchBoardsFx, async () => []],
    ],
  });
}

beforeEach(() => {
  sock.reset();
  sessionStorage.clear();
});

describe('the board list sent right after the stake screen’s request (spec §4 manual flow 1, §2.7)', () => {
  test('a list (and prize pool) that arrives before the picker has opened still counts; the buffer then stops listening', async () => {
    const scope = setup();
    await allSettled(gameEntered, { scope, params: { gameId: 'g10-1', betAmount: 10 } });
    expect(listeners('updatedBoardList:g10-1')).toBe(1);
    push('updatedBoardList:g10-1', { gameBoards: [5, 9], gameId: 'g10-1' });
    push('totalWinningAmount:g10-1', { total_winning: 16 });
    await allSettled(scope);
    expect(scope.getState($earlyTakenBoards)).toEqual([5, 9]);
    expect(scope.getState($prizePool)).toBe(16);

    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    expect(scope.getState($takenByOthers)).toEqual([5, 9]);
    expect(scope.getState($earlyTakenBoards)).toBeNull();
    // only the picker's own listener is left, and it keeps the list current
    expect(listeners('updatedBoardList:g10-1')).toBe(1);
    expect(listeners('totalWinningAmount:g10-1')).toBe(1);
    push('updatedBoardList:g10-1', { gameBoards: [5], gameId: 'g10-1' });
    await allSettled(scope);
    expect(scope.getState($takenByOthers)).toEqual([5]);
  });

  test('leaving before the picker opens drops the buffered list and its listener; the next game starts clean', async () => {
    const scope = setup();
    await allSettled(gameEntered, { scope, params: { gameId: 'g10-1', betAmount: 10 } });
    push('updatedBoardList:g10-1', { gameBoards: [5], gameId: 'g10-1' });
    await allSettled(gameLeft, { scope });
    expect(listeners('updatedBoardList:g10-1')).toBe(0);
    expect(listeners('totalWinningAmount:g10-1')).toBe(0);
    expect(scope.getState($earlyTakenBoards)).toBeNull();

    await allSettled(gameEntered, { scope, params: { gameId: 'g10-2', betAmount: 10 } });
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    expect(scope.getState($takenByOthers)).toEqual([]);
  });
});
