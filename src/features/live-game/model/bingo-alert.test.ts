import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { subscribeFx } from '@/shared/socket';
import { playBingoCueFx, playCallFx } from '@/shared/lib/sound';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { $betAmount, $gameId, $selectedBoardIds } from '@/entities/game';
import { $boardsById } from '@/entities/board';
import { $autoClaim, AUTO_CLAIM_STORAGE_KEY, autoClaimChosen, bingoBuzzFx, readAutoClaimFx, readClockFx, saveGameCallsFx } from '@/entities/game-play';
import { createSocketDouble } from '@tests/setup/socket-double';
import { $bingoAlert, $claimOpen, bingoClicked, claimFx, LiveGameGate, rejoinFx, socketConnectedFx } from './live-game';

// The socket effects are swapped for a recorder; the test plays the server through the subscribed routes.
const socket = createSocketDouble({ unique: true });
// column-major (spec §3): board 1's top row is 1, 16, 31, 46, 61; board 2's is 6, 21, 36, 51, 66
const numbers1 = [[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50], [61, 62, 63, 64, 65]];
const numbers2 = [[6, 7, 8, 9, 10], [21, 22, 23, 24, 25], [36, 37, 0, 39, 40], [51, 52, 53, 54, 55], [66, 67, 68, 69, 70]];

/** A forked manual game at stake 10 (one line) with boards 1 and 2; the cue and the buzz are spies. */
async function setup() {
  socket.reset();
  const cue = vi.fn();
  const buzz = vi.fn();
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [1, 2]],
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$boardsById, { 1: { board_id: 1, board_name: 'B1', board_numbers: numbers1 }, 2: { board_id: 2, board_name: 'B2', board_numbers: numbers2 } }],
    ] as never,
    handlers: [
      [showSnackbarFx, vi.fn()],
      [readClockFx, () => 0],
      [saveGameCallsFx, () => undefined],
      [socketConnectedFx, () => true],
      [subscribeFx, socket.subscribe],
      [rejoinFx, async () => ({ success: true })],
      [claimFx, socket.record('bingo')],
      [playCallFx, () => undefined],
      [playBingoCueFx, cue],
      [bingoBuzzFx, buzz],
    ] as never,
  });
  await allSettled(LiveGameGate.open, { scope, params: {} as never });
  const call = async (...numbers: number[]) => {
    for (const number of numbers) socket.send('bingoNumber:g10-1', { letter: 'BINGO'[Math.floor((number - 1) / 15)], number });
    await allSettled(scope);
  };
  return { scope, call, cue, buzz };
}

afterEach(() => localStorage.clear());

describe('bingo alert (spec §5: the last call must complete the pattern)', () => {
  test('the call that completes a board\'s line alerts it (no marks needed), with the cue and the buzz once; the next call ends it', async () => {
    const { scope, call, cue, buzz } = await setup();
    await call(1, 16, 31, 46);
    expect(scope.getState($bingoAlert).boardIds).toEqual([]);
    await call(61);
    expect(scope.getState($bingoAlert)).toEqual({ call: 61, boardIds: [1] });
    expect(cue).toHaveBeenCalledTimes(1);
    expect(buzz).toHaveBeenCalledTimes(1);
    // the window is this call only: the line is still complete, but the next call did not complete it
    await call(70);
    expect(scope.getState($bingoAlert).boardIds).toEqual([]);
    expect(cue).toHaveBeenCalledTimes(1);
  });

  test('a board claimed leaves the alert (its ቢንጎ! says the claim was sent)', async () => {
    const { scope, call } = await setup();
    await call(6, 21, 36, 51, 66);
    expect(scope.getState($bingoAlert).boardIds).toEqual([2]);
    await allSettled(bingoClicked, { scope, params: 2 });
    expect(scope.getState($bingoAlert).boardIds).toEqual([]);
  });
});

describe('auto-claim (play aid)', () => {
  test('off by default: a completed board is alerted, nothing is sent', async () => {
    const { scope, call } = await setup();
    expect(scope.getState($autoClaim)).toBe(false);
    await call(1, 16, 31, 46, 61);
    expect(scope.getState($bingoAlert).boardIds).toEqual([1]);
    expect(socket.emittedOf('bingo')).toEqual([]);
  });

  test('on: the board is claimed the moment it completes, once; the choice is remembered on the device', async () => {
    const { scope, call } = await setup();
    await allSettled(autoClaimChosen, { scope, params: true });
    expect(localStorage.getItem(AUTO_CLAIM_STORAGE_KEY)).toBe('on');
    await call(1, 16, 31, 46);
    expect(socket.emittedOf('bingo')).toEqual([]);
    await call(61);
    expect(socket.emittedOf('bingo')).toMatchObject([{ boardId: 1, gameId: 'g10-1' }]);
    // later calls (the line stays complete) and a repeated tap send nothing more
    await call(2, 3);
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emittedOf('bingo')).toHaveLength(1);
    // another visit reads the choice back
    const next = fork();
    await allSettled(readAutoClaimFx, { scope: next });
    expect(next.getState($autoClaim)).toBe(true);
  });
});

describe('ቢንጎ! before the game starts', () => {
  test('no claim before the first call; after it, the claim goes', async () => {
    const { scope, call } = await setup();
    expect(scope.getState($claimOpen)).toBe(false);
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emittedOf('bingo')).toEqual([]);
    await call(7);
    expect(scope.getState($claimOpen)).toBe(true);
    await allSettled(bingoClicked, { scope, params: 1 });
    expect(socket.emittedOf('bingo')).toMatchObject([{ boardId: 1 }]);
  });
});
