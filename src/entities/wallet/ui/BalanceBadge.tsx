import { useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { formatEtb } from '@/shared/lib/money';
import { $balance } from '../model/wallet';

/** Balance and, when above 0, promo balance in ETB with two decimals (spec §2.2, §2.9). */
export function BalanceBadge() {
  const balance = useUnit($balance);
  useLanguage();
  // the slot: index.html's prerendered shell writes the session check's balance here before the app runs
  if (!balance) return <span aria-live="polite" data-balance-slot="">{m.wallet_balance_loading()}</span>;
  return (
    <span aria-live="polite" data-testid="balance">
      {m.wallet_balance({ amount: formatEtb(balance.current_balance) })}
      {balance.promo_balance > 0 ? <span data-testid="promo-balance"> +{formatEtb(balance.promo_balance)}</span> : null}
    </span>
  );
}
