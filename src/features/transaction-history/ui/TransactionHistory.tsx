import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { SMALL_SCREEN, useMediaQuery } from '@/shared/lib/media';
import { formatEtb } from '@/shared/lib/money';
import { useSaveData } from '@/shared/lib/save-data';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { $user } from '@/entities/session';
import { $balance, balanceRefreshRequested } from '@/entities/wallet';
import { transactionHistoryQuery } from '../api/queries';
import { summarize, TYPE_LABELS, withRunningBalance, type LedgerRow } from '../lib/ledger';
import * as css from './history.css';

// uPlot loads with the chart only (spec §2.14 chart on small screens; size budget).
const BalanceChart = lazy(() => import('./BalanceChart'));

/** Spec §2.14 empty text, verbatim. */
export const NO_TRANSACTIONS = 'No transaction history available';

const dateText = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const signed = (r: LedgerRow) => `${r.isdebit ? '−' : '+'}${formatEtb(Math.abs(r.net_amount))}`;

function Summary({ rows }: { rows: readonly LedgerRow[] }) {
  const s = useMemo(() => summarize(rows), [rows]);
  return (
    <section className={css.summary} aria-label="Summary">
      <div className={css.totals}>
        <span className={css.inAmount}>In: {formatEtb(s.totalIn)} ETB</span>
        <span className={css.outAmount}>Out: {formatEtb(s.totalOut)} ETB</span>
      </div>
      <details>
        <summary className={css.detailsSummary}>By type</summary>
        <table className={css.table}>
          <thead>
            <tr>
              <th className={css.th} scope="col">Type</th>
              <th className={`${css.th} ${css.num}`} scope="col">Count</th>
              <th className={`${css.th} ${css.num}`} scope="col">Sum (ETB)</th>
            </tr>
          </thead>
          <tbody>
            {s.byType.map((t) => (
              <tr key={t.type}>
                <td className={css.td}>{t.label}</td>
                <td className={`${css.td} ${css.num}`}>{t.count}</td>
                <td className={`${css.td} ${css.num}`}>{formatEtb(t.sum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** The text of the button that loads the chart when the browser saves data. */
export const SHOW_CHART = 'Show chart';

/**
 * The balance chart (small screens). With the browser's data saver on, uPlot is not downloaded
 * until the player taps "Show chart".
 */
function ChartSlot({ rows }: { rows: readonly LedgerRow[] }) {
  const saveData = useSaveData();
  const [asked, setAsked] = useState(false);
  if (saveData && !asked) {
    return (
      <Button tone="secondary" onClick={() => setAsked(true)}>
        {SHOW_CHART}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading chart..." />}>
      <BalanceChart rows={rows} width={Math.min(window.innerWidth - 32, 600)} />
    </Suspense>
  );
}

/** Larger screens: Date, Type, Amount, Balance. */
function WideTable({ rows }: { rows: readonly LedgerRow[] }) {
  return (
    <table className={css.table} aria-label="Transactions">
      <thead>
        <tr>
          <th className={css.th} scope="col">Date</th>
          <th className={css.th} scope="col">Type</th>
          <th className={`${css.th} ${css.num}`} scope="col">Amount</th>
          <th className={`${css.th} ${css.num}`} scope="col">Balance</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <td className={css.td}>{dateText(r.date)}</td>
            <td className={css.td}>{TYPE_LABELS[r.type]}</td>
            <td className={`${css.td} ${css.num}`}>{signed(r)}</td>
            <td className={`${css.td} ${css.num}`}>{formatEtb(r.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Small screens: a narrow expander column, Type, Amount; a row expands to its date and balance. */
function CompactTable({ rows }: { rows: readonly LedgerRow[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <table className={css.table} aria-label="Transactions">
      <thead>
        <tr>
          <th className={css.th} scope="col">
            <span className="visually-hidden">Details</span>
          </th>
          <th className={css.th} scope="col">Type</th>
          <th className={`${css.th} ${css.num}`} scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.flatMap((r, i) => {
          const expanded = open === i;
          const main = (
            <tr key={i}>
              <td className={css.td}>
                <button type="button" className={css.expander} aria-expanded={expanded} aria-label={`${expanded ? 'Hide' : 'Show'} details of ${TYPE_LABELS[r.type]} ${signed(r)}`} onClick={() => setOpen(expanded ? null : i)}>
                  {expanded ? '▾' : '▸'}
                </button>
              </td>
              <td className={css.td}>{TYPE_LABELS[r.type]}</td>
              <td className={`${css.td} ${css.num}`}>{signed(r)}</td>
            </tr>
          );
          if (!expanded) return [main];
          return [
            main,
            <tr key={`${i}-details`}>
              <td className={css.td} colSpan={3}>
                <div>Date: {dateText(r.date)}</div>
                <div>Balance: {formatEtb(r.balance)} ETB</div>
              </td>
            </tr>,
          ];
        })}
      </tbody>
    </table>
  );
}

/**
 * Transaction history (spec §2.14): summary, then the table (Date, Type, Amount, Balance) on larger
 * screens, or the chart (behind "Show chart" when the browser saves data) and the compact
 * expandable table on small ones. Spinner while loading, a red
 * error box on failure, "No transaction history available" when empty. The running balance starts
 * from the server's current balance, read again when the page opens.
 */
export function TransactionHistory() {
  const [user, balance, refresh] = useUnit([$user, $balance, balanceRefreshRequested]);
  const small = useMediaQuery(SMALL_SCREEN);
  const phone = user?.phone ?? '';
  const query = useQuery({ ...transactionHistoryQuery(phone), enabled: phone !== '' });
  useEffect(() => {
    if (phone) refresh(phone);
  }, [phone, refresh]);
  const rows = useMemo(() => (query.data && balance ? withRunningBalance(query.data, balance.current_balance) : null), [query.data, balance]);

  if (query.isError) {
    return (
      <p role="alert" className={css.errorBox}>
        {query.error.message}
      </p>
    );
  }
  if (query.isPending || !rows) return <Spinner label="Loading transactions..." />;
  if (rows.length === 0) return <p>{NO_TRANSACTIONS}</p>;
  return (
    <>
      <Summary rows={rows} />
      {small ? (
        <>
          <ChartSlot rows={rows} />
          <CompactTable rows={rows} />
        </>
      ) : (
        <WideTable rows={rows} />
      )}
    </>
  );
}
