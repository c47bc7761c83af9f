import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { subscribeFx } from '@/shared/socket';
import { setSessionPlayer } from '@/shared/api';
import { createSocketDouble } from '@tests/setup/socket-double';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { navigateFx } from '@/shared/routing';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { $awaitedStakes, $betAmount, $gameId, $prizePool, $selectedBoardIds, gameJoined, notifyNavigateBackFx, writeCalls, writeClaims, writeMarks } from '@/entities/game';
import { fetchBoardsFx } from '@/entities/board';
import { connected, connectionWatchFx } from '@/entities/connection';
import { readClockFx, saveGameCallsFx } from '@/entities/game-play';
import { $activeGame, activeGameChecked } from '@/entities/active-game';
import { $calls, $claimedBoards, $marks, leaveConfirmed, LiveGameGate, nextRoundFx, readyFx, rejoinFx, socketConnectedFx, winnerPlayAgainClicked } from './live-game';
import { restoreRequested } from './return';

// The manual game's part in "Back to your game" and the winner modal's Play again, with the socket
// effects swapped for a recorder (the server is played through the routes the model subscribed).
const socket = createSocketDouble();
const user = { username: 'abebe', phone: '0911000001', verified: true };
const rejoin = { ack: { success: true } as { success?: boolean; error?: string } };
const nextRound = { answer: null as null | { gameId: string; betAmount: number } };

function setup() {
  const navigate = vi.fn();
  const nextRoundAsked = vi.fn(async (p: { betAmount: number }) => {
    if (!nextRound.answer) throw new Error('Game already in progress, please wait for the next one');
    return { ...nextRound.answer, betAmount: p.betAmount };
  });
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [11, 12]],
      [$user, user],
    ],
    handlers: [
      [showSnackbarFx, vi.fn()],
      [navigateFx, navigate],
      [fetchBoardsFx, async () => []],
      [fetchBalanceFx, async () => ({ current_balance: 496, promo_balance: 0 })],
      [connectionWatchFx, () => undefined],
      [readClockFx, () => Date.now()],
      [saveGameCallsFx, vi.fn()],
      [socketConnectedFx, () => true],
      [subscribeFx, socket.subscribe],
      [readyFx, socket.record('readyForWinnings')],
      [notifyNavigateBackFx, socket.record('navigateBack')],
      [rejoinFx, async () => rejoin.ack],
      [nextRoundFx, nextRoundAsked],
    ] as never,
  });
  const server = (key: string, payload: unknown) => socket.send(`${key}:g10-1`, payload);
  return { scope, navigate, server, nextRoundAsked };
}

/** What another tab of the same player finds on the device. */
async function anotherTab() {
  const scope = fork();
  await allSettled(activeGameChecked, { scope });
  return scope.getState($activeGame);
}

const win = { success: true, failed: false, message: 'BINGO!', winner: 'almaz', boardId: 40, winning_nums: [1], called_numbers: [1] };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  setSessionPlayer(user.phone);
  sessionStorage.clear();
  socket.reset();
  rejoin.ack = { success: true };
  nextRound.answer = null;
});

describe('the seat on the device for "Back to your game"', () => {
  test('the join writes it with the boards and the prize pool; another tab of the player finds it', async () => {
    const { scope, server } = setup();
    await allSettled(gameJoined, { scope, params: { boardIds: [11, 12] } });
    server('totalWinningAmount', { total_winning: 16 });
    await allSettled(scope);
    expect(await anotherTab()).toEqual({ mode: 'manual', gameId: 'g10-1', betAmount: 10, boards: [11, 12], prizePool: 16 });
  });

  test('leaving forgets it', async () => {
    const { scope } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    expect(await anotherTab()).not.toBeNull();
    await allSettled(leaveConfirmed, { scope });
    expect(await anotherTab()).toBeNull();
  });

  test('the game ending (a winner, or no winner after the last call) forgets it', async () => {
    const first = setup();
    await allSettled(LiveGameGate.open, { scope: first.scope, params: {} as never });
    first.server('gameResult', win);
    await allSettled(first.scope);
    expect(await anotherTab()).toBeNull();

    const second = setup();
    await allSettled(LiveGameGate.open, { scope: second.scope, params: {} as never });
    expect(await anotherTab()).not.toBeNull();
    second.server('gameEnded', { reason: 'no winner', failed: true, data: { success: false, message: 'No winner', called_numbers: [1] } });
    await allSettled(second.scope);
    expect(await anotherTab()).toBeNull();
  });

  test('a refused rejoin forgets it', async () => {
    const { scope } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    rejoin.ack = { error: 'Game not found or already finished.' };
    await allSettled(connected, { scope });
    expect(await anotherTab()).toBeNull();
  });

  test('after a reload the prize pool tile shows the pool last seen at once (session storage)', async () => {
    const { scope, server } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('totalWinningAmount', { total_winning: 16 });
    await allSettled(scope);
    expect(JSON.parse(sessionStorage.getItem('prizePool')!)).toEqual({ gameId: 'g10-1', total: 16 });
    vi.resetModules();
    sessionStorage.setItem('gameId', 'g10-1');
    sessionStorage.setItem('betAmount', '10');
    const reloaded = await import('@/entities/game');
    expect(fork().getState(reloaded.$prizePool)).toBe(16);
    expect(scope.getState($prizePool)).toBe(16);
  });
});

describe("the winner modal's Play again (ours: the same stake's next round)", () => {
  test('the next round is open: the game is left and its board picker opens', async () => {
    nextRound.answer = { gameId: 'g10-2', betAmount: 10 };
    const { scope, server, navigate, nextRoundAsked } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('gameResult', win);
    await allSettled(winnerPlayAgainClicked, { scope });
    expect(nextRoundAsked).toHaveBeenCalledWith({ betAmount: 10, phone: '0911000001' });
    expect(socket.emittedOf('navigateBack')).toEqual([{ boards: [11, 12], betamount: 10, phone: '0911000001', gameId: 'g10-1' }]);
    expect(scope.getState($gameId)).toBe('g10-2');
    expect(scope.getState($betAmount)).toBe(10);
    expect(navigate).toHaveBeenCalledWith({ to: '/boardSelector' });
    expect(navigate).not.toHaveBeenCalledWith({ to: '/stake' });
  });

  test('the next round is not open yet: /stake waits for it (its board picker opens when it does)', async () => {
    const { scope, server, navigate } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    server('gameResult', win);
    await allSettled(winnerPlayAgainClicked, { scope });
    expect(scope.getState($gameId)).toBeNull();
    expect(scope.getState($awaitedStakes)).toEqual([10]);
    expect(navigate).toHaveBeenCalledWith({ to: '/stake' });
  });

  test("the exit dialog's Leave still goes to /stake and asks for no round", async () => {
    const { scope, navigate, nextRoundAsked } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    await allSettled(leaveConfirmed, { scope });
    expect(nextRoundAsked).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ to: '/stake' });
  });
});

describe('what the tab kept of its game, put back before the screen renders (a reload)', () => {
  test("the route's restore fills the calls, marks and claims before the screen opens; opening it then keeps what is in memory", async () => {
    writeCalls('g10-1', [5, 17]);
    writeMarks('g10-1', { 11: [5] });
    writeClaims('g10-1', [12]);
    const { scope } = setup();
    await allSettled(restoreRequested, { scope });
    expect(scope.getState($calls).map((c) => c.number)).toEqual([5, 17]);
    expect(scope.getState($marks)).toEqual({ 11: [5] });
    expect(scope.getState($claimedBoards)).toEqual([12]);
    // the stored copy is written up to 100 ms late: the screen opening does not read it over memory
    writeMarks('g10-1', {});
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    await allSettled(restoreRequested, { scope });
    expect(scope.getState($marks)).toEqual({ 11: [5] });
  });

  test('a screen opened without the route asking (a game joined in this tab) still puts back what was kept', async () => {
    writeCalls('g10-1', [9]);
    const { scope } = setup();
    await allSettled(LiveGameGate.open, { scope, params: {} as never });
    expect(scope.getState($calls).map((c) => c.number)).toEqual([9]);
  });
});
