import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { $user } from '@/entities/session';
import { fill, scopeWith } from './test-scope';
import { deposit, manualDeposit, manualWithdraw, transfer, withdraw } from './wallet';

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
