import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { createSocketDouble } from '@tests/setup/socket-double';
import { ApiError } from '@/shared/api';
import { NO_LIMITS, type DayTotals, type PlayLimits } from '@/shared/lib/limits';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $betAmount, $gameId, $selectedBoardIds } from '@/entities/game';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { navigateFx } from '@/shared/routing';
import { fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { $hasSocket } from '@/entities/connection';
import { $dayTotals, clockFx, fetchLimitsFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { $starting, joinedWaitFx, startClicked } from './join';
import { BoardPickerGate } from './board-list';

/** Start on the open picker; the server seats the player (`_game_joined_` with no echo, heard before its ack). */
async function startAndJoin(scope: ReturnType<typeof fork>) {
  await allSettled(BoardPickerGate.open, { scope, params: {} as never });
  await allSettled(startClicked, { scope });
}

const T = Date.parse('2026-11-24T08:00:00.000Z');
const sock = createSocketDouble();
sock.fakes.emitConfirmed = async ({ key, payload }) => {
  sock.emitted.push({ key, payload });
  return { ack: { success: true }, answer: 'gameJoined', payload: { gameId: 'g10-1' } };
};

/** A connected player with 500 ETB on stake 10 with `boards`, whose device keeps `limits` (no limits on the server). */
function setup(limits: PlayLimits, boards = [4], totals: DayTotals | null = null) {
  const snackbar = vi.fn();
  let stored = totals;
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, boards],
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 500, promo_balance: 0 }],
      [$hasSocket, true],
    ],
    handlers: [
      ...sock.handlers(),
      // an acknowledged join's wait for `_game_joined_` ends naming no join of this page: it opens nothing
      [joinedWaitFx, async () => 'still-waiting'],
      [showSnackbarFx, snackbar],
      [navigateFx, () => undefined],
      [fetchBalanceFx, async () => ({ current_balance: 490, promo_balance: 0 })],
      [fetchBoardIdsFx, async () => [1, 2, 3, 4, 5]],
      [fetchBoardsFx, async () => []],
      [fetchLimitsFx, () => Promise.reject(new ApiError(501, null, 'not offered'))],
      [readDeviceFx, () => ({ limits, totals: stored })],
      [writeDayTotalsFx, (t: DayTotals) => void (stored = t)],
      [clockFx, () => T],
    ],
  });
  return { scope, snackbar, stored: () => stored };
}

beforeEach(() => {
  localStorage.setItem('token', 'tok-1');
  sock.reset();
  sessionStorage.clear();
});

describe('Start under the daily stake limit and a break (responsible play)', () => {
  test('no limit set: the join is sent as before, and its stake is counted once the server seats the player', async () => {
    const { scope, snackbar, stored } = setup(NO_LIMITS);
    await startAndJoin(scope);
    expect(snackbar).not.toHaveBeenCalled();
    expect(sock.emitted.map((e) => e.key)).toEqual(['joinGame']);
    expect(stored()).toEqual({ day: '2026-11-24', deposits: 0, stakes: 10 });
  });

  test('a stake within the limit joins; the stake × boards over it is refused with our text and nothing is sent', async () => {
    const within = setup({ ...NO_LIMITS, dailyStake: 15 });
    await startAndJoin(within.scope);
    expect(sock.emitted.map((e) => e.key)).toEqual(['joinGame']);
    expect(within.scope.getState($dayTotals)?.stakes).toBe(10);

    sock.reset();
    const over = setup({ ...NO_LIMITS, dailyStake: 15 }, [4, 5], { day: '2026-11-24', deposits: 0, stakes: 0 });
    await allSettled(startClicked, { scope: over.scope });
    expect(over.snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('This stake is over your daily stake limit of 15.00 ETB. You can stake 15.00 ETB more today.') });
    expect(sock.emitted).toEqual([]);
    expect(over.scope.getState($starting)).toBe(false);
  });

  test("today's stakes count: a second stake of 10 under a limit of 15 is refused", async () => {
    const { scope, snackbar } = setup({ ...NO_LIMITS, dailyStake: 15 }, [4], { day: '2026-11-24', deposits: 0, stakes: 10 });
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: says('This stake is over your daily stake limit of 15.00 ETB. You can stake 5.00 ETB more today.') });
    expect(sock.emitted).toEqual([]);
  });

  test('during a break: refused, nothing sent', async () => {
    const { scope, snackbar } = setup({ ...NO_LIMITS, breakUntil: T + 3_600_000 });
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: expect.any(Function) });
    expect(snackbar.mock.calls[0][0].message()).toMatch(/^You are on a break until /);
    expect(sock.emitted).toEqual([]);
  });
});
