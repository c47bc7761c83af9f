import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $user } from '@/entities/session';
import { BalanceBadge, balanceRefreshRequested } from '@/entities/wallet';
import { takePendingDeposit, type PendingDeposit } from '@/features/wallet';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { formatEtb } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';

/** Spec §2.1 `/payment_failure` text (verbatim in spec texts). */
export const PAYMENT_FAILURE_TEXT: Message = m.wallet_payment_failure_text;

/** The line under "Payment Successful": the deposit the player started, without claiming it was credited. */
export const pendingDepositNote = (amount: number): string => m.wallet_pending_deposit({ amount: formatEtb(amount) });

/**
 * The return pages of the payment provider (spec §2.1): `/payment_success` ("Payment Successful",
 * Go Back → `/stake`) and `/payment_failure` (the failure text, Retry Payment → `/addBalance`, Go Back
 * → `/stake`). Nothing is credited from the return URL: the page reads the pending deposit note and
 * asks the server for the balance.
 */
export function PaymentResultPage({ outcome, onGoBack, onRetry }: { outcome: 'success' | 'failure'; onGoBack(): void; onRetry(): void }) {
  const [user, refresh] = useUnit([$user, balanceRefreshRequested]);
  const [pending] = useState<PendingDeposit | null>(() => takePendingDeposit());
  useLanguage();
  useEffect(() => {
    if (user) refresh(user.phone);
  }, [user, refresh]);
  return (
    <main style={{ padding: 24, maxWidth: 480, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 12 }}>
      {outcome === 'success' ? (
        <>
          <h1>{m.wallet_payment_success()}</h1>
          {/* the return URL proves nothing: say what the player started, and show only the server's balance */}
          {pending ? <p>{pendingDepositNote(pending.amount)}</p> : null}
          {user ? <BalanceBadge /> : null}
        </>
      ) : (
        <>
          <h1>{m.wallet_payment_failed()}</h1>
          <p role="alert">{PAYMENT_FAILURE_TEXT()}</p>
          {user ? <BalanceBadge /> : null}
        </>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {outcome === 'failure' ? <Button onClick={onRetry}>{m.wallet_retry_payment()}</Button> : null}
        <Button tone={outcome === 'failure' ? 'secondary' : 'primary'} onClick={onGoBack}>
          {m.wallet_go_back()}
        </Button>
      </div>
    </main>
  );
}
