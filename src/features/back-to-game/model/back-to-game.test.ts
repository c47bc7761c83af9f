import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { setSessionPlayer } from '@/shared/api';
import { $user } from '@/entities/session';
import { $betAmount, $gameId, $prizePool, $restoredFromStorage, $selectedBoardIds } from '@/entities/game';
import { activeGameSeated } from '@/entities/active-game';
import { $activeGame, BackToGameGate, backToGameClicked } from './back-to-game';

const abebe = { username: 'abebe', phone: '0911000001', verified: true };

/** A new tab of `user`: nothing in session storage, the home (or stake screen) open. */
async function newTab(user = abebe) {
  sessionStorage.clear();
  setSessionPlayer(user.phone);
  const navigate = vi.fn();
  const scope = fork({ values: [[$user, user]] as never, handlers: [[navigateFx, navigate]] as never });
  await allSettled(BackToGameGate.open, { scope, params: {} as never });
  return { scope, navigate };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  setSessionPlayer(abebe.phone);
});

describe('"Back to your game" on the home and the stake screen', () => {
  test('a manual game: the new tab holds it as a reload would (session storage game id included) and opens its game window', async () => {
    const seated = fork({ values: [[$user, abebe]] as never });
    await allSettled(activeGameSeated, { scope: seated, params: { mode: 'manual', gameId: 'g10-1', betAmount: 10, boards: [11, 12], prizePool: 16 } });

    const { scope, navigate } = await newTab();
    expect(scope.getState($activeGame)?.gameId).toBe('g10-1');
    await allSettled(backToGameClicked, { scope });
    expect(scope.getState($gameId)).toBe('g10-1');
    expect(scope.getState($betAmount)).toBe(10);
    expect(scope.getState($selectedBoardIds)).toEqual([11, 12]);
    expect(scope.getState($prizePool)).toBe(16);
    expect(scope.getState($restoredFromStorage)).toBe(true);
    expect(sessionStorage.getItem('gameId')).toBe('g10-1');
    expect(navigate).toHaveBeenCalledWith({ to: '/gameWindow/$betAmount', params: { betAmount: 10 } });
  });

  test('a scheduled game: /autoGamePlay/{gameId}', async () => {
    await allSettled(activeGameSeated, { scope: fork({ values: [[$user, abebe]] as never }), params: { mode: 'scheduled', gameId: 'auto-7', betAmount: 20, boards: [3] } });
    const { scope, navigate } = await newTab();
    await allSettled(backToGameClicked, { scope });
    expect(scope.getState($gameId)).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/autoGamePlay/$gameId', params: { gameId: 'auto-7' } });
  });

  test('another player on the same phone is offered nothing, and a tap goes nowhere', async () => {
    await allSettled(activeGameSeated, { scope: fork({ values: [[$user, abebe]] as never }), params: { mode: 'manual', gameId: 'g10-1', betAmount: 10, boards: [11] } });
    const { scope, navigate } = await newTab({ username: 'almaz', phone: '0911000002', verified: true });
    expect(scope.getState($activeGame)).toBeNull();
    await allSettled(backToGameClicked, { scope });
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($gameId)).toBeNull();
  });
});
