import { useQuery } from '@tanstack/react-query';
import { createEffect, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { Spinner } from '@/shared/ui/spinner';
import { $user } from '@/entities/session';
import { $balance, balanceRefreshRequested } from '@/entities/wallet';
import { transactionHistoryQuery } from '../api/queries';
import * as css from './history.css';

/**
 * Loads the ledger's module (./Ledger: the tables, the summary, the chart's slot and the game the
 * player sits in, entities/active-game): its own chunk, fetched beside the history request after the
 * page's first paint (size budget). Tests may replace it in `fork({ handlers })`.
 */
export const loadLedgerFx = createEffect(() => import('./Ledger'));
type LedgerModule = Awaited<ReturnType<typeof loadLedgerFx>>;
const $Ledger = createStore<LedgerModule['default'] | null>(null, { serialize: 'ignore' }).on(loadLedgerFx.doneData, (_, module) => module.default);

/**
 * Transaction history (spec §2.14): summary, then the table (Date, Type, Amount, Balance) on larger
 * screens, or the chart (behind "Show chart" when the browser saves data) and the compact
 * expandable table on small ones (./Ledger). Spinner while loading, a red
 * error box on failure, "No transaction history available" when empty. The running balance starts
 * from the server's current balance, read again when the page opens.
 */
export function TransactionHistory() {
  const [user, balance, refresh, Ledger, loadLedger] = useUnit([$user, $balance, balanceRefreshRequested, $Ledger, loadLedgerFx]);
  const phone = user?.phone ?? '';
  const query = useQuery({ ...transactionHistoryQuery(phone), enabled: phone !== '' });
  // a chunk that fails to load goes to the page's error boundary, as a failed route chunk does
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (phone) refresh(phone);
  }, [phone, refresh]);
  useEffect(() => {
    if (!Ledger) loadLedger().catch((error: unknown) => setFailed({ error }));
  }, [Ledger, loadLedger]);
  useLanguage();

  if (failed) throw failed.error;
  if (query.isError) {
    return (
      <p role="alert" className={css.errorBox}>
        {query.error.message}
      </p>
    );
  }
  if (query.isPending || !balance || !Ledger) return <Spinner label={m.wallet_loading_transactions()} />;
  return <Ledger data={query.data} current={balance.current_balance} />;
}
