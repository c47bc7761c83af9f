import { allSettled, type EventCallable } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { $balance } from '@/entities/wallet';
import { balance, fill, scopeWith, textOf } from './test-scope';
import { $transferConfirmOpen, deposit, makeTrxId, manualDeposit, manualWithdraw, MESSAGES, transfer, transferConfirmClosed, WalletGate, walletOpened, withdraw } from './wallet';

describe('spec §3/§4 request lifecycle', () => {
  test('withdraw request id = prefix, hyphen, current time in ms', () => {
    expect(makeTrxId('MWR', 1732357200123)).toBe('MWR-1732357200123');
  });

  test('withdrawal: "processing ..." while pending, PENDING → the provider message, other statuses shown as is; fields cleared', async () => {
    let release: (v: { status: string }) => void = () => undefined;
    const fx = vi.fn(() => new Promise<{ status: string }>((r) => (release = r)));
    const scope = scopeWith([[withdraw.requestFx, fx]]);
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    const done = allSettled(withdraw.submitted, { scope });
    await Promise.resolve();
    expect(scope.getState(withdraw.$note)).toEqual({ kind: 'info', text: says('processing ...') });
    release({ status: 'PENDING' });
    await done;
    expect(scope.getState(withdraw.$note)).toEqual({ kind: 'success', text: says('done.you will receive txt message from the selected provider shortly!') });
    expect(scope.getState(withdraw.$fields).amount).toBe('');
    fx.mockImplementation(async () => ({ status: 'REJECTED' }));
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    expect(textOf(scope.getState(withdraw.$note))).toBe('REJECTED');
    expect(MESSAGES.withdrawPending()).toBe('done.you will receive txt message from the selected provider shortly!');
  });

  test('a rapid double submit sends exactly one request, with an Idempotency-Key', async () => {
    const fx = vi.fn(async () => ({ message: 'ok' }));
    const scope = scopeWith([[manualDeposit.requestFx, fx]]);
    await fill(scope, manualDeposit, { amount: '100', sms: 'CFG7H2K9LM' });
    await Promise.all([allSettled(manualDeposit.submitted, { scope }), allSettled(manualDeposit.submitted, { scope })]);
    expect(fx).toHaveBeenCalledTimes(1);
    expect((fx.mock.calls[0] as unknown as [{ idempotencyKey: string }])[0].idempotencyKey).toMatch(/\S{8,}/);
    expect(scope.getState(manualDeposit.$note)).toEqual({ kind: 'success', text: says('Your deposit request of 100.00 ETB was sent. It is added to your balance once it has been checked.') });
  });

  test('transfer asks for confirmation first; confirming sends once and replaces the balance with the answer', async () => {
    const fx = vi.fn(async () => ({ current_balance: 450, promo_balance: 0 }));
    const scope = scopeWith([[transfer.requestFx, fx]]);
    await fill(scope, transfer, { receiver: '0911000002', amount: '50' });
    await allSettled(transfer.submitted, { scope });
    expect(fx).not.toHaveBeenCalled();
    expect(scope.getState($transferConfirmOpen)).toBe(true);
    await Promise.all([allSettled(transfer.confirmed, { scope }), allSettled(transfer.confirmed, { scope })]);
    expect(fx).toHaveBeenCalledTimes(1);
    expect(scope.getState($balance)).toEqual({ current_balance: 450, promo_balance: 0 });
    expect(scope.getState($transferConfirmOpen)).toBe(false);
    expect(scope.getState(transfer.$fields)).toEqual({ receiver: '', amount: '' });
  });

  test('a failed request shows the server message and keeps the fields', async () => {
    const scope = scopeWith([[transfer.requestFx, async () => Promise.reject(new Error('receiver account not found'))]]);
    await fill(scope, transfer, { receiver: '0911999999', amount: '50' });
    await allSettled(transfer.submitted, { scope });
    await allSettled(transfer.confirmed, { scope });
    expect(scope.getState(transfer.$note)).toEqual({ kind: 'error', text: says('receiver account not found') });
    expect(scope.getState(transfer.$fields).receiver).toBe('0911999999');
  });

  test('spec §4 Withdrawal: rejected stores the error and clears "processing ..."; nothing is shown as done', async () => {
    let reject: (e: Error) => void = () => undefined;
    const fetchBalance = vi.fn(async () => balance);
    const scope = scopeWith([[withdraw.requestFx, () => new Promise((_, r) => (reject = r))]], fetchBalance);
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    const done = allSettled(withdraw.submitted, { scope });
    await Promise.resolve();
    expect(textOf(scope.getState(withdraw.$note))).toBe('processing ...');
    reject(new Error('maximum daily withdrawal is 1,000 birr'));
    await done;
    expect(scope.getState(withdraw.$note)).toEqual({ kind: 'error', text: says('maximum daily withdrawal is 1,000 birr') });
    expect(scope.getState(withdraw.$fields).amount).toBe('150');
    expect(fetchBalance).not.toHaveBeenCalled();
  });

  test('after a withdrawal, a manual deposit or a manual withdrawal the balance is read again from the server', async () => {
    const fresh = { current_balance: 350, promo_balance: 0 };
    const fetchBalance = vi.fn(async () => fresh);
    const scope = scopeWith(
      [
        [withdraw.requestFx, async () => ({ status: 'PENDING' })],
        [manualDeposit.requestFx, async () => ({ message: 'received' })],
        [manualWithdraw.requestFx, async () => ({ message: 'received' })],
      ],
      fetchBalance,
    );
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(scope.getState($balance)).toEqual(fresh);
    await fill(scope, manualDeposit, { amount: '100', sms: 'CFG7H2K9LM' });
    await allSettled(manualDeposit.submitted, { scope });
    await fill(scope, manualWithdraw, { amount: '100', trxId: 'MWR-1732357200000' });
    await allSettled(manualWithdraw.submitted, { scope });
    expect(fetchBalance).toHaveBeenCalledTimes(3);
  });

  test('every money form: a rapid double submit sends one request; each request has its own Idempotency-Key', async () => {
    const keys: string[] = [];
    const slow = (answer: unknown) => async (p: { idempotencyKey: string }) => {
      keys.push(p.idempotencyKey);
      await new Promise((r) => setTimeout(r, 5));
      return answer;
    };
    const scope = scopeWith([
      [deposit.requestFx, slow({ message: 'ok' })],
      [withdraw.requestFx, slow({ status: 'PENDING' })],
      [manualDeposit.requestFx, slow({ message: 'ok' })],
      [manualWithdraw.requestFx, slow({ message: 'ok' })],
      [transfer.requestFx, slow(balance)],
    ]);
    const twice = async (event: EventCallable<void>) => {
      await Promise.all([allSettled(event, { scope }), allSettled(event, { scope })]);
    };
    for (let round = 0; round < 2; round++) {
      await fill(scope, deposit, { phone: '0911000001', amount: '150' });
      await twice(deposit.submitted);
      await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
      await twice(withdraw.submitted);
      await fill(scope, manualDeposit, { amount: '100', sms: 'CFG7H2K9LM' });
      await twice(manualDeposit.submitted);
      await fill(scope, manualWithdraw, { amount: '100', trxId: 'MWR-1732357200000' });
      await twice(manualWithdraw.submitted);
      await fill(scope, transfer, { receiver: '0911000002', amount: '10' });
      await allSettled(transfer.submitted, { scope });
      await twice(transfer.confirmed);
    }
    // 5 forms × 2 rounds, one request per double submit, no key used twice
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
    for (const key of keys) expect(key).toMatch(/^[\w-]{8,64}$/);
  });

  test('spec §4 reset actions: leaving the wallet clears every form\'s fields and messages', async () => {
    const scope = scopeWith([[transfer.requestFx, async () => Promise.reject(new Error('receiver account not found'))]]);
    await fill(scope, transfer, { receiver: '0911999999', amount: '50' });
    await allSettled(transfer.submitted, { scope });
    await allSettled(transfer.confirmed, { scope });
    await fill(scope, manualDeposit, { amount: '0' });
    await allSettled(manualDeposit.submitted, { scope });
    expect(textOf(scope.getState(transfer.$note))).toBe('receiver account not found');
    expect(textOf(scope.getState(manualDeposit.$note))).toBe('Please enter a valid amount.');
    await allSettled(WalletGate.close, { scope, params: undefined });
    for (const form of [deposit, withdraw, transfer, manualDeposit, manualWithdraw]) expect(scope.getState(form.$note)).toBeNull();
    expect(scope.getState(transfer.$fields)).toEqual({ receiver: '', amount: '' });
    expect(scope.getState(manualDeposit.$fields)).toEqual({ amount: '', sms: '' });
  });

  test('cancelling the transfer dialog sends nothing; opening the wallet prefills the phones and makes a request id', async () => {
    const fx = vi.fn(async () => balance);
    const scope = scopeWith([[transfer.requestFx, fx]]);
    await fill(scope, transfer, { receiver: '0911000002', amount: '50' });
    await allSettled(transfer.submitted, { scope });
    expect(scope.getState($transferConfirmOpen)).toBe(true);
    await allSettled(transferConfirmClosed, { scope });
    expect(scope.getState($transferConfirmOpen)).toBe(false);
    expect(fx).not.toHaveBeenCalled();

    await allSettled(walletOpened, { scope });
    expect(scope.getState(deposit.$fields).phone).toBe('0911000001');
    expect(scope.getState(withdraw.$fields).phone).toBe('0911000001');
    expect(scope.getState(manualWithdraw.$fields).trxId).toMatch(/^MWR-\d{13}$/);
  });
});
