import { useGate, useUnit } from 'effector-react';
import { $user } from '@/entities/session';
import { $balance } from '@/entities/wallet';
import { UnconfirmedIntents, WalletGate, WalletTabs } from '@/features/wallet';
import { m, useLanguage } from '@/shared/i18n';
import { formatEtb } from '@/shared/lib/money';
import { pageStyle } from '@/shared/ui/page';
import * as css from './add-balance.css';

/** Shown until the balance is read. */
const NO_BALANCE_YET = '…';

/** `/addBalance` (spec §2.13): balance card (current_balance, 2 decimals, phone), the unconfirmed money intents and the wallet tabs. */
export function AddBalancePage() {
  useGate(WalletGate);
  const [user, balance] = useUnit([$user, $balance]);
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.wallet_title()}</h1>
      <section className={css.card} aria-label={m.wallet_balance_card()}>
        <span className={css.muted}>{m.wallet_current_balance()}</span>
        <p className={css.amount} data-testid="wallet-balance">
          {balance ? m.wallet_amount_etb({ amount: formatEtb(balance.current_balance) }) : NO_BALANCE_YET}
        </p>
        {balance && balance.promo_balance > 0 ? <span className={css.muted}>{m.wallet_promo({ amount: formatEtb(balance.promo_balance) })}</span> : null}
        <span className={css.muted}>{m.wallet_phone_line({ phone: user?.phone ?? '' })}</span>
      </section>
      <UnconfirmedIntents />
      <WalletTabs />
    </main>
  );
}
