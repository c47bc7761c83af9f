import { createEffect, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import type { Transaction } from '@/shared/api';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { SMALL_SCREEN, useMediaQuery } from '@/shared/lib/media';
import { formatEtb, roundEtb } from '@/shared/lib/money';
import { useSaveData } from '@/shared/lib/save-data';
import { formatHistoryDate } from '@/shared/lib/time';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { $activeGame, activeGameChecked } from '@/entities/active-game';
import { pendingStake, shownAmount, summarize, TYPE_LABELS, withRunningBalance, type LedgerRow } from '../lib/ledger';
import * as css from './history.css';

/**
 * Loads the balance chart's module, uPlot with it (spec §2.14 chart on small screens): its own
 * chunk, fetched only when the chart shows (size budget). Tests replace it in `fork({ handlers })`.
 */
export const loadBalanceChartFx = createEffect(() => import('./BalanceChart'));
type BalanceChartProps = { rows: readonly LedgerRow[]; width: number; height: number };
const $BalanceChart = createStore<ComponentType<BalanceChartProps> | null>(null, { serialize: 'ignore' }).on(loadBalanceChartFx.doneData, (_, chart) => chart.default);

/** Spec §2.14 empty text (verbatim in spec texts). */
export const NO_TRANSACTIONS: Message = m.wallet_no_transactions;
/** The expander's arrow (its name is the button's aria-label). */
const OPEN_MARK = '▾';
const CLOSED_MARK = '▸';

/** A row's amount with its sign by type (`shownAmount`): "+16.00", "−20.00". */
const signed = (r: LedgerRow) => {
  const { direction, amount } = shownAmount(r);
  return `${direction === 'in' ? '+' : '−'}${formatEtb(amount)}`;
};
/** The amount cell's classes: right-aligned, never wrapped, coloured by direction (the sign says it too). */
const amountClass = (r: LedgerRow) => `${css.td} ${css.num} ${shownAmount(r).direction === 'in' ? css.inAmount : css.outAmount}`;

/**
 * The stake of the manual game the player sits in, shown on top as pending (`pendingStake`): the
 * balance already lacks it and no row says why until the game's result row comes.
 */
function PendingRow({ stake, columns }: { stake: number; columns: 'wide' | 'compact' }) {
  useLanguage();
  const amount = (
    <td className={`${css.td} ${css.num} ${css.pendingAmount}`}>
      −{formatEtb(stake)} <span className={css.pendingMark}>{m.wallet_pending()}</span>
    </td>
  );
  return (
    <tr data-testid="pending-stake">
      {columns === 'wide' ? <td className={css.td}>{m.wallet_pending()}</td> : <td className={css.td} />}
      <td className={css.td}>{m.wallet_pending_stake()}</td>
      {amount}
      {columns === 'wide' ? <td className={`${css.td} ${css.num}`} /> : null}
    </tr>
  );
}

function Summary({ rows }: { rows: readonly LedgerRow[] }) {
  const s = useMemo(() => summarize(rows), [rows]);
  useLanguage();
  return (
    <section className={css.summary} aria-label={m.wallet_summary()}>
      <div className={css.totals}>
        <span className={css.inAmount}>{m.wallet_in({ amount: formatEtb(s.totalIn) })}</span>
        <span className={css.outAmount}>{m.wallet_out({ amount: formatEtb(s.totalOut) })}</span>
      </div>
      <details>
        <summary className={css.detailsSummary}>{m.wallet_by_type()}</summary>
        <table className={css.table}>
          <thead>
            <tr>
              <th className={css.th} scope="col">
                {m.wallet_col_type()}
              </th>
              <th className={`${css.th} ${css.num}`} scope="col">
                {m.wallet_col_count()}
              </th>
              <th className={`${css.th} ${css.num}`} scope="col">
                {m.wallet_col_sum()}
              </th>
            </tr>
          </thead>
          <tbody>
            {s.byType.map((t) => (
              <tr key={t.type}>
                <td className={css.td}>{TYPE_LABELS[t.type]()}</td>
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
export const SHOW_CHART: Message = m.wallet_show_chart;

/**
 * The balance chart (small screens). With the browser's data saver on, uPlot is not downloaded
 * until the player taps "Show chart".
 */
function ChartSlot({ rows }: { rows: readonly LedgerRow[] }) {
  const saveData = useSaveData();
  const [asked, setAsked] = useState(false);
  const [BalanceChart, loadChart] = useUnit([$BalanceChart, loadBalanceChartFx]);
  // a chunk that fails to load goes to the page's error boundary, as a failed route chunk does
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const show = !saveData || asked;
  useEffect(() => {
    if (show && !BalanceChart) loadChart().catch((error: unknown) => setFailed({ error }));
  }, [show, BalanceChart, loadChart]);
  useLanguage();
  if (failed) throw failed.error;
  if (!show) {
    return (
      <Button tone="secondary" onClick={() => setAsked(true)}>
        {SHOW_CHART()}
      </Button>
    );
  }
  return (
    <div className={css.chartSlot}>
      {BalanceChart ? <BalanceChart rows={rows} width={Math.min(window.innerWidth - 32, 600)} height={css.CHART_HEIGHT_PX} /> : <Spinner label={m.wallet_loading_chart()} />}
    </div>
  );
}

/** Larger screens: Date, Type, Amount, Balance. */
function WideTable({ rows, pending }: { rows: readonly LedgerRow[]; pending: number }) {
  const language = useLanguage();
  return (
    <table className={css.table} aria-label={m.wallet_transactions()}>
      <thead>
        <tr>
          <th className={css.th} scope="col">
            {m.wallet_col_date()}
          </th>
          <th className={css.th} scope="col">
                {m.wallet_col_type()}
              </th>
          <th className={`${css.th} ${css.num}`} scope="col">
            {m.wallet_col_amount()}
          </th>
          <th className={`${css.th} ${css.num}`} scope="col">
            {m.wallet_col_balance()}
          </th>
        </tr>
      </thead>
      <tbody>
        {pending > 0 ? <PendingRow stake={pending} columns="wide" /> : null}
        {rows.map((r, i) => (
          <tr key={i}>
            <td className={css.td}>{formatHistoryDate(r.date, language)}</td>
            <td className={css.td}>{TYPE_LABELS[r.type]()}</td>
            <td className={amountClass(r)}>{signed(r)}</td>
            <td className={`${css.td} ${css.num}`}>{formatEtb(r.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Small screens: a narrow expander column, Type with the date under it, Amount; a row expands to its balance. */
function CompactTable({ rows, pending }: { rows: readonly LedgerRow[]; pending: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const language = useLanguage();
  return (
    <table className={css.table} aria-label={m.wallet_transactions()}>
      <thead>
        <tr>
          <th className={css.th} scope="col">
            <span className="visually-hidden">{m.wallet_col_details()}</span>
          </th>
          <th className={css.th} scope="col">
                {m.wallet_col_type()}
              </th>
          <th className={`${css.th} ${css.num}`} scope="col">
            {m.wallet_col_amount()}
          </th>
        </tr>
      </thead>
      <tbody>
        {pending > 0 ? <PendingRow stake={pending} columns="compact" /> : null}
        {rows.flatMap((r, i) => {
          const expanded = open === i;
          const main = (
            <tr key={i}>
              <td className={css.td}>
                <button type="button" className={css.expander} aria-expanded={expanded} aria-label={(expanded ? m.wallet_hide_details : m.wallet_show_details)({ type: TYPE_LABELS[r.type](), amount: signed(r) })} onClick={() => setOpen(expanded ? null : i)}>
                  <span aria-hidden="true">{expanded ? OPEN_MARK : CLOSED_MARK}</span>
                </button>
              </td>
              <td className={css.td}>
                {TYPE_LABELS[r.type]()}
                <span className={css.rowDate}>{formatHistoryDate(r.date, language)}</span>
              </td>
              <td className={amountClass(r)}>{signed(r)}</td>
            </tr>
          );
          if (!expanded) return [main];
          return [
            main,
            <tr key={`${i}-details`}>
              <td className={css.td} colSpan={3}>
                <div>{m.wallet_row_balance({ amount: formatEtb(r.balance) })}</div>
              </td>
            </tr>,
          ];
        })}
      </tbody>
    </table>
  );
}

/**
 * The history's rows (`data`, spec §2.14) from the current balance (`current`, ETB), with the stake of
 * the game the player sits in pending on top (entities/active-game); "No transaction history
 * available" when there is neither. The module loads beside the history request (TransactionHistory).
 */
export default function Ledger({ data, current }: { data: readonly Transaction[]; current: number }) {
  const small = useMediaQuery(SMALL_SCREEN);
  const [checkGame, game] = useUnit([activeGameChecked, $activeGame]);
  // the game the player sits in (this device's record, the server's word): its stake is pending; read
  // before the browser paints the rows, so they never show without it
  useLayoutEffect(() => checkGame(), [checkGame]);
  const pending = pendingStake(game);
  // the newest row's balance is the current balance plus a stake still pending (it has no row yet)
  const rows = useMemo(() => withRunningBalance(data, roundEtb(current + pending)), [data, current, pending]);
  useLanguage();

  if (rows.length === 0 && pending === 0) return <p>{NO_TRANSACTIONS()}</p>;
  return (
    <>
      <Summary rows={rows} />
      {small ? (
        <>
          <ChartSlot rows={rows} />
          <CompactTable rows={rows} pending={pending} />
        </>
      ) : (
        <WideTable rows={rows} pending={pending} />
      )}
    </>
  );
}
