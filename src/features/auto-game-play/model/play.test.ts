import { allSettled, fork } from 'effector';
import { expect, test, vi } from 'vitest';
import { playCallFx } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { readKeptGameFx, readServerGameFx } from '@/entities/active-game';
import { connectionWatchFx } from '@/entities/connection';
import { subscribeFx } from '@/shared/socket';
import {
  $expectedBoardIds,
  $ownWin,
  $autoCalls,
  $autoExitOpen,
  $autoMarks,
  $autoResult,
  $playGameId,
  $shownWinner,
  AutoPlayGate,
  autoCellClicked,
  autoGoBackConfirmed,
  autoNumberCalled,
  connectFx,
  joinAutoGameFx,
  sendJoinFx,
  winnerNextClicked,
  winnerPreviousClicked,
} from './play';

const user = { username: 'abebe', phone: '0911000001', verified: true };
const board = [
  [1, 2, 3, 4, 5],
  [16, 17, 18, 19, 20],
  [31, 32, 0, 34, 35],
  [46, 47, 48, 49, 50],
  [61, 62, 63, 64, 65],
];
const result = {
  hasWinner: true,
  winning_board_ids: [7, 9],
  winning_board_maps: { '7': board, '9': board },
  winnerPhoneMap: { '7': '0911000001', '9': '0911000002' },
  called_numbers: [1],
  patternGrid: Array.from({ length: 5 }, () => [true, false, false, false, false]),
  message: 'BINGO!',
};

// the speaker is reached through its effect: the scope swaps it (no module mock)
const sound = { playCall: vi.fn() };

function setup(values: [unknown, unknown][] = []) {
  const snack = vi.fn();
  const navigate = vi.fn();
  sound.playCall.mockClear();
  const scope = fork({
    values: [[$user, user], [$playGameId, 'g1'], ...values] as never,
    handlers: [
      [showSnackbarFx, snack],
      [navigateFx, navigate],
      [fetchBalanceFx, () => ({ current_balance: 0, promo_balance: 0 })],
      [playCallFx, ({ number, voice }: { number: number; voice: string }) => sound.playCall(number, voice)],
    ] as never,
  });
  return { scope, snack, navigate };
}

test('a join acknowledgement with an error is shown and opens the exit dialog (spec §4, §8)', async () => {
  const snack = vi.fn();
  const scope2 = fork({ values: [[$user, user]], handlers: [[showSnackbarFx, snack], [joinAutoGameFx, () => ({ error: 'Game not found.' })]] });
  await allSettled(joinAutoGameFx, { scope: scope2, params: { gameId: 'g1', phone: user.phone } });
  expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'Game not found.' });
  expect(scope2.getState($autoExitOpen)).toBe(true);
});

test('a failure to enter shows the connection error (spec §4)', async () => {
  const snack = vi.fn();
  const scope = fork({ handlers: [[showSnackbarFx, snack], [joinAutoGameFx, () => Promise.reject(new Error('Connection error. Please try again.'))]] });
  await allSettled(joinAutoGameFx, { scope, params: { gameId: 'g1', phone: user.phone } });
  expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'Connection error. Please try again.' });
});

test('calls accumulate once; only called numbers can be marked (spec §2.10)', async () => {
  const { scope } = setup();
  await allSettled(autoNumberCalled, { scope, params: { number: 7, letter: 'B' } });
  await allSettled(autoNumberCalled, { scope, params: { number: 7, letter: 'B' } });
  await allSettled(autoCellClicked, { scope, params: { boardId: 3, number: 8 } });
  await allSettled(autoCellClicked, { scope, params: { boardId: 3, number: 7 } });
  expect(scope.getState($autoCalls)).toHaveLength(1);
  expect(scope.getState($autoMarks)).toEqual({ 3: [7] });
  // one clip per new call (spec §2.10), not per delivery
  expect(sound.playCall.mock.calls).toEqual([[7, 'am']]);
});

test('Previous / Next cycle through the winners (spec §2.11)', async () => {
  const { scope } = setup([[$autoResult, result]]);
  expect(scope.getState($shownWinner)).toMatchObject({ boardId: 7, index: 0, total: 2 });
  await allSettled(winnerNextClicked, { scope });
  expect(scope.getState($shownWinner)).toMatchObject({ boardId: 9, index: 1 });
  await allSettled(winnerNextClicked, { scope });
  expect(scope.getState($shownWinner)?.boardId).toBe(7);
  await allSettled(winnerPreviousClicked, { scope });
  expect(scope.getState($shownWinner)?.boardId).toBe(9);
});

test('Go Back returns to the board selector of the game (spec §2.10)', async () => {
  const { scope, navigate } = setup();
  await allSettled(autoGoBackConfirmed, { scope });
  expect(navigate).toHaveBeenCalledWith({ to: '/autoBoardSelector/$gameId', params: { gameId: 'g1' } });
});

test('a result is the player’s own win when its winnerPhoneMap names their phone', () => {
  const result = { hasWinner: true, winning_board_ids: [5], winning_board_maps: {}, winnerPhoneMap: { '5': '0911000001' }, called_numbers: [], patternGrid: [], message: 'Bingo!' };
  const user = { username: 'abebe', phone: '0911000001', verified: true };
  expect(fork({ values: [[$autoResult, result], [$user, user]] }).getState($ownWin)).toBe(true);
  expect(fork({ values: [[$autoResult, { ...result, winnerPhoneMap: { '5': '0911000002' } }], [$user, user]] }).getState($ownWin)).toBe(false);
  expect(fork({ values: [[$user, user]] }).getState($ownWin)).toBe(false);
});

test("before the details, the screen keeps the places of the boards this device kept for the game (a reload), none known for another game", async () => {
  const seat = { mode: 'scheduled', gameId: 'g1', betAmount: 20, boards: [4, 9] };
  // the seat kept on the device; the join and the socket go nowhere (no details arrive)
  const opened = async (gameId: string) => {
    const scope = fork({
      values: [[$user, user]],
      handlers: [[readKeptGameFx, () => seat], [readServerGameFx, () => null], [connectionWatchFx, () => undefined], [subscribeFx, () => () => undefined], [connectFx, async () => undefined], [sendJoinFx, async () => ({ ack: { success: true } })]],
    } as never);
    expect(scope.getState($expectedBoardIds)).toBeNull();
    await allSettled(AutoPlayGate.open, { scope, params: { gameId } });
    return scope.getState($expectedBoardIds);
  };
  expect(await opened('g1')).toEqual([4, 9]);
  expect(await opened('g2')).toBeNull();
});
