import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { ApiError } from '@/shared/api';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx, fetchBalanceFx, type MoneyIntent, type ServerView } from '@/entities/wallet';
import { checkLimitFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { textOf } from './test-scope';
import { deposit, transfer, withdraw } from './wallet';

/** One money intent, one Idempotency-Key; a call without an answer is "Not confirmed" (rules for money). */
const user = { username: 'abebe', phone: '0911000001', verified: true };
const balance = { current_balance: 500, promo_balance: 0 };
const lost = () => Promise.reject(new ApiError(0, null, 'Network error. Please check your connection and try again.'));

function scopeWith(request: [unknown, unknown][], view: (intent: MoneyIntent) => Promise<ServerView>) {
  return fork({
    values: [
      [$user, user],
      [$balance, balance],
    ],
    handlers: [[fetchBalanceFx, async () => balance], [checkServerViewFx, view], [checkLimitFx, async () => undefined], [writeDayTotalsFx, () => undefined], ...request] as never,
  });
}

async function sendTransfer(scope: ReturnType<typeof fork>) {
  await allSettled(transfer.submitted, { scope });
  await allSettled(transfer.confirmed, { scope });
}

describe('money intents (one Idempotency-Key per intent)', () => {
  test('a transfer whose answer is lost says "Not confirmed" and asks the server; the ledger showing it settles it (the form clears, the next one is a new intent)', async () => {
    const keys: string[] = [];
    let answer: () => Promise<unknown> = lost;
    const request = vi.fn(async (p: { idempotencyKey: string }) => {
      keys.push(p.idempotencyKey);
      return answer();
    });
    const view = vi.fn(async (): Promise<ServerView> => ({
      balance: { current_balance: 475, promo_balance: 0 },
      entry: { type: 'transfer_out', date: new Date().toISOString(), amount: 25, net_amount: 25, isdebit: true },
      historyRead: true,
      told: true,
    }));
    const scope = scopeWith([[transfer.requestFx, request]], view);
    for (const [name, value] of Object.entries({ receiver: '0911000002', amount: '25' })) await allSettled(transfer.fieldChanged, { scope, params: { name: name as 'receiver', value } });
    await sendTransfer(scope);
    expect(view).toHaveBeenCalledTimes(1);
    expect(view.mock.calls[0]).toMatchObject([{ phone: '0911000001', ledgerType: 'transfer_out', amount: 25, key: keys[0] }]);
    expect(scope.getState(transfer.$note)).toEqual({
      kind: 'info',
      text: says('We got no answer, but your history shows the transfer of 25.00 ETB. Your balance is now 475.00 ETB.'),
    });
    expect(scope.getState($balance)).toEqual({ current_balance: 475, promo_balance: 0 });
    // done on the server: the form clears as after an answer, and a tap sends nothing
    expect(scope.getState(transfer.$fields)).toEqual({ receiver: '', amount: '' });
    answer = async () => ({ current_balance: 450, promo_balance: 0 });
    await sendTransfer(scope);
    expect(keys).toHaveLength(1);
    // the same values entered again are another transfer: a new key
    for (const [name, value] of Object.entries({ receiver: '0911000002', amount: '25' })) await allSettled(transfer.fieldChanged, { scope, params: { name: name as 'receiver', value } });
    await sendTransfer(scope);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('a transfer whose answer is lost and whose outcome the ledger cannot tell keeps its fields; the retry reuses the key', async () => {
    const keys: string[] = [];
    let answer: () => Promise<unknown> = lost;
    const request = vi.fn(async (p: { idempotencyKey: string }) => (keys.push(p.idempotencyKey), answer()));
    const scope = scopeWith([[transfer.requestFx, request]], async () => ({ balance, entry: null, historyRead: true, told: false }));
    for (const [name, value] of Object.entries({ receiver: '0911000002', amount: '25' })) await allSettled(transfer.fieldChanged, { scope, params: { name: name as 'receiver', value } });
    await sendTransfer(scope);
    expect(scope.getState(transfer.$fields)).toEqual({ receiver: '0911000002', amount: '25' });
    answer = async () => ({ current_balance: 475, promo_balance: 0 });
    await sendTransfer(scope);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  test('changing a field after "Not confirmed" makes a new intent with a new key', async () => {
    const keys: string[] = [];
    const scope = scopeWith(
      [[withdraw.requestFx, async (p: { idempotencyKey: string }) => (keys.push(p.idempotencyKey), lost())]],
      async () => ({ balance, entry: null, historyRead: true, told: true }),
    );
    for (const [name, value] of Object.entries({ phone: '0911000001', amount: '150', method: 'telebirr' })) await allSettled(withdraw.fieldChanged, { scope, params: { name: name as 'phone', value } });
    await allSettled(withdraw.submitted, { scope });
    expect(textOf(scope.getState(withdraw.$note))).toBe(
      'We got no answer, and your history shows no withdrawal of 150.00 ETB. Your balance is now 500.00 ETB. Trying again is safe: it will not be done twice.',
    );
    await allSettled(withdraw.submitted, { scope });
    await allSettled(withdraw.fieldChanged, { scope, params: { name: 'amount', value: '200' } });
    await allSettled(withdraw.submitted, { scope });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test.each([
    ['a time-out or network error (status 0)', new ApiError(0, null, 'Network error.'), true],
    ['a 502 from a proxy', new ApiError(502, null, 'Request failed (502).'), true],
    ['a 200 whose body cannot be read', new ApiError(200, '<html>', 'Unexpected answer from the server (200).'), true],
    ['a 200 whose body breaks the contract', new ApiError(200, { bad: true }, 'Unexpected answer from the server. Please try again.'), true],
    ['a refusal with a message (400)', new ApiError(400, { message: 'insufficient balance!' }, 'x'), false],
  ])('%s → not confirmed: %s', async (_, error, unconfirmed) => {
    const view = vi.fn(async () => ({ balance, entry: null, historyRead: false, told: false }));
    const scope = scopeWith([[deposit.requestFx, () => Promise.reject(error)]], view);
    for (const [name, value] of Object.entries({ phone: '0911000001', amount: '100' })) await allSettled(deposit.fieldChanged, { scope, params: { name: name as 'phone', value } });
    await allSettled(deposit.submitted, { scope });
    expect(view).toHaveBeenCalledTimes(unconfirmed ? 1 : 0);
    expect(scope.getState(deposit.$note)).toEqual(
      unconfirmed
        ? { kind: 'info', text: says('Not confirmed. Your balance is now 500.00 ETB. If you send it again, it goes as the same request, so it is not done twice.') }
        : { kind: 'error', text: says('insufficient balance!') },
    );
  });
});
