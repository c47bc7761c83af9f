import { allSettled, fork } from 'effector';
import { expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx, fetchBalanceFx } from '@/entities/wallet';
import { takeSeatIntentFx } from '@/entities/wallet/index.intents';
import { NotConfirmedError } from '@/shared/socket';
import { fetchBoardFx } from '@/entities/board';
import { $dayTotals, $limits, $limitsSource, checkLimitFx, clockFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { NO_LIMITS, type DayTotals } from '@/shared/lib/limits';
import { $autoGame, $autoGameId, $autoGameProblem, $autoPicks, $autoTaken, autoBackClicked, autoBoardClicked, loadAutoGameFx, releaseFx } from './picker';
import { languageChosen } from '@/shared/i18n';
import { $purchaseOpen, $purchaseStatus, autoBuyClicked, purchaseConfirmed, purchaseFx } from './purchase';
import { says } from '@tests/setup/says';

const game = { gameId: 'g1', gameName: 'x', displayStartTime: '', startTimeLocal: '', gameStatus: 'waiting', betAmount: 20, totalWinning: 0, pattern: { name: 'p', grid: [] }, callList: [], gameWinners: [], playerBoards: [] };

const T = Date.parse('2026-11-24T08:00:00.000Z');

function setup(current: number, extra: [unknown, unknown][] = []) {
  const snack = vi.fn();
  const purchase = vi.fn();
  const release = vi.fn();
  const navigate = vi.fn();
  const scope = fork({
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: current, promo_balance: 0 }],
      [$autoGameId, 'g1'],
      [$autoGame, game],
      [$autoTaken, [5]],
    ],
    handlers: [
      [showSnackbarFx, snack],
      [navigateFx, navigate],
      [releaseFx, release],
      [fetchBalanceFx, () => ({ current_balance: current, promo_balance: 0 })],
      [fetchBoardFx, (id: number) => ({ board_id: id, board_name: `Board ${id}`, board_numbers: [] })],
      [purchaseFx, purchase],
      [checkServerViewFx, async () => ({ balance: { current_balance: current, promo_balance: 0 }, entry: null, historyRead: true, told: true })],
      // no limit set (responsible play): every purchase may go ahead
      [checkLimitFx, async () => undefined],
      ...extra,
    ] as never,
  });
  return { scope, snack, purchase, release, navigate };
}

/** A player with 500 ETB whose device keeps a daily stake limit of 50 ETB and has counted `stakes` today. */
function setupLimited(stakes: number) {
  const snack = vi.fn();
  const purchase = vi.fn(async () => ({ success: true, message: 'bought' }));
  const written: DayTotals[] = [];
  const scope = fork({
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 500, promo_balance: 0 }],
      [$autoGameId, 'g1'],
      [$autoGame, game],
      [$autoTaken, []],
      [$limits, { ...NO_LIMITS, dailyStake: 50 }],
      [$limitsSource, 'device'],
      [$dayTotals, { day: '2026-11-24', deposits: 0, stakes }],
    ],
    handlers: [
      [showSnackbarFx, snack],
      [fetchBalanceFx, () => ({ current_balance: 480, promo_balance: 0 })],
      [fetchBoardFx, (id: number) => ({ board_id: id, board_name: `Board ${id}`, board_numbers: [] })],
      [purchaseFx, purchase],
      [clockFx, () => T],
      [readDeviceFx, () => ({ limits: { ...NO_LIMITS, dailyStake: 50 }, totals: written.at(-1) ?? { day: '2026-11-24', deposits: 0, stakes } })],
      [writeDayTotalsFx, (t: DayTotals) => void written.push(t)],
    ],
  });
  return { scope, snack, purchase, written };
}

test('daily stake limit (responsible play): a purchase over it is refused with our text, nothing is sent, the dialog closes', async () => {
  const { scope, snack, purchase } = setupLimited(20);
  await allSettled(autoBoardClicked, { scope, params: 1 });
  await allSettled(autoBoardClicked, { scope, params: 2 });
  await allSettled(autoBuyClicked, { scope });
  await allSettled(purchaseConfirmed, { scope });
  expect(purchase).not.toHaveBeenCalled();
  expect(snack).toHaveBeenCalledWith({ kind: 'error', message: says('This stake is over your daily stake limit of 50.00 ETB. You can stake 30.00 ETB more today.') });
  expect(scope.getState($purchaseOpen)).toBe(false);
});

test('daily stake limit (responsible play): a purchase within it is sent and, once bought, counted', async () => {
  const { scope, purchase } = setupLimited(20);
  await allSettled(autoBoardClicked, { scope, params: 1 });
  await allSettled(autoBuyClicked, { scope });
  await allSettled(purchaseConfirmed, { scope });
  expect(purchase).toHaveBeenCalledTimes(1);
  expect(scope.getState($dayTotals)?.stakes).toBe(40);
});

test('at most 2 picks: a third click and taken boards are ignored (spec §5)', async () => {
  const { scope } = setup(500);
  for (const id of [5, 1, 2, 3, 1]) await allSettled(autoBoardClicked, { scope, params: id });
  expect(scope.getState($autoPicks)).toEqual([1, 2]);
});

test('ይግዙ with no picks says "ካርቴላ ይምረጡ!" and opens nothing (spec §5)', async () => {
  const { scope, snack } = setup(500);
  await allSettled(autoBuyClicked, { scope });
  expect(snack).toHaveBeenCalledWith({ kind: 'error', message: says('ካርቴላ ይምረጡ!') });
  expect(scope.getState($purchaseOpen)).toBe(false);
});

test('over the balance: the balance message, the dialog opens, buying is refused (spec §5, §2.8)', async () => {
  const { scope, snack, purchase } = setup(30);
  await allSettled(autoBoardClicked, { scope, params: 1 });
  await allSettled(autoBoardClicked, { scope, params: 2 });
  await allSettled(autoBuyClicked, { scope });
  expect(snack).toHaveBeenCalledWith({ kind: 'error', message: says('በቂ ባላንስ አልተገኘም - 30.00 ብር!') });
  expect(scope.getState($purchaseOpen)).toBe(true);
  await allSettled(purchaseConfirmed, { scope });
  expect(purchase).not.toHaveBeenCalled();
});

test('a double click on አሁን ይግዙ sends one purchase; no answer in time says "Not confirmed" (never "failed") and what the server shows', async () => {
  const { scope, purchase, snack } = setup(500);
  purchase.mockImplementation(async (p: { boards: number[] }) => {
    await new Promise((r) => setTimeout(r, 5));
    throw new NotConfirmedError(`purchase_cartela ${p.boards.join(',')}`);
  });
  await allSettled(autoBoardClicked, { scope, params: 1 });
  await allSettled(autoBuyClicked, { scope });
  // a double click: the second one arrives while the first is processing
  await Promise.all([allSettled(purchaseConfirmed, { scope }), allSettled(purchaseConfirmed, { scope })]);
  expect(purchase).toHaveBeenCalledTimes(1);
  expect(purchase).toHaveBeenCalledWith({ phone: '0911000001', gameId: 'g1', boards: [1], requestId: expect.stringMatching(/^\S{8,}$/) });
  expect(scope.getState($purchaseStatus)).toBe('result');
  expect(snack.mock.calls.map(([m]) => m)).toEqual([
    { kind: 'warning', message: says('Not confirmed — checking your balance…') },
    { kind: 'warning', message: says('We got no answer, and your history shows no board purchase of 20.00 ETB. Your balance is now 500.00 ETB. Trying again is safe: it will not be done twice.') },
  ]);
  expect(scope.getState($purchaseOpen)).toBe(false);
  // buying the same pick again is the same intent: the same request id
  await allSettled(autoBuyClicked, { scope });
  await allSettled(purchaseConfirmed, { scope });
  expect(purchase.mock.calls[1][0].requestId).toBe(purchase.mock.calls[0][0].requestId);
});

test('an ack is the answer too: its result closes the dialog; the result event after it is not shown twice', async () => {
  const { scope, purchase, snack } = setup(500);
  purchase.mockImplementation(async () => ({ success: true, message: 'Boards 1 bought for 20.00 ETB.' }));
  await allSettled(autoBoardClicked, { scope, params: 1 });
  await allSettled(autoBuyClicked, { scope });
  await allSettled(purchaseConfirmed, { scope });
  expect(snack).toHaveBeenCalledTimes(1);
  expect(snack).toHaveBeenCalledWith({ kind: 'success', message: says('You bought board 1') });
  expect(scope.getState($purchaseOpen)).toBe(false);
});

test('ተመለስ with picks releases them and returns to /autoGames (spec §2.7, §4)', async () => {
  const { scope, release, navigate } = setup(500);
  await allSettled(autoBoardClicked, { scope, params: 3 });
  await allSettled(autoBackClicked, { scope });
  expect(release).toHaveBeenCalledWith({ gameId: 'g1', phone: '0911000001', boards: [3] });
  expect(navigate).toHaveBeenCalledWith({ to: '/autoGames' });
  expect(scope.getState($autoPicks)).toEqual([]);
  // without picks nothing is released
  await allSettled(autoBackClicked, { scope });
  expect(release).toHaveBeenCalledTimes(1);
});

test('the purchase takes its request id from the seat-intent key (takeSeatIntentFx): once per intent, again on a retry, new after an answer', async () => {
  const keys = ['intent-1', 'intent-2'];
  const take = vi.fn(({ held }: { held: { key: string; at: number } | null }) => held ?? { key: keys.shift()!, at: T });
  const { scope, purchase } = setup(500, [[takeSeatIntentFx, take]]);
  purchase.mockImplementationOnce(() => Promise.reject(new NotConfirmedError('purchase_cartela 1')));
  purchase.mockImplementation(async () => ({ success: true, message: 'bought' }));
  const buy = async () => {
    await allSettled(autoBuyClicked, { scope });
    await allSettled(purchaseConfirmed, { scope });
  };
  await allSettled(autoBoardClicked, { scope, params: 1 });
  await buy();
  await buy();
  await allSettled(autoBoardClicked, { scope, params: 2 });
  await buy();
  expect(purchase.mock.calls.map(([p]) => p.requestId)).toEqual(['intent-1', 'intent-1', 'intent-2']);
});

test('a game that is gone or cannot be read is said in the current language, and again after a switch (spec §2.12)', async () => {
  const gone = fork({ handlers: [[loadAutoGameFx, async () => null]] });
  await allSettled(loadAutoGameFx, { scope: gone, params: 'g1' });
  expect(gone.getState($autoGameProblem)).toEqual(says('no game found, try again later'));
  await allSettled(languageChosen, { scope: gone, params: 'am' });
  expect(gone.getState($autoGameProblem)).toEqual(says('ምንም ጨዋታ አልተገኘም፣ ቆይተው ይሞክሩ'));

  // the language is the page's: the next scope starts where the switch left it (Amharic)
  const failing = fork({ handlers: [[loadAutoGameFx, async () => Promise.reject(new Error('down'))]] });
  await allSettled(loadAutoGameFx, { scope: failing, params: 'g1' });
  expect(failing.getState($autoGameProblem)).toEqual(says('ስህተት: down'));
  await allSettled(languageChosen, { scope: failing, params: 'spec' });
  expect(failing.getState($autoGameProblem)).toEqual(says('Error: down'));
});
