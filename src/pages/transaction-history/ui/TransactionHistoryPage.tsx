import { TransactionHistory } from '@/features/transaction-history';
import { m, useLanguage } from '@/shared/i18n';
import { pageStyle } from '@/shared/ui/page';

/** `/transactionHistory` (spec §2.14). */
export function TransactionHistoryPage() {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.wallet_history_title()}</h1>
      <TransactionHistory />
    </main>
  );
}
