import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createSocketDouble } from '@tests/setup/socket-double';
import { says } from '@tests/setup/says';
import { NotConfirmedError } from '@/shared/socket';
import { NO_LIMITS, type DayTotals } from '@/shared/lib/limits';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $boardsById, fetchBoardFx, fetchBoardIdsFx } from '@/entities/board';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx, fetchBalanceFx } from '@/entities/wallet';
import { $limitsSource, clockFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { $autoPicks, AutoPickerGate, autoBoardClicked, loadAutoGameFx } from './picker';
import { $purchaseStatus, autoBuyClicked, purchaseConfirmed } from './purchase';

/**
 * The purchase's answers as any honest server may send them (socket-contracts README "Money and
 * seat events"): a refusal in the ack, `purchase_cartela_result` sent to every socket (it names no
 * game), an echoed requestId. The test plays the server through the socket double.
 */
const T = Date.parse('2026-11-24T08:00:00.000Z');
const sock = createSocketDouble({ unique: true });
const game = { gameId: 'g1', gameName: 'x', displayStartTime: '', startTimeLocal: '', gameStatus: 'waiting', betAmount: 20, totalWinning: 0, pattern: { name: 'p', grid: [] }, callList: [], gameWinners: [], playerBoards: [] };
const board = (id: number) => ({ board_id: id, board_name: `B${id}`, board_numbers: [] });

function setup() {
  const snack = vi.fn();
  const navigate = vi.fn();
  let stored: DayTotals | null = null;
  const scope = fork({
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 500, promo_balance: 0 }],
      [$boardsById, { 1: board(1), 2: board(2) }],
      [$limitsSource, 'device'],
    ],
    handlers: [
      ...sock.handlers(),
      [showSnackbarFx, snack],
      [navigateFx, navigate],
      [loadAutoGameFx, async () => game],
      [fetchBoardIdsFx, async () => [1, 2, 3]],
      [fetchBoardFx, async (id: number) => board(id)],
      [fetchBalanceFx, async () => ({ current_balance: 500, promo_balance: 0 })],
      [checkServerViewFx, async () => ({ balance: { current_balance: 500, promo_balance: 0 }, entry: null })],
      [clockFx, () => T],
      [readDeviceFx, () => ({ limits: NO_LIMITS, totals: stored })],
      [writeDayTotalsFx, (t: DayTotals) => void (stored = t)],
    ] as never,
  });
  return { scope, snack, navigate, stakes: () => stored?.stakes ?? 0 };
}

/**
 * Opens the picker for g1, picks boards 1 and 2 and confirms the purchase; `inFlight`: returns once
 * it is sent, without waiting for an answer that may never come.
 */
async function buy(scope: ReturnType<typeof fork>, inFlight = false) {
  await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
  await allSettled(autoBoardClicked, { scope, params: 1 });
  await allSettled(autoBoardClicked, { scope, params: 2 });
  await allSettled(autoBuyClicked, { scope });
  const confirmed = allSettled(purchaseConfirmed, { scope });
  if (inFlight) await vi.waitFor(() => expect(sock.emittedOf('purchaseCartela').length).toBeGreaterThan(0));
  else await confirmed;
}

beforeEach(() => {
  localStorage.setItem('token', 'tok-1');
  localStorage.removeItem('cartela.seatIntents');
  sock.reset();
  sock.fakes.emitWithAck = async ({ key, payload }) => (sock.emitted.push({ key, payload }), { status: 'success', gameId: 'g1' });
});

describe('a refusal in the purchase acknowledgement is a refusal (spec §5 Buying boards, §8)', () => {
  test('ack {success: false, message}: the server message is shown as an error, the picks stay, nothing is counted', async () => {
    sock.fakes.emitConfirmed = async ({ key, payload }) => (sock.emitted.push({ key, payload }), { ack: { success: false, message: 'Board 2 is already bought' } });
    const { scope, snack, navigate, stakes } = setup();
    await buy(scope);
    expect(sock.emittedOf('purchaseCartela')).toHaveLength(1);
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'Board 2 is already bought' });
    expect(scope.getState($autoPicks)).toEqual([1, 2]);
    expect(stakes()).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('purchase_cartela_result matched to the purchase that asked', () => {
  test('a result sent while this page buys nothing is ignored', async () => {
    const { scope, snack } = setup();
    await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
    await allSettled(autoBoardClicked, { scope, params: 1 });
    sock.send('purchaseCartelaResult:undefined', { success: true, message: 'Purchased' });
    await allSettled(scope);
    expect(snack).not.toHaveBeenCalled();
    expect(scope.getState($purchaseStatus)).toBe('idle');
    expect(scope.getState($autoPicks)).toEqual([1]);
  });

  test('while the purchase is in flight, a result echoing another requestId is ignored; the own one counts', async () => {
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      const own = (payload as { requestId: string }).requestId;
      // another player's refusal, sent to every socket, then this purchase's result (no ack)
      sock.send('purchaseCartelaResult:undefined', { success: false, message: 'Insufficient balance', requestId: 'someone-elses-purchase' });
      sock.send('purchaseCartelaResult:undefined', { success: true, message: 'Purchased', requestId: own });
      return { answer: 'purchaseCartelaResult', payload: { success: true, message: 'Purchased', requestId: own } };
    };
    const { scope, snack, stakes } = setup();
    await buy(scope);
    expect(snack.mock.calls.map(([s]) => s)).toEqual([{ kind: 'success', message: says('You bought boards 1 and 2') }]);
    expect(scope.getState($autoPicks)).toEqual([]);
    expect(stakes()).toBe(40);
  });

  test('while the purchase is in flight, another player\'s result without a requestId is not this purchase\'s answer: its refusing ack is', async () => {
    let answer: (value: unknown) => void = () => undefined;
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      return new Promise((r) => (answer = r));
    };
    const { scope, snack, stakes } = setup();
    await buy(scope, true);
    sock.send('purchaseCartelaResult:undefined', { success: true, message: 'Purchased' });
    await new Promise((r) => setTimeout(r, 0));
    expect(snack).not.toHaveBeenCalled();
    expect(scope.getState($purchaseStatus)).toBe('processing');
    answer({ ack: { error: 'Board 2 is already bought' }, answer: 'purchaseCartelaResult', payload: { success: true, message: 'Purchased' } });
    await allSettled(scope);
    expect(snack.mock.calls.map(([s]) => s)).toEqual([{ kind: 'error', message: 'Board 2 is already bought' }]);
    expect(scope.getState($autoPicks)).toEqual([1, 2]);
    expect(stakes()).toBe(0);
  });

  test('a purchase that got no answer takes only a late result that echoes its requestId', async () => {
    sock.fakes.emitConfirmed = async ({ key, payload }) => {
      sock.emitted.push({ key, payload });
      throw new NotConfirmedError('purchase_cartela');
    };
    const { scope, snack, stakes } = setup();
    await buy(scope);
    snack.mockClear();
    const own = (sock.emittedOf('purchaseCartela')[0] as { requestId: string }).requestId;
    sock.send('purchaseCartelaResult:undefined', { success: true, message: 'Purchased' });
    sock.send('purchaseCartelaResult:undefined', { success: true, message: 'Purchased', requestId: 'someone-elses-purchase' });
    await allSettled(scope);
    expect(scope.getState($autoPicks)).toEqual([1, 2]);
    sock.send('purchaseCartelaResult:undefined', { success: true, message: 'Purchased', requestId: own });
    await allSettled(scope);
    expect(snack).toHaveBeenCalledWith({ kind: 'success', message: says('You bought boards 1 and 2') });
    expect(scope.getState($autoPicks)).toEqual([]);
    expect(stakes()).toBe(40);
  });

  test('a reload during a purchase loses nothing: buying the same boards again sends the same requestId; an answered one is forgotten', async () => {
    sock.fakes.emitConfirmed = async ({ key, payload }) => (sock.emitted.push({ key, payload }), new Promise(() => undefined));
    const first = setup();
    await buy(first.scope, true);
    const sent = () => (sock.emittedOf('purchaseCartela') as { requestId: string }[]).map((p) => p.requestId);
    const [unanswered] = sent();
    // the page reloads: a new scope, the device's storage kept
    sock.reset();
    sock.fakes.emitConfirmed = async ({ key, payload }) => (sock.emitted.push({ key, payload }), { ack: { success: true, message: 'Purchased' } });
    const second = setup();
    await buy(second.scope);
    const [retried] = sent();
    sock.reset();
    sock.fakes.emitConfirmed = async ({ key, payload }) => (sock.emitted.push({ key, payload }), { ack: { success: true, message: 'Purchased' } });
    const third = setup();
    await buy(third.scope);
    expect(retried).toBe(unanswered);
    expect(sent()[0]).not.toBe(retried);
  });
});
