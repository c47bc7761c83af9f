import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx, fetchBalanceFx, type ServerView } from '@/entities/wallet';
import { checkIntentsFx, findSameIntent, forgetIntentsFx, intentFields, keepIntentFx, readIntentsFx, type StoredIntent } from '@/entities/wallet/index.intents';
import { checkLimitFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { NO_LIMITS } from '@/shared/lib/limits';
import { fill } from './test-scope';
import { $unconfirmedIntents } from './unconfirmed';
import { manualDeposit, transfer, walletOpened, withdraw } from './wallet';

/**
 * An intent key that lives exactly as long as the intent is unsettled: kept on the device (through
 * effects) until the server answers or the ledger shows its entry, sent again when the same player
 * enters the same unsettled intent again after a reload.
 */
const A = { username: 'abebe', phone: '0911000001', verified: true };
const B = { username: 'bekele', phone: '0911000003', verified: true };
const balance = { current_balance: 500, promo_balance: 0 };
const lost = () => Promise.reject(new ApiError(0, null, 'Network error. Please check your connection and try again.'));
const entryOf = (key: string) => ({ type: 'transfer_out' as const, date: '2026-11-23T12:00:00.000Z', amount: 25, net_amount: 25, isdebit: true, idempotency_key: key });

/** One page of the app: a fresh scope whose device storage is `storage` (read and written through the effects). */
function page(storage: { list: StoredIntent[] }, user: typeof A, handlers: [unknown, unknown][]) {
  return fork({
    values: [
      [$user, user],
      [$balance, balance],
    ],
    handlers: [
      [fetchBalanceFx, async () => balance],
      [checkLimitFx, async () => undefined],
      [readDeviceFx, () => ({ limits: NO_LIMITS, totals: null })],
      [writeDayTotalsFx, () => undefined],
      [readIntentsFx, () => storage.list],
      [keepIntentFx, (intent: StoredIntent) => void (storage.list = [...storage.list.filter((i) => i.key !== intent.key), intent])],
      [forgetIntentsFx, (keys: string[]) => void (storage.list = storage.list.filter((i) => !keys.includes(i.key)))],
      ...handlers,
    ] as never,
  });
}

async function sendTransfer(scope: Scope, fields = { receiver: '0911000002', amount: '25' }) {
  await fill(scope, transfer, fields);
  await allSettled(transfer.submitted, { scope });
  await allSettled(transfer.confirmed, { scope });
}

describe('money intents kept on the device', () => {
  test('a transfer whose answer was lost, settled by its ledger entry after a reload, is forgotten: the same values later are a new transfer with a new key', async () => {
    const storage = { list: [] as StoredIntent[] };
    const keys: string[] = [];
    const first = page(storage, A, [
      [transfer.requestFx, (p: { idempotencyKey: string }) => (keys.push(p.idempotencyKey), lost())],
      [checkServerViewFx, async (): Promise<ServerView> => ({ balance: { current_balance: 475, promo_balance: 0 }, entry: null, historyRead: false, told: false })],
    ]);
    await allSettled(walletOpened, { scope: first });
    await sendTransfer(first);
    expect(storage.list).toEqual([
      { kind: 'transfer', fields: { receiver: '0911000002', amount: '25.00' }, key: keys[0], phone: A.phone, at: expect.any(Number), ledgerType: 'transfer_out', amount: 25 },
    ]);

    // the reload: a new page, nothing in memory, the same device storage
    const check = vi.fn(async (list: StoredIntent[]) => list.map((i) => ({ key: i.key, view: { balance: { current_balance: 475, promo_balance: 0 }, entry: entryOf(i.key), historyRead: true, told: true } })));
    const request = vi.fn(async (p: { idempotencyKey: string }) => (keys.push(p.idempotencyKey), { current_balance: 475, promo_balance: 0 }));
    const second = page(storage, A, [
      [transfer.requestFx, request],
      [checkIntentsFx, check],
    ]);
    await allSettled(walletOpened, { scope: second });
    expect(check).toHaveBeenCalledTimes(1);
    expect(second.getState($unconfirmedIntents)).toMatchObject([{ kind: 'transfer', amount: 25, status: 'shown', balance: 475 }]);
    // settled by the ledger: forgotten on the device at once
    expect(storage.list).toEqual([]);
    // a real second transfer of the same amount to the same player is a new intent: a new key (a
    // server honouring the old key would replay "Transfer completed" and move nothing)
    await sendTransfer(second, { receiver: '0911000002', amount: '25.00' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(storage.list).toEqual([]);
  });

  test('the list shows "checking" while the ledger is read; a ledger that keys its entries and lacks this one says absent, one without keys cannot tell', async () => {
    const storage = {
      list: [
        { kind: 'withdraw', fields: { phone: A.phone, amount: '150.00', method: 'telebirr' }, key: 'k-w', phone: A.phone, at: 1, ledgerType: 'withdrawal', amount: 150 },
        { kind: 'manualDeposit', fields: { amount: '100.00', sms: 'TX1' }, key: 'k-m', phone: A.phone, at: 2, amount: 100 },
      ] as StoredIntent[],
    };
    let release: () => void = () => undefined;
    const check = vi.fn(
      (list: StoredIntent[]) =>
        new Promise<{ key: string; view: ServerView }[]>((resolve) => {
          release = () => resolve(list.map((i) => ({ key: i.key, view: { balance, entry: null, historyRead: true, told: i.ledgerType !== undefined } })));
        }),
    );
    const scope = page(storage, A, [[checkIntentsFx, check]]);
    const opened = allSettled(walletOpened, { scope });
    await vi.waitFor(() => expect(check).toHaveBeenCalled());
    expect(scope.getState($unconfirmedIntents).map((i) => [i.key, i.status])).toEqual([
      ['k-w', 'checking'],
      ['k-m', 'checking'],
    ]);
    release();
    await opened;
    expect(scope.getState($unconfirmedIntents).map((i) => [i.key, i.status, i.balance])).toEqual([
      ['k-w', 'absent', 500],
      ['k-m', 'untold', 500],
    ]);
    // the keys stay until the server answers the intents
    expect(storage.list.map((i) => i.key)).toEqual(['k-w', 'k-m']);
  });

  test('an intent of player A is never shown, checked or sent again for player B on the same tab', async () => {
    const storage = {
      list: [{ kind: 'transfer', fields: { receiver: '0911000002', amount: '25.00' }, key: 'key-of-A', phone: A.phone, at: 1, ledgerType: 'transfer_out', amount: 25 }] as StoredIntent[],
    };
    const check = vi.fn(async () => []);
    const request = vi.fn(async () => ({ current_balance: 475, promo_balance: 0 }));
    const scope = page(storage, B, [
      [checkIntentsFx, check],
      [transfer.requestFx, request],
    ]);
    await allSettled(walletOpened, { scope });
    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($unconfirmedIntents)).toEqual([]);
    await sendTransfer(scope);
    expect(request).toHaveBeenCalledTimes(1);
    expect((request.mock.calls[0] as unknown as [{ idempotencyKey: string }])[0].idempotencyKey).not.toBe('key-of-A');
    // A's intent is still kept for A
    expect(storage.list.map((i) => i.key)).toEqual(['key-of-A']);
  });

  test('a changed value is a new intent; typing the first value again is the first intent', async () => {
    const keys: string[] = [];
    const scope = page({ list: [] }, A, [
      [withdraw.requestFx, (p: { idempotencyKey: string }) => (keys.push(p.idempotencyKey), lost())],
      [checkServerViewFx, async (): Promise<ServerView> => ({ balance, entry: null, historyRead: true, told: true })],
    ]);
    await allSettled(walletOpened, { scope });
    await fill(scope, withdraw, { phone: A.phone, amount: '150', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    await fill(scope, withdraw, { amount: '200' });
    await allSettled(withdraw.submitted, { scope });
    await fill(scope, withdraw, { amount: '150' });
    await allSettled(withdraw.submitted, { scope });
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(scope.getState($unconfirmedIntents).map((i) => i.amount)).toEqual([150, 200]);
  });

  test.each([408, 409, 425, 429, 503])('a %i is no refusal: the intent stays not confirmed with its key, and the retry sends it again', async (status) => {
    const storage = { list: [] as StoredIntent[] };
    const keys: string[] = [];
    const scope = page(storage, A, [
      [withdraw.requestFx, (p: { idempotencyKey: string }) => (keys.push(p.idempotencyKey), Promise.reject(new ApiError(status, { message: 'busy' }, 'busy')))],
      [checkServerViewFx, async (): Promise<ServerView> => ({ balance, entry: null, historyRead: true, told: false })],
    ]);
    await allSettled(walletOpened, { scope });
    await fill(scope, withdraw, { phone: A.phone, amount: '150', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    expect(storage.list).toMatchObject([{ kind: 'withdraw', amount: 150, key: keys[0] }]);
    expect(scope.getState(withdraw.$note)?.kind).toBe('info');
    await allSettled(withdraw.submitted, { scope });
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  test('an intent the ledger showed done stays settled when the wallet opens again and the ledger cannot be read: the same values are a new transfer with a new key', async () => {
    const storage = { list: [] as StoredIntent[] };
    const keys: string[] = [];
    let answer: () => Promise<unknown> = lost;
    const unreadable = { balance: null, entry: null, historyRead: false, told: false };
    const scope = page(storage, A, [
      [transfer.requestFx, (p: { idempotencyKey: string }) => (keys.push(p.idempotencyKey), answer())],
      [checkServerViewFx, async (intent: { key: string }): Promise<ServerView> => ({ balance, entry: entryOf(intent.key), historyRead: true, told: true })],
      [checkIntentsFx, async (list: StoredIntent[]) => list.map((i) => ({ key: i.key, view: unreadable }))],
    ]);
    await allSettled(walletOpened, { scope });
    await sendTransfer(scope);
    expect(storage.list).toEqual([]);
    // the player leaves the wallet and comes back; this time the ledger cannot be read
    await allSettled(walletOpened, { scope });
    answer = async () => ({ current_balance: 450, promo_balance: 0 });
    await sendTransfer(scope);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('a refusal is an answer: the intent is forgotten; a 2xx answer that cannot be read keeps it as not confirmed', async () => {
    const storage = { list: [] as StoredIntent[] };
    let answer: () => Promise<never> = () => Promise.reject(new ApiError(400, { message: 'Please enter a valid amount.' }, 'x'));
    const scope = page(storage, A, [
      [manualDeposit.requestFx, () => answer()],
      [checkServerViewFx, async (): Promise<ServerView> => ({ balance, entry: null, historyRead: false, told: false })],
    ]);
    await allSettled(walletOpened, { scope });
    await fill(scope, manualDeposit, { amount: '100', sms: 'TX1' });
    await allSettled(manualDeposit.submitted, { scope });
    expect(storage.list).toEqual([]);
    answer = () => Promise.reject(new ApiError(200, '<html>', 'Unexpected answer from the server (200).'));
    await allSettled(manualDeposit.submitted, { scope });
    expect(storage.list).toMatchObject([{ kind: 'manualDeposit', amount: 100 }]);
    expect(scope.getState($unconfirmedIntents)).toMatchObject([{ kind: 'manualDeposit', status: 'untold', balance: 500 }]);
  });
});

describe('which stored intent is entered again', () => {
  const stored: StoredIntent = { kind: 'transfer', fields: intentFields({ receiver: '0911000002', amount: '25' }), key: 'k', phone: A.phone, at: 1, amount: 25 };
  test('same form, player and values (the amount compared as sent)', () => {
    expect(findSameIntent([stored], 'transfer', A.phone, { receiver: '0911000002', amount: '25.00' })).toBe(stored);
    expect(findSameIntent([stored], 'transfer', A.phone, { receiver: '0911000002', amount: '25.5' })).toBeNull();
    expect(findSameIntent([stored], 'transfer', B.phone, { receiver: '0911000002', amount: '25' })).toBeNull();
    expect(findSameIntent([stored], 'withdraw', A.phone, { receiver: '0911000002', amount: '25' })).toBeNull();
  });
});
