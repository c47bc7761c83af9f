import { allSettled, fork, type EventCallable } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { $paymentAllowList, $transferConfirmOpen, deposit, makeTrxId, manualDeposit, manualWithdraw, MESSAGES, redirectToProviderFx, transfer, transferConfirmClosed, WalletGate, walletOpened, withdraw } from './wallet';

const user = { username: 'abebe', phone: '0911000001', verified: true };
const balance = { current_balance: 500, promo_balance: 0 };

function scopeWith(handlers: [unknown, unknown][] = [], fetchBalance: (phone: string) => Promise<typeof balance> = async () => balance) {
  return fork({
    values: [
      [$user, user],
      [$balance, balance],
      [$paymentAllowList, { hosts: ['checkout.example'], pageOrigin: null }],
    ],
    handlers: [[fetchBalanceFx, fetchBalance], ...handlers] as never,
  });
}

async function fill<F extends Record<string, string>>(scope: ReturnType<typeof fork>, form: { fieldChanged: (p: { name: keyof F & string; value: string }) => void }, fields: Partial<F>) {
  for (const [name, value] of Object.entries(fields)) await allSettled(form.fieldChanged as never, { scope, params: { name, value } });
}

describe('spec §5 wallet validation messages (verbatim)', () => {
  test('automatic deposit: phone exactly 10 digits', async () => {
    const scope = scopeWith();
    await fill(scope, deposit, { phone: '091100', amount: '100' });
    await allSettled(deposit.submitted, { scope });
    expect(scope.getState(deposit.$note)).toEqual({ kind: 'error', text: 'Phone number must be exactly 10 digits' });
  });

  test('automatic withdrawal: phone, amount, method', async () => {
    const scope = scopeWith();
    await fill(scope, withdraw, { phone: '', amount: '' });
    await allSettled(withdraw.submitted, { scope });
    expect(scope.getState(withdraw.$note)?.text).toBe('phone number required');
    await fill(scope, withdraw, { phone: '0911000001' });
    await allSettled(withdraw.submitted, { scope });
    expect(scope.getState(withdraw.$note)?.text).toBe('amount in birr required');
    await fill(scope, withdraw, { amount: '150', method: 'mpesa' });
    await allSettled(withdraw.submitted, { scope });
    expect(scope.getState(withdraw.$note)?.text).toBe('invalid payment method. please select one!');
  });

  test('transfer: recipient required, 10 digits starting with 0, insufficient balance, user missing', async () => {
    const scope = scopeWith();
    await allSettled(transfer.submitted, { scope });
    expect(scope.getState(transfer.$note)?.text).toBe('Transfer to account required');
    await fill(scope, transfer, { receiver: '1911000002', amount: '10' });
    await allSettled(transfer.submitted, { scope });
    expect(scope.getState(transfer.$note)?.text).toBe('Phone number must be 10 digits: starting with 0...');
    await fill(scope, transfer, { receiver: '0911000002', amount: '500.01' });
    await allSettled(transfer.submitted, { scope });
    expect(scope.getState(transfer.$note)?.text).toBe('insufficient balance!');
    await allSettled($user, { scope, params: null } as never);
    await fill(scope, transfer, { amount: '10' });
    await allSettled(transfer.submitted, { scope });
    expect(scope.getState(transfer.$note)?.text).toBe('user data not found! please refresh the page.');
  });

  test('manual deposit: amount above 0, SMS transaction id required', async () => {
    const scope = scopeWith();
    await fill(scope, manualDeposit, { amount: '0' });
    await allSettled(manualDeposit.submitted, { scope });
    expect(scope.getState(manualDeposit.$note)?.text).toBe('Please enter a valid amount.');
    await fill(scope, manualDeposit, { amount: '100' });
    await allSettled(manualDeposit.submitted, { scope });
    expect(scope.getState(manualDeposit.$note)?.text).toBe('Please paste the mobile-money SMS transaction Id.');
  });

  test('amounts the spec names no text for (our texts): deposit, transfer and manual withdrawal amounts; §9 minimums', async () => {
    const scope = scopeWith();
    await fill(scope, deposit, { phone: '0911000001', amount: '' });
    await allSettled(deposit.submitted, { scope });
    expect(scope.getState(deposit.$note)?.text).toBe('amount in birr required');
    await fill(scope, deposit, { amount: '49.99' });
    await allSettled(deposit.submitted, { scope });
    expect(scope.getState(deposit.$note)?.text).toBe('Minimum deposit is 50 birr.');
    await fill(scope, withdraw, { phone: '0911000001', amount: '99', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    expect(scope.getState(withdraw.$note)?.text).toBe('Minimum withdrawal is 100 birr.');
    await fill(scope, transfer, { receiver: '0911000002', amount: '0' });
    await allSettled(transfer.submitted, { scope });
    expect(scope.getState(transfer.$note)?.text).toBe('amount in birr required');
    await fill(scope, manualWithdraw, { amount: '-5', trxId: 'MWR-1732357200000' });
    await allSettled(manualWithdraw.submitted, { scope });
    expect(scope.getState(manualWithdraw.$note)?.text).toBe('Please enter a valid amount.');
  });

  test('manual withdrawal: a missing request id is refused', async () => {
    const scope = scopeWith();
    await fill(scope, manualWithdraw, { amount: '120', trxId: '' });
    await allSettled(manualWithdraw.submitted, { scope });
    expect(scope.getState(manualWithdraw.$note)?.text).toBe('unable to generate trx id. please refresh the page!');
  });
});

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
    expect(scope.getState(withdraw.$note)).toEqual({ kind: 'info', text: 'processing ...' });
    release({ status: 'PENDING' });
    await done;
    expect(scope.getState(withdraw.$note)).toEqual({ kind: 'success', text: 'done.you will receive txt message from the selected provider shortly!' });
    expect(scope.getState(withdraw.$fields).amount).toBe('');
    fx.mockImplementation(async () => ({ status: 'REJECTED' }));
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    expect(scope.getState(withdraw.$note)?.text).toBe('REJECTED');
    expect(MESSAGES.withdrawPending).toBe('done.you will receive txt message from the selected provider shortly!');
  });

  test('a rapid double submit sends exactly one request, with an Idempotency-Key', async () => {
    const fx = vi.fn(async () => ({ message: 'ok' }));
    const scope = scopeWith([[manualDeposit.requestFx, fx]]);
    await fill(scope, manualDeposit, { amount: '100', sms: 'CFG7H2K9LM' });
    await Promise.all([allSettled(manualDeposit.submitted, { scope }), allSettled(manualDeposit.submitted, { scope })]);
    expect(fx).toHaveBeenCalledTimes(1);
    expect((fx.mock.calls[0] as unknown as [{ idempotencyKey: string }])[0].idempotencyKey).toMatch(/\S{8,}/);
    expect(scope.getState(manualDeposit.$note)).toEqual({ kind: 'success', text: 'ok' });
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
    expect(scope.getState(transfer.$note)).toEqual({ kind: 'error', text: 'receiver account not found' });
    expect(scope.getState(transfer.$fields).receiver).toBe('0911999999');
  });

  test('a deposit answer with a url goes to the payment provider; without one its message shows', async () => {
    const redirect = vi.fn();
    const fetchBalance = vi.fn(async () => balance);
    const scope = scopeWith(
      [
        [deposit.requestFx, async () => ({ url: 'https://checkout.example/pay/1', reference: 'dep-1' })],
        [redirectToProviderFx, redirect],
      ],
      fetchBalance,
    );
    await fill(scope, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope });
    expect(redirect).toHaveBeenCalledWith({ url: 'https://checkout.example/pay/1', reference: 'dep-1', amount: 150 });
    expect(scope.getState(deposit.$note)).toEqual({ kind: 'info', text: 'Redirecting to the payment provider...' });
    // the balance is read on the return page, not credited here
    expect(fetchBalance).not.toHaveBeenCalled();

    const noUrl = vi.fn(async () => ({ message: 'deposit received' }));
    const scope2 = scopeWith([[deposit.requestFx, noUrl], [redirectToProviderFx, redirect]], fetchBalance);
    await fill(scope2, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope: scope2 });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(scope2.getState(deposit.$note)).toEqual({ kind: 'success', text: 'deposit received' });
    expect(fetchBalance).toHaveBeenCalledWith('0911000001');
  });

  test('spec §2.13: a deposit url off the payment hosts (script, data, foreign host, plain http) shows our message and never navigates', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://evil.example/pay/1', 'http://checkout.example/pay/1', 'https://checkout.example@evil.example/', 'not a url']) {
      const redirect = vi.fn();
      const fetchBalance = vi.fn(async () => balance);
      const scope = scopeWith([[deposit.requestFx, async () => ({ url, reference: 'dep-1' })], [redirectToProviderFx, redirect]], fetchBalance);
      await fill(scope, deposit, { phone: '0911000001', amount: '150' });
      await allSettled(deposit.submitted, { scope });
      expect(redirect, url).not.toHaveBeenCalled();
      expect(scope.getState(deposit.$note), url).toEqual({ kind: 'error', text: 'The payment provider address is not trusted. Please contact support.' });
      // nothing was settled here either: the balance is not read as if the deposit went through
      expect(fetchBalance, url).not.toHaveBeenCalled();
    }
  });

  test('spec §2.13: mock mode also follows the page\'s own origin (the in-browser mock checkout), and only then', async () => {
    const redirect = vi.fn();
    const checkout = 'http://127.0.0.1:5173/mockCheckout?reference=dep-1&amount=150.00';
    const answer = async () => ({ url: checkout, reference: 'dep-1' });
    const mock = fork({
      values: [
        [$user, user],
        [$balance, balance],
        [$paymentAllowList, { hosts: [], pageOrigin: 'http://127.0.0.1:5173' }],
      ],
      handlers: [
        [deposit.requestFx, answer],
        [redirectToProviderFx, redirect],
      ] as never,
    });
    await fill(mock, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope: mock });
    expect(redirect).toHaveBeenCalledWith({ url: checkout, reference: 'dep-1', amount: 150 });

    const network = scopeWith([[deposit.requestFx, answer], [redirectToProviderFx, redirect]]);
    await fill(network, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope: network });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(network.getState(deposit.$note)?.text).toBe('The payment provider address is not trusted. Please contact support.');
  });

  test('spec §4 Deposit: a rejected deposit shows the server message (depositError) and keeps the fields', async () => {
    const scope = scopeWith([[deposit.requestFx, async () => Promise.reject(new Error('minimum deposit is 50 birr'))]]);
    await fill(scope, deposit, { phone: '0911000001', amount: '60' });
    await allSettled(deposit.submitted, { scope });
    expect(scope.getState(deposit.$note)).toEqual({ kind: 'error', text: 'minimum deposit is 50 birr' });
    expect(scope.getState(deposit.$fields)).toEqual({ phone: '0911000001', amount: '60' });
  });

  test('spec §4 Withdrawal: rejected stores the error and clears "processing ..."; nothing is shown as done', async () => {
    let reject: (e: Error) => void = () => undefined;
    const fetchBalance = vi.fn(async () => balance);
    const scope = scopeWith([[withdraw.requestFx, () => new Promise((_, r) => (reject = r))]], fetchBalance);
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    const done = allSettled(withdraw.submitted, { scope });
    await Promise.resolve();
    expect(scope.getState(withdraw.$note)?.text).toBe('processing ...');
    reject(new Error('maximum daily withdrawal is 1,000 birr'));
    await done;
    expect(scope.getState(withdraw.$note)).toEqual({ kind: 'error', text: 'maximum daily withdrawal is 1,000 birr' });
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
    expect(scope.getState(transfer.$note)?.text).toBe('receiver account not found');
    expect(scope.getState(manualDeposit.$note)?.text).toBe('Please enter a valid amount.');
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
