import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { renderWithApp } from '@tests/setup/render-with-app';
import { server } from '@tests/setup/http-server';
import { $receivingAccounts, fetchReceivingAccountsFx } from '../model/receiving-accounts';
import { manualDeposit, manualWithdraw, walletOpened } from '../model/wallet';
import { WalletTabs } from './WalletForms';

const balance = { current_balance: 500, promo_balance: 0 };
const ACCOUNTS = [
  { provider: 'telebirr', account_number: '0911223344', account_name: 'Cartela Games PLC' },
  { provider: 'CBE Birr', account_number: '1000123456789', account_name: 'Cartela Games PLC' },
];

function renderWallet(handlers: [unknown, unknown][] = [], accounts: typeof ACCOUNTS = []) {
  return renderWithApp(<WalletTabs />, {
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, balance],
      [$receivingAccounts, accounts],
    ],
    handlers: [[fetchBalanceFx, async () => balance], ...handlers] as never,
  });
}

async function openManualDeposit() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Deposit' }));
  await user.click(screen.getByRole('tab', { name: 'Manual' }));
  return { user, form: screen.getByRole('form', { name: 'Manual deposit' }) };
}

describe('manual deposit: where to send the money (proposed receiving accounts)', () => {
  test('each account shows its provider, number and name, with a copy button that copies the number', async () => {
    renderWallet([], ACCOUNTS);
    const { user, form } = await openManualDeposit();
    const list = await within(form).findByRole('region', { name: 'Send your deposit to one of these accounts' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'telebirr0911223344Account name: Cartela Games PLCCopy',
      'CBE Birr1000123456789Account name: Cartela Games PLCCopy',
    ]);
    // user-event's clipboard stands in for the device's
    await user.click(within(list).getByRole('button', { name: 'Copy the CBE Birr number 1000123456789' }));
    expect(await navigator.clipboard.readText()).toBe('1000123456789');
  });

  test('opening the wallet reads the accounts from the server', async () => {
    server.use(http.get('*/manual-payments/receiving-accounts', () => HttpResponse.json({ accounts: ACCOUNTS })));
    const scope = fork();
    await allSettled(walletOpened, { scope });
    await allSettled(fetchReceivingAccountsFx, { scope });
    expect(scope.getState($receivingAccounts)).toEqual(ACCOUNTS);
  });

  test.each([501, 404, 500])('a server that does not offer the call (%i): no accounts, the spec text, and the deposit still goes', async (status) => {
    server.use(http.get('*/manual-payments/receiving-accounts', () => HttpResponse.json({ message: 'not offered' }, { status })));
    const scope = fork();
    await allSettled(fetchReceivingAccountsFx, { scope });
    expect(scope.getState($receivingAccounts)).toEqual([]);
    const request = vi.fn(async () => ({ message: 'received' }));
    renderWallet([[manualDeposit.requestFx, request]]);
    const { user, form } = await openManualDeposit();
    expect(within(form).getByText('Send the amount by mobile money, then paste the transaction id from the SMS you received.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Amount (ETB)'), '100');
    await user.type(within(form).getByLabelText('SMS transaction id'), 'CFG7H2K9LM');
    await user.click(within(form).getByRole('button', { name: 'Send deposit request' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(within(form).queryByRole('region')).toBeNull();
    expect(within(form).queryByRole('button', { name: /^Copy/ })).toBeNull();
  });
});

describe('manual withdrawal: the request id only after sending', () => {
  test('no id before sending; the answer is our sentence naming the id that was sent', async () => {
    const request = vi.fn(async () => ({ message: 'withdrawal request received' }));
    renderWithApp(<WalletTabs />, {
      values: [
        [$user, { username: 'abebe', phone: '0911000001', verified: true }],
        [$balance, balance],
        [manualWithdraw.$fields, { amount: '', trxId: 'MWR-1732357200000' }],
      ],
      handlers: [
        [fetchBalanceFx, async () => balance],
        [manualWithdraw.requestFx, request],
      ] as never,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await user.click(screen.getByRole('tab', { name: 'Manual' }));
    const form = screen.getByRole('form', { name: 'Manual withdrawal' });
    expect(form.textContent).not.toMatch(/MWR-|Request id/i);
    await user.type(within(form).getByLabelText('Amount (ETB)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Send withdrawal request' }));
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe('Your withdrawal request of 150.00 ETB was sent. Its number is MWR-1732357200000; it is paid within 24 hours.'),
    );
  });
});
