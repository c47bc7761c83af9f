import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { renderWithApp } from '@tests/setup/render-with-app';
import { deposit, manualDeposit, transfer, withdraw } from '../model/wallet';
import { WalletTabs } from './WalletForms';
import { connectTelegramNative, currentMainButton } from '@/shared/telegram/index.native';

const balance = { current_balance: 500, promo_balance: 0 };

function renderWallet(handlers: [unknown, unknown][]) {
  return renderWithApp(<WalletTabs />, {
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, balance],
    ],
    handlers: [[fetchBalanceFx, async () => balance], ...handlers] as never,
  }).scope;
}

/** A request that answers only when the test says so. */
function deferred<T>() {
  let resolve: (v: T) => void = () => undefined;
  const fn = vi.fn(() => new Promise<T>((r) => (resolve = r)));
  return { fn, resolve: (v: T) => resolve(v) };
}

describe('wallet forms (spec §2.13, §4, §5, §9)', () => {
  test('automatic withdrawal: the button is disabled while the request runs, a second click sends nothing, PENDING shows the provider message', async () => {
    const user = userEvent.setup();
    const request = deferred<{ status: string }>();
    renderWallet([[withdraw.requestFx, request.fn]]);
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await user.click(screen.getByRole('tab', { name: 'Automatic' }));
    const form = screen.getByRole('form', { name: 'Automatic withdrawal' });
    await user.type(within(form).getByLabelText('Phone number'), '0911000001');
    await user.type(within(form).getByLabelText('Amount (ETB)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));

    const busy = within(form).getByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).getByRole('status').textContent).toBe('processing ...');
    await user.click(busy);
    expect(request.fn).toHaveBeenCalledTimes(1);

    request.resolve({ status: 'PENDING' });
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('done.you will receive txt message from the selected provider shortly!'));
    expect((within(form).getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(form).getByLabelText('Amount (ETB)') as HTMLInputElement).value).toBe('');
  });

  test('automatic withdrawal offers the three mobile-money partners, only the first enabled; §9 withdrawal terms beside the fields', async () => {
    const user = userEvent.setup();
    renderWallet([]);
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await user.click(screen.getByRole('tab', { name: 'Automatic' }));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.disabled])).toEqual([
      ['telebirr', false],
      ['cbebirr', true],
      ['mpesa', true],
    ]);
    expect(radios[0].checked).toBe(true);
    const terms = screen.getByRole('list', { name: 'Withdrawal limits' });
    expect(within(terms).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Minimum withdrawal: 100 ETB',
      'Maximum daily withdrawal: 1,000 ETB',
      'Processing takes up to 24 hours',
    ]);
  });

  test('deposit: Manual and Automatic sub-tabs with the §9 deposit terms; a manual deposit button is disabled while it runs', async () => {
    const user = userEvent.setup();
    const request = deferred<{ message: string }>();
    renderWallet([[manualDeposit.requestFx, request.fn]]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Deposit', 'Withdraw', 'Transfer', 'Manual', 'Automatic']);
    const form = screen.getByRole('form', { name: 'Manual deposit' });
    expect(within(form).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Minimum deposit: 50 ETB', 'Maximum daily deposit: 10,000 ETB']);
    await user.type(within(form).getByLabelText('Amount (ETB)'), '120');
    await user.type(within(form).getByLabelText('SMS transaction id'), 'CFG7H2K9LM');
    await user.dblClick(within(form).getByRole('button', { name: 'Send deposit request' }));
    expect((within(form).getByRole('button', { name: 'Processing...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(request.fn).toHaveBeenCalledTimes(1);
    request.resolve({ message: 'manual deposit of 120.00 ETB received' });
    // the server's own words are not shown: the player reads a sentence in the chosen language
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Your deposit request of 120.00 ETB was sent. It is added to your balance once it has been checked.'));

    await user.click(screen.getByRole('tab', { name: 'Automatic' }));
    const auto = screen.getByRole('form', { name: 'Automatic deposit' });
    expect(within(auto).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Minimum deposit: 50 ETB', 'Maximum daily deposit: 10,000 ETB']);
  });

  test('automatic deposit: the spec §5 phone message shows as an alert and nothing is sent', async () => {
    const user = userEvent.setup();
    const request = vi.fn();
    renderWallet([[deposit.requestFx, request]]);
    await user.click(screen.getByRole('tab', { name: 'Automatic' }));
    const form = screen.getByRole('form', { name: 'Automatic deposit' });
    await user.type(within(form).getByLabelText('Phone number'), '09110');
    await user.type(within(form).getByLabelText('Amount (ETB)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(within(form).getByRole('alert').textContent).toBe('Phone number must be exactly 10 digits');
    expect(request).not.toHaveBeenCalled();
  });

  test('transfer: the dialog says it cannot be undone; Confirm sends once; the completed notice and cleared fields follow the server answer', async () => {
    const user = userEvent.setup();
    const request = deferred<typeof balance>();
    renderWallet([[transfer.requestFx, request.fn]]);
    await user.click(screen.getByRole('tab', { name: 'Transfer' }));
    const form = screen.getByRole('form', { name: 'Transfer' });
    await user.type(within(form).getByLabelText('Transfer to (phone)'), '0911000002');
    await user.type(within(form).getByLabelText('Amount (ETB)'), '50');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    expect(within(dialog).getByText('Send 50.00 ETB to 0911000002? This action cannot be undone.')).toBeTruthy();
    expect(request.fn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(request.fn).toHaveBeenCalledTimes(1);
    // no success before the server answers
    expect(screen.queryByText('Transfer completed.')).toBeNull();
    expect((within(form).getByRole('button', { name: 'Processing...' }) as HTMLButtonElement).disabled).toBe(true);
    request.resolve({ current_balance: 450, promo_balance: 0 });
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Transfer completed.'));
    expect((within(form).getByLabelText('Transfer to (phone)') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText('Amount (ETB)') as HTMLInputElement).value).toBe('');
  });

  test('transfer inside Telegram: the MainButton is the Transfer button (same confirmation dialog), with its progress while the request runs', async () => {
    const user = userEvent.setup();
    const request = deferred<typeof balance>();
    renderWallet([[transfer.requestFx, request.fn]]);
    await user.click(screen.getByRole('tab', { name: 'Transfer' }));
    const form = screen.getByRole('form', { name: 'Transfer' });
    await user.type(within(form).getByLabelText('Transfer to (phone)'), '0911000002');
    await user.type(within(form).getByLabelText('Amount (ETB)'), '50');
    expect(currentMainButton()).toMatchObject({ text: 'Transfer', active: true, progress: false });
    currentMainButton()?.onClick();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentMainButton()).toMatchObject({ text: 'Processing...', active: false, progress: true }));
    request.resolve({ current_balance: 450, promo_balance: 0 });
    await waitFor(() => expect(currentMainButton()?.progress).toBe(false));
    expect(request.fn).toHaveBeenCalledTimes(1);
  });

  test('transfer inside Telegram: the page shows neither Transfer nor Confirm; the MainButton is Transfer, then the dialog’s Confirm, with progress while it runs', async () => {
    const disconnect = connectTelegramNative({ post: () => undefined });
    try {
      const user = userEvent.setup();
      const request = deferred<typeof balance>();
      renderWallet([[transfer.requestFx, request.fn]]);
      await user.click(screen.getByRole('tab', { name: 'Transfer' }));
      const form = screen.getByRole('form', { name: 'Transfer' });
      expect(within(form).queryByRole('button', { name: 'Transfer' })).toBeNull();
      await user.type(within(form).getByLabelText('Transfer to (phone)'), '0911000002');
      await user.type(within(form).getByLabelText('Amount (ETB)'), '50');
      act(() => currentMainButton()?.onClick());
      const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
      expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(currentMainButton()).toMatchObject({ text: 'Confirm', active: true, progress: false });
      act(() => currentMainButton()?.onClick());
      await waitFor(() => expect(currentMainButton()).toMatchObject({ active: false, progress: true }));
      request.resolve({ current_balance: 450, promo_balance: 0 });
      await waitFor(() => expect(currentMainButton()).toMatchObject({ text: 'Transfer', progress: false }));
      expect(request.fn).toHaveBeenCalledTimes(1);
    } finally {
      act(() => disconnect());
    }
  });

  test.each([
    ['Deposit', 'Automatic', 'Automatic deposit', 'Deposit', () => deposit.requestFx],
    ['Deposit', 'Manual', 'Manual deposit', 'Send deposit request', () => manualDeposit.requestFx],
    ['Withdraw', 'Automatic', 'Automatic withdrawal', 'Withdraw', () => withdraw.requestFx],
  ] as const)('%s (%s) inside Telegram: the MainButton is the form’s one primary action, disabled with progress while the request runs; Enter sends the form', async (tab, method, formName, action, requestFx) => {
    const disconnect = connectTelegramNative({ post: () => undefined });
    try {
      const user = userEvent.setup();
      const request = deferred<{ status: string }>();
      renderWallet([[requestFx(), request.fn]]);
      await user.click(screen.getByRole('tab', { name: tab }));
      await user.click(screen.getByRole('tab', { name: method }));
      const form = screen.getByRole('form', { name: formName });
      // no submit button of the page's own (a receiving account's Copy button is no form action)
      expect(form.querySelector('button[type="submit"]')).toBeNull();
      expect(currentMainButton()).toMatchObject({ text: action, active: true, progress: false });
      if (method === 'Automatic') await user.type(within(form).getByLabelText('Phone number'), '0911000001');
      await user.type(within(form).getByLabelText('Amount (ETB)'), '150');
      if (method === 'Manual') await user.type(within(form).getByLabelText(/SMS/), 'TX1{Enter}');
      else act(() => currentMainButton()?.onClick());
      await waitFor(() => expect(currentMainButton()).toMatchObject({ text: 'Processing...', active: false, progress: true }));
      act(() => currentMainButton()?.onClick());
      expect(request.fn).toHaveBeenCalledTimes(1);
      request.resolve({ status: 'PENDING' });
      await waitFor(() => expect(currentMainButton()).toMatchObject({ text: action, progress: false }));
    } finally {
      act(() => disconnect());
    }
  });

  test('transfer: an amount like 1e2 opens no dialog and sends nothing; the dialog shows the amount sent with two decimals', async () => {
    const user = userEvent.setup();
    const request = vi.fn(async () => balance);
    renderWallet([[transfer.requestFx, request]]);
    await user.click(screen.getByRole('tab', { name: 'Transfer' }));
    const form = screen.getByRole('form', { name: 'Transfer' });
    await user.type(within(form).getByLabelText('Transfer to (phone)'), '0911000002');
    await user.type(within(form).getByLabelText('Amount (ETB)'), '1e2');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByRole('alert').textContent).toBe('amount in birr required');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(within(form).getByLabelText('Amount (ETB)'));
    await user.type(within(form).getByLabelText('Amount (ETB)'), '10.5');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    expect(within(dialog).getByText('Send 10.50 ETB to 0911000002? This action cannot be undone.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});
