import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test, vi } from 'vitest';

const api = vi.hoisted(() => ({ getTransactionHistory: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({ ...(await importOriginal<object>()), getTransactionHistory: api.getTransactionHistory }));

const { TransactionHistory, NO_TRANSACTIONS } = await import('./TransactionHistory');
const { $user } = await import('@/entities/session');
const { $balance, fetchBalanceFx } = await import('@/entities/wallet');

function renderHistory() {
  const scope = fork({
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 480, promo_balance: 0 }],
    ],
    handlers: [[fetchBalanceFx, async () => ({ current_balance: 480, promo_balance: 0 })]],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider value={scope}>
      <QueryClientProvider client={client}>
        <TransactionHistory />
      </QueryClientProvider>
    </Provider>,
  );
}

describe('transaction history states (spec §2.14, §8)', () => {
  test('a spinner while loading, then the table with the running balance (wide screen)', async () => {
    api.getTransactionHistory.mockResolvedValueOnce([
      { type: 'game_lost', date: '2026-11-23T09:10:00.000Z', amount: 20, net_amount: 20, isdebit: true },
      { type: 'deposit', date: '2026-11-23T09:00:00.000Z', amount: 100, net_amount: 100, isdebit: false },
    ]);
    renderHistory();
    expect(screen.getByRole('status').textContent).toContain('Loading transactions...');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells.map((r) => r.slice(1))).toEqual([
      ['Game lost', '−20.00', '480.00'],
      ['Deposit', '+100.00', '500.00'],
    ]);
    expect(screen.getByText('In: 100.00 ETB')).toBeTruthy();
    expect(screen.getByText('Out: 20.00 ETB')).toBeTruthy();
  });

  test('empty: "No transaction history available"', async () => {
    api.getTransactionHistory.mockResolvedValueOnce([]);
    renderHistory();
    expect(await screen.findByText(NO_TRANSACTIONS)).toBeTruthy();
    expect(NO_TRANSACTIONS).toBe('No transaction history available');
  });

  test('a failed load shows the error text in a red box', async () => {
    api.getTransactionHistory.mockRejectedValueOnce(new Error('Request failed (500). Please try again.'));
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toBe('Request failed (500). Please try again.');
  });
});
