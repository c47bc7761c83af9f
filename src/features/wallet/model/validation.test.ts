import { allSettled, type EventCallable, type Scope, type Store } from 'effector';
import { describe, expect, test } from 'vitest';
import { says } from '@tests/setup/says';
import { $user } from '@/entities/session';
import { applyLanguageFx } from '@/shared/i18n';
import { fill, scopeWith, textOf } from './test-scope';
import { deposit, manualDeposit, manualWithdraw, transfer, withdraw } from './wallet';

/** Fills `fields` into the form, submits it and answers the form's note text. */
async function submitWith<F extends Record<string, string>>(
  scope: Scope,
  form: { fieldChanged: (p: { name: keyof F & string; value: string }) => void; submitted: EventCallable<void>; $note: Store<{ text: string | (() => string) } | null> },
  fields: Partial<F>,
) {
  await fill(scope, form, fields);
  await allSettled(form.submitted, { scope });
  return textOf(scope.getState(form.$note));
}

describe('spec §5 wallet validation messages (verbatim)', () => {
  test('automatic deposit: phone exactly 10 digits', async () => {
    const scope = scopeWith();
    await fill(scope, deposit, { phone: '091100', amount: '100' });
    await allSettled(deposit.submitted, { scope });
    expect(scope.getState(deposit.$note)).toEqual({ kind: 'error', text: says('Phone number must be exactly 10 digits') });
  });

  test('automatic withdrawal: phone, amount, method', async () => {
    const scope = scopeWith();
    expect(await submitWith(scope, withdraw, { phone: '', amount: '' })).toBe('phone number required');
    expect(await submitWith(scope, withdraw, { phone: '0911000001' })).toBe('amount in birr required');
    expect(await submitWith(scope, withdraw, { amount: '150', method: 'mpesa' })).toBe('invalid payment method. please select one!');
  });

  test('transfer: recipient required, 10 digits starting with 0, insufficient balance, user missing', async () => {
    const scope = scopeWith();
    await allSettled(transfer.submitted, { scope });
    expect(textOf(scope.getState(transfer.$note))).toBe('Transfer to account required');
    expect(await submitWith(scope, transfer, { receiver: '1911000002', amount: '10' })).toBe('Phone number must be 10 digits: starting with 0...');
    expect(await submitWith(scope, transfer, { receiver: '0911000002', amount: '500.01' })).toBe('insufficient balance!');
    await allSettled($user, { scope, params: null } as never);
    expect(await submitWith(scope, transfer, { amount: '10' })).toBe('user data not found! please refresh the page.');
  });

  test('manual deposit: amount above 0, SMS transaction id required', async () => {
    const scope = scopeWith();
    expect(await submitWith(scope, manualDeposit, { amount: '0' })).toBe('Please enter a valid amount.');
    expect(await submitWith(scope, manualDeposit, { amount: '100' })).toBe('Please paste the mobile-money SMS transaction Id.');
  });

  test('amounts the spec names no text for (our texts): deposit, transfer and manual withdrawal amounts; §9 minimums', async () => {
    const scope = scopeWith();
    expect(await submitWith(scope, deposit, { phone: '0911000001', amount: '' })).toBe('amount in birr required');
    expect(await submitWith(scope, deposit, { amount: '49.99' })).toBe('Minimum deposit is 50 ETB.');
    expect(await submitWith(scope, withdraw, { phone: '0911000001', amount: '99', method: 'telebirr' })).toBe('Minimum withdrawal is 100 ETB.');
    expect(await submitWith(scope, transfer, { receiver: '0911000002', amount: '0' })).toBe('amount in birr required');
    expect(await submitWith(scope, manualWithdraw, { amount: '-5', trxId: 'MWR-1732357200000' })).toBe('Please enter a valid amount.');
  });

  test('in Amharic the same rules speak Amharic, and a shown refusal follows a later switch', async () => {
    const scope = scopeWith();
    await fill(scope, deposit, { phone: '0911000001', amount: '20' });
    await allSettled(deposit.submitted, { scope });
    await applyLanguageFx('am');
    expect(textOf(scope.getState(deposit.$note))).toBe('ዝቅተኛው ገቢ 50 ብር ነው።');
    expect(await submitWith(scope, transfer, { receiver: '0911000002', amount: '900' })).toBe('በቂ ሂሳብ የለዎትም!');
    await applyLanguageFx('en');
    expect(await submitWith(scope, withdraw, { phone: '', amount: '' })).toBe('Phone number required.');
  });

  test.each(['1e3', '10.005', '+5', '1,000', '25.', ' '])('an amount of %j is refused by every form with that field\'s own text', async (amount) => {
    const scope = scopeWith();
    expect(await submitWith(scope, deposit, { phone: '0911000001', amount })).toBe('amount in birr required');
    expect(await submitWith(scope, withdraw, { phone: '0911000001', amount, method: 'telebirr' })).toBe('amount in birr required');
    expect(await submitWith(scope, transfer, { receiver: '0911000002', amount })).toBe('amount in birr required');
    expect(await submitWith(scope, manualDeposit, { amount, sms: 'TX1' })).toBe('Please enter a valid amount.');
    expect(await submitWith(scope, manualWithdraw, { amount, trxId: 'MWR-1732357200000' })).toBe('Please enter a valid amount.');
  });

  test('manual withdrawal: a missing request id is refused', async () => {
    const scope = scopeWith();
    expect(await submitWith(scope, manualWithdraw, { amount: '120', trxId: '' })).toBe('unable to generate trx id. please refresh the page!');
  });
});
