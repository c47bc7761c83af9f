import { useGate, useUnit } from 'effector-react';
import { $user } from '@/entities/session';
import { $balance } from '@/entities/wallet';
import { WalletGate, WalletTabs } from '@/features/wallet';
import { formatEtb } from '@/shared/lib/money';
import { pageStyle } from '@/shared/ui/page';
import * as css from './add-balance.css';

/** `/addBalance` (spec §2.13): balance card (current_balance, 2 decimals, phone) and the wallet tabs. */
export function AddBalancePage() {
  useGate(WalletGate);
  const [user, balance] = useUnit([$user, $balance]);
  return (
    <main className={pageStyle}>
      <h1>Wallet</h1>
      <section className={css.card} aria-label="Balance">
        <span className={css.muted}>Current balance</span>
        <p className={css.amount} data-testid="wallet-balance">
          {balance ? `${formatEtb(balance.current_balance)} ETB` : '…'}
        </p>
        {balance && balance.promo_balance > 0 ? <span className={css.muted}>Promo: {formatEtb(balance.promo_balance)} ETB (play only)</span> : null}
        <span className={css.muted}>Phone: {user?.phone}</span>
      </section>
      <WalletTabs />
    </main>
  );
}
