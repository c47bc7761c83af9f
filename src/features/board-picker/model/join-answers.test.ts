import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createSocketDouble } from '@tests/setup/socket-double';
import { NO_LIMITS, type DayTotals } from '@/shared/lib/limits';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $betAmount, $gameId, $selectedBoardIds, gameJoined } from '@/entities/game';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { $connectionStatus, $hasSocket } from '@/entities/connection';
import { clockFx, fetchLimitsFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { BoardPickerGate } from './board-list';
import { $starting, joinedWaitFx, startClicked } from './join';
import { $picksLocked, boardClicked, boardRemoveClicked } from './picks';
import { backClicked } from './unload';

// The join's answers as any honest server may send them (socket-contracts README "Money and seat
// events"): a refusal in the ack, answer events sent to every socket of the game, an echoed
// requestId, the seated boards. The test plays the server: `ack` is what `_join_game_` is
// acknowledged with; `{success: true}` leaves the join waiting for `_game_joined_`.
const T = Date.parse('2026-11-24T08:00:00.000Z');
const sock = createSocketDouble();
const server = { ack: { success: true } as Record<string, unknown>, waitRunsOut: false };
const ackFake = async ({ key, payload }: { key: string; payload: unknown }) => {
  sock.emitted.push({ key, payload });
  return { ack: server.ack };
};
sock.fakes.emitConfirmed = ackFake;

function setup() {
  const snackbar = vi.fn();
  const navigate = vi.fn();
  const heardJoined = vi.fn();
  let stored: DayTotals | null = null;
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [4]],
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 500, promo_balance: 0 }],
      [$hasSocket, true],
      [$connectionStatus, 'connected'],
    ],
    handlers: [
      ...sock.handlers(),
      // an acknowledged join's wait for `_game_joined_`: runs out for this join, or ends naming none
      [joinedWaitFx, async (requestId: string) => (server.waitRunsOut ? requestId : 'still-waiting')],
      [showSnackbarFx, snackbar],
      [navigateFx, navigate],
      [fetchBalanceFx, async () => ({ current_balance: 490, promo_balance: 0 })],
      [fetchBoardIdsFx, async () => [1, 2, 3, 4, 5, 6, 7]],
      [fetchBoardsFx, async () => []],
      // responsible play: no limits, today's stakes counted on the device
      [fetchLimitsFx, () => Promise.reject(new Error('not offered'))],
      [readDeviceFx, () => ({ limits: NO_LIMITS, totals: stored })],
      [writeDayTotalsFx, (t: DayTotals) => void (stored = t)],
      [clockFx, () => T],
    ],
  });
  const unwatch = gameJoined.watch(heardJoined);
  return { scope, snackbar, navigate, heardJoined, stakes: () => stored?.stakes ?? 0, unwatch };
}
const requestIdSent = () => (sock.emittedOf('joinGame')[0] as { requestId: string }).requestId;

beforeEach(() => {
  localStorage.setItem('token', 'tok-1');
  sock.reset();
  server.ack = { success: true };
  server.waitRunsOut = false;
  sock.fakes.emitConfirmed = ackFake;
  sessionStorage.clear();
  localStorage.removeItem('cartela.seatIntents');
});

describe('a refusal in the join acknowledgement is a refusal (spec §4 manual flow 3)', () => {
  test('ack {success: false, message}: the server message is shown, the picks stay, nothing counted, no navigation, Start usable again', async () => {
    const { scope, snackbar, navigate, stakes } = setup();
    server.ack = { success: false, message: 'Board 4 is already taken' };
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Board 4 is already taken' });
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(scope.getState($starting)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(stakes()).toBe(0);
  });

  test('a refused join (`_game_join_validation_error_`) does not count toward today\'s stakes; a new Start is a new intent', async () => {
    const { scope, snackbar, stakes } = setup();
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      // a server without acks: the answer event confirms the join
      sock.push('gameJoinValidationError:g10-1', { message: 'Insufficient balance' });
      return { answer: 'gameJoinValidationError', payload: { message: 'Insufficient balance' } };
    };
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Insufficient balance' });
    expect(scope.getState($starting)).toBe(false);
    expect(stakes()).toBe(0);
    await allSettled(startClicked, { scope });
    const [first, second] = sock.emittedOf('joinGame') as { requestId: string }[];
    expect(second.requestId).not.toBe(first.requestId);
  });
});

describe('answers matched to the join that asked (spec §4 manual flow 3)', () => {
  test("another player's `_game_joined_` sent to every socket of the game never moves an idle player", async () => {
    const { scope, navigate, heardJoined, stakes, unwatch } = setup();
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    sock.send('gameJoined:g10-1', { gameId: 'g10-1', boardIds: [6] });
    sock.send('gameJoinValidationError:g10-1', { message: 'Board 6 is already taken' });
    await allSettled(scope);
    unwatch();
    expect(navigate).not.toHaveBeenCalled();
    expect(heardJoined).not.toHaveBeenCalled();
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(stakes()).toBe(0);
  });

  test('while the join is in flight, a `_game_joined_` echoing another requestId is ignored; the own one opens the game', async () => {
    const { scope, navigate, stakes, unwatch } = setup();
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    sock.send('gameJoined:g10-1', { gameId: 'g10-1', boardIds: [6], requestId: 'someone-elses-join' });
    await allSettled(scope);
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($starting)).toBe(true);
    sock.send('gameJoined:g10-1', { gameId: 'g10-1', requestId: requestIdSent() });
    await allSettled(scope);
    unwatch();
    expect(navigate).toHaveBeenCalledWith({ to: '/gameWindow/$betAmount', params: { betAmount: 10 } });
    expect(stakes()).toBe(10);
  });

  test('the own `_game_joined_` tells the game entity (the game screen listens before it opens) with the seated boards, which the game shows and counts', async () => {
    const { scope, navigate, heardJoined, stakes, unwatch } = setup();
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(boardClicked, { scope, params: 5 });
    expect(heardJoined).not.toHaveBeenCalled();
    // the server seated one board only (board 5 went to someone else meanwhile), heard before its ack
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      return { ack: { success: true }, answer: 'gameJoined', payload: { gameId: 'g10-1', boardIds: [4] } };
    };
    await allSettled(startClicked, { scope });
    unwatch();
    expect(heardJoined).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(navigate).toHaveBeenCalledWith({ to: '/gameWindow/$betAmount', params: { betAmount: 10 } });
    expect(stakes()).toBe(10);
  });

  test('an acknowledged join whose `_game_joined_` does not come in time opens the game with the picks (the ack is the answer), counted once', async () => {
    const { scope, navigate, heardJoined, stakes, unwatch } = setup();
    server.waitRunsOut = true;
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    expect(scope.getState($starting)).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: '/gameWindow/$betAmount', params: { betAmount: 10 } });
    expect(heardJoined).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    // the late `_game_joined_` of the same join changes nothing more
    sock.send('gameJoined:g10-1', { gameId: 'g10-1', boardIds: [4] });
    await allSettled(scope);
    unwatch();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(stakes()).toBe(10);
  });

  test('a refusing ack overrides a `_game_joined_` without a request id heard before it: refused, nothing seated or counted', async () => {
    const { scope, navigate, heardJoined, snackbar, stakes, unwatch } = setup();
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      return { ack: { error: 'Board 4 is already taken' }, answer: 'gameJoined', payload: { gameId: 'g10-1', boardIds: [6] } };
    };
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    unwatch();
    expect(snackbar).toHaveBeenCalledWith({ kind: 'error', message: 'Board 4 is already taken' });
    expect(heardJoined).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(scope.getState($starting)).toBe(false);
    expect(stakes()).toBe(0);
  });

  test('`boardIds` that are not among the picks are never taken: the player is seated on the picks and charged for them', async () => {
    const { scope, navigate, stakes, unwatch } = setup();
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      // a server without acks; the answer heard names another player's boards
      return { answer: 'gameJoined', payload: { gameId: 'g10-1', boardIds: [6, 7] } };
    };
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    unwatch();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(stakes()).toBe(10);
  });

  test('the in-flight window ends at the ack: another player\'s `_game_joined_` without a request id after it seats nothing', async () => {
    const { scope, navigate, heardJoined, stakes, unwatch } = setup();
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    expect(scope.getState($starting)).toBe(true);
    sock.send('gameJoined:g10-1', { gameId: 'g10-1', boardIds: [6] });
    await allSettled(scope);
    expect(heardJoined).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(stakes()).toBe(0);
    // its own echoed answer still opens the game
    sock.send('gameJoined:g10-1', { gameId: 'g10-1', requestId: requestIdSent() });
    await allSettled(scope);
    unwatch();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(stakes()).toBe(10);
  });

  test('a reload during a join loses nothing: Start again with the same picks sends the same request id', async () => {
    const first = setup();
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      return new Promise(() => undefined);
    };
    await allSettled(BoardPickerGate.open, { scope: first.scope, params: {} as never });
    void allSettled(startClicked, { scope: first.scope });
    await new Promise((r) => setTimeout(r, 0));
    first.unwatch();
    const sentBefore = requestIdSent();
    // the page reloads: a new scope, session storage kept
    sock.reset();
    sock.fakes.emitConfirmed = ackFake;
    const second = setup();
    await allSettled(BoardPickerGate.open, { scope: second.scope, params: {} as never });
    await allSettled(startClicked, { scope: second.scope });
    second.unwatch();
    expect(requestIdSent()).toBe(sentBefore);
  });

  test('while the join is in flight the picks are locked: taps, ✕ and Back do nothing', async () => {
    const { scope, navigate } = setup();
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(startClicked, { scope });
    expect(scope.getState($starting)).toBe(true);
    expect(scope.getState($picksLocked)).toBe(true);
    await allSettled(boardClicked, { scope, params: 5 });
    await allSettled(boardRemoveClicked, { scope, params: 4 });
    await allSettled(backClicked, { scope });
    expect(scope.getState($selectedBoardIds)).toEqual([4]);
    expect(scope.getState($gameId)).toBe('g10-1');
    expect(sock.emittedOf('toggleBoard')).toEqual([]);
    expect(sock.emittedOf('navigateBack')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
