import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $user } from '@/entities/session';
import { BalanceBadge, balanceRefreshRequested } from '@/entities/wallet';
import { takePendingDeposit, type PendingDeposit } from '@/features/wallet';
import { formatEtb } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';

/** Spec §2.1 `/payment_failure` text, verbatim. */
export const PAYMENT_FAILURE_TEXT = 'Oops! Something went wrong. Please try again or contact support.';

/** The line under "Payment Successful": the deposit the player started, without claiming it was credited. */
export const pendingDepositNote = (amount: number) =>
  `You returned from the payment provider with a deposit of ${formatEtb(amount)} ETB. The balance below is the one the server holds; a deposit the provider has not confirmed yet is not in it.`;

/**
 * The return pages of the payment provider (spec §2.1): `/payment_success` ("Payment Successful",
 * Go Back → `/stake`) and `/payment_failure` (the failure text, Retry Payment → `/addBalance`, Go Back
 * → `/stake`). Nothing is credited from the return URL: the page reads the pending deposit note and
 * asks the server for the balance.
 */
export function PaymentResultPage({ outcome, onGoBack, onRetry }: { outcome: 'success' | 'failure'; onGoBack(): void; onRetry(): void }) {
  const [user, refresh] = useUnit([$user, balanceRefreshRequested]);
  const [pending] = useState<PendingDeposit | null>(() => takePendingDeposit());
  useEffect(() => {
    if (user) refresh(user.phone);
  }, [user, refresh]);
  return (
    <main style={{ padding: 24, maxWidth: 480, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 12 }}>
      {outcome === 'success' ? (
        <>
          <h1>Payment Successful</h1>
          {/* the return URL proves nothing: say what the player started, and show only the server's balance */}
          {pending ? <p>{pendingDepositNote(pending.amount)}</p> : null}
          {user ? <BalanceBadge /> : null}
        </>
      ) : (
        <>
          <h1>Payment failed</h1>
          <p role="alert">{PAYMENT_FAILURE_TEXT}</p>
          {user ? <BalanceBadge /> : null}
        </>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {outcome === 'failure' ? <Button onClick={onRetry}>Retry Payment</Button> : null}
        <Button tone={outcome === 'failure' ? 'secondary' : 'primary'} onClick={onGoBack}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
