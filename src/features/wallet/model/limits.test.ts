import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { $dayTotals, $limits, $limitsSource, clockFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { NO_LIMITS, type DayTotals, type PlayLimits } from '@/shared/lib/limits';
import { balance, fill, user } from './test-scope';
import { $paymentAllowList, deposit, manualDeposit, redirectToProviderFx, transfer } from './wallet';

const T = Date.parse('2026-11-24T08:00:00.000Z');

/** The player with `limits` kept on the device and `deposits` ETB deposited today; the money calls are fakes. */
function setup(limits: PlayLimits, deposits = 0) {
  const request = vi.fn(async () => ({ message: 'deposit received' }));
  const manual = vi.fn(async () => ({ message: 'manual deposit received' }));
  const sendTransfer = vi.fn(async () => ({ data: 480 }));
  const written: DayTotals[] = [];
  const totals = () => written.at(-1) ?? { day: '2026-11-24', deposits, stakes: 0 };
  const scope = fork({
    values: [
      [$user, user],
      [$balance, balance],
      [$paymentAllowList, { hosts: ['checkout.example'], pageOrigin: null }],
      [$limits, limits],
      [$limitsSource, 'device'],
      [$dayTotals, totals()],
    ],
    handlers: [
      [fetchBalanceFx, async () => balance],
      [deposit.requestFx, request],
      [manualDeposit.requestFx, manual],
      [transfer.requestFx, sendTransfer],
      [redirectToProviderFx, () => undefined],
      [clockFx, () => T],
      [readDeviceFx, () => ({ limits, totals: totals() })],
      [writeDayTotalsFx, (t: DayTotals) => void written.push(t)],
    ],
  });
  return { scope, request, manual, sendTransfer, written };
}

describe('deposits under the daily deposit limit and a break (responsible play)', () => {
  test('a deposit over the daily deposit limit is refused with our text and no request', async () => {
    const { scope, request } = setup({ ...NO_LIMITS, dailyDeposit: 100 }, 60);
    await fill(scope, deposit, { phone: '0911000001', amount: '50' });
    await allSettled(deposit.submitted, { scope });
    expect(request).not.toHaveBeenCalled();
    expect(scope.getState(deposit.$note)).toEqual({ kind: 'error', text: says('This deposit is over your daily deposit limit of 100.00 ETB. You can deposit 40.00 ETB more today.') });
  });

  test('a deposit within the limit is sent and, once accepted, counted', async () => {
    const { scope, request, written } = setup({ ...NO_LIMITS, dailyDeposit: 100 });
    await fill(scope, deposit, { phone: '0911000001', amount: '60' });
    await allSettled(deposit.submitted, { scope });
    expect(request).toHaveBeenCalledTimes(1);
    expect(written.at(-1)).toEqual({ day: '2026-11-24', deposits: 60, stakes: 0 });
  });

  test('the manual deposit is a deposit too', async () => {
    const { scope, manual } = setup({ ...NO_LIMITS, dailyDeposit: 100 }, 100);
    await fill(scope, manualDeposit, { amount: '10', sms: 'CFG7H2K9LM' });
    await allSettled(manualDeposit.submitted, { scope });
    expect(manual).not.toHaveBeenCalled();
    expect(scope.getState(manualDeposit.$note)?.kind).toBe('error');
  });

  test('during a break: deposits refused, a transfer is not a deposit and goes', async () => {
    const { scope, request, sendTransfer } = setup({ ...NO_LIMITS, breakUntil: T + 3_600_000 });
    await fill(scope, deposit, { phone: '0911000001', amount: '60' });
    await allSettled(deposit.submitted, { scope });
    expect(request).not.toHaveBeenCalled();
    const note = scope.getState(deposit.$note);
    expect(typeof note?.text === 'function' ? note.text() : note?.text).toMatch(/^You are on a break until /);
    await fill(scope, transfer, { receiver: '0911000002', amount: '20' });
    await allSettled(transfer.submitted, { scope });
    await allSettled(transfer.confirmed, { scope });
    expect(sendTransfer).toHaveBeenCalledTimes(1);
  });
});
