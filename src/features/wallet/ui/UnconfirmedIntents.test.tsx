import { act, screen, within } from '@testing-library/react';
import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { $user } from '@/entities/session';
import { renderWithApp } from '@tests/setup/render-with-app';
import { $intents, intentChecked, type WalletIntent } from '@/entities/wallet/index.intents';
import { UnconfirmedIntents } from './UnconfirmedIntents';

const A = '0911000001';
const intent = (over: Partial<WalletIntent>): WalletIntent => ({
  kind: 'transfer',
  fields: { receiver: '0911000002', amount: '25.00' },
  key: 'k-t',
  phone: A,
  at: 1,
  ledgerType: 'transfer_out',
  amount: 25,
  status: 'checking',
  balance: null,
  ...over,
});

describe('the unconfirmed money intents on the wallet page', () => {
  test('lists the player\'s intents as "not confirmed — checking" until a ledger read settles each; another player\'s and those being sent are not shown', async () => {
    const { scope } = renderWithApp(<UnconfirmedIntents />, {
      values: [
        [$user, { username: 'abebe', phone: A, verified: true }],
        [
          $intents,
          [
            intent({}),
            intent({ kind: 'withdraw', key: 'k-w', fields: { phone: A, amount: '150.00', method: 'telebirr' }, ledgerType: 'withdrawal', amount: 150 }),
            intent({ kind: 'manualDeposit', key: 'k-m', fields: { amount: '100.00', sms: 'TX1' }, ledgerType: undefined, amount: 100 }),
            intent({ key: 'k-other', phone: '0911000003' }),
            intent({ key: 'k-sending', status: 'sending', amount: 30 }),
          ],
        ],
      ],
    });
    const list = screen.getByRole('region', { name: 'Not confirmed yet' });
    const lines = () => within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines()).toEqual([
      'Transfer of 25.00 ETB to 0911000002: not confirmed — checking',
      'Withdrawal of 150.00 ETB: not confirmed — checking',
      'Manual deposit of 100.00 ETB: not confirmed — checking',
    ]);
    const balance = { current_balance: 475, promo_balance: 0 };
    await act(async () => {
      await allSettled(intentChecked, { scope, params: { key: 'k-t', view: { balance, entry: { type: 'transfer_out', date: '2026-11-23T12:00:00Z', amount: 25, net_amount: 25, isdebit: true, idempotency_key: 'k-t' }, historyRead: true, told: true } } });
      await allSettled(intentChecked, { scope, params: { key: 'k-w', view: { balance, entry: null, historyRead: true, told: true } } });
      await allSettled(intentChecked, { scope, params: { key: 'k-m', view: { balance, entry: null, historyRead: false, told: false } } });
    });
    expect(lines()).toEqual([
      'Transfer of 25.00 ETB to 0911000002: done — it is in your history.',
      'Withdrawal of 150.00 ETB: not done — it is not in your history.',
      'Manual deposit of 100.00 ETB: not confirmed yet — your history does not tell. Your balance is now 475.00 ETB.',
    ]);
  });

  test('shows nothing when the player has no unconfirmed intent', () => {
    renderWithApp(<UnconfirmedIntents />, { values: [[$user, { username: 'abebe', phone: A, verified: true }], [$intents, [intent({ phone: '0911000003' })]]] });
    expect(screen.queryByRole('region', { name: 'Not confirmed yet' })).toBeNull();
  });
});
