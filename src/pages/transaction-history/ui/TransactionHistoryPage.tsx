import { TransactionHistory } from '@/features/transaction-history';
import { pageStyle } from '@/shared/ui/page';

/** `/transactionHistory` (spec §2.14). */
export function TransactionHistoryPage() {
  return (
    <main className={pageStyle}>
      <h1>Transaction History</h1>
      <TransactionHistory />
    </main>
  );
}
