import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { PENDING_DEPOSIT_KEY } from '@/features/wallet';
import { PaymentResultPage, pendingDepositNote } from './PaymentResultPage';

function renderPage(outcome: 'success' | 'failure', server: { current_balance: number; promo_balance: number }) {
  const fetchBalance = vi.fn(async () => server);
  const scope = fork({
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 500, promo_balance: 0 }],
    ],
    handlers: [[fetchBalanceFx, fetchBalance]],
  });
  const onGoBack = vi.fn();
  const onRetry = vi.fn();
  render(
    <Provider value={scope}>
      <PaymentResultPage outcome={outcome} onGoBack={onGoBack} onRetry={onRetry} />
    </Provider>,
  );
  return { fetchBalance, onGoBack, onRetry, scope };
}

describe('payment return pages (spec §2.1, §2.13, §8 "Payment failure page")', () => {
  afterEach(() => sessionStorage.clear());

  test('/payment_success: "Payment Successful", the balance read again from the server, Go Back; the pending deposit note is used once', async () => {
    sessionStorage.setItem(PENDING_DEPOSIT_KEY, JSON.stringify({ reference: 'dep-1', amount: 150, startedAt: 1 }));
    const { fetchBalance, onGoBack, onRetry } = renderPage('success', { current_balance: 650, promo_balance: 0 });
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText(pendingDepositNote(150))).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_DEPOSIT_KEY)).toBeNull();
    expect(fetchBalance).toHaveBeenCalledWith('0911000001');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('Balance: 650.00 ETB'));
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  test('the return itself credits nothing: the shown balance is the server’s, whatever the pending deposit says', async () => {
    sessionStorage.setItem(PENDING_DEPOSIT_KEY, JSON.stringify({ reference: 'dep-2', amount: 150, startedAt: 1 }));
    const { scope } = renderPage('success', { current_balance: 500, promo_balance: 0 });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('Balance: 500.00 ETB'));
    expect(scope.getState($balance)).toEqual({ current_balance: 500, promo_balance: 0 });
  });

  test('/payment_failure: the spec text verbatim, Retry Payment and Go Back, balance read again', async () => {
    const { fetchBalance, onGoBack, onRetry } = renderPage('failure', { current_balance: 500, promo_balance: 0 });
    expect(screen.getByRole('alert').textContent).toBe('Oops! Something went wrong. Please try again or contact support.');
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).toBeNull();
    expect(fetchBalance).toHaveBeenCalledWith('0911000001');
    fireEvent.click(screen.getByRole('button', { name: 'Retry Payment' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });
});
