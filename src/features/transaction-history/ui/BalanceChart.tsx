import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { m, useLanguage } from '@/shared/i18n';
import { formatEtb } from '@/shared/lib/money';
import { formatShortDate } from '@/shared/lib/time';
import type { LedgerRow } from '../lib/ledger';

/**
 * The running balance over time (spec §2.14 "a chart above the table" on small screens), drawn with
 * uPlot (≈ 20 KB gzipped). This module is loaded lazily, so uPlot ships only with the history page.
 * `rows` come newest first; x is seconds since the epoch, y is ETB; `width` and `height` in px.
 */
export default function BalanceChart({ rows, width, height }: { rows: readonly LedgerRow[]; width: number; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  useEffect(() => {
    if (!box.current || rows.length === 0) return;
    const ordered = [...rows].reverse();
    // start from the balance before the oldest row (spec §2.14 rule), a minute earlier, so even one row draws a line
    const oldest = ordered[0];
    const before = oldest.type === 'invite' ? oldest.balance : oldest.balance + (oldest.isdebit ? Math.abs(oldest.net_amount) : -Math.abs(oldest.net_amount));
    const xs = [Date.parse(oldest.date) / 1000 - 60, ...ordered.map((r) => Date.parse(r.date) / 1000)];
    const ys = [Math.round(before * 100) / 100, ...ordered.map((r) => r.balance)];
    const data: uPlot.AlignedData = [xs, ys];
    // the canvas draws with the page's own fonts (uPlot's default has no Ethiopic glyphs)
    const into = box.current;
    // drawn in a task of its own: when the rows come with a page's first commit, its effects run in
    // that commit's task, and the canvas work would make it one long task
    let plot: uPlot | undefined;
    const timer = setTimeout(() => {
      const font = `12px ${getComputedStyle(into).fontFamily}`;
      plot = new uPlot(
        {
          width,
          height,
          legend: { show: false },
          cursor: { show: false },
          axes: [
            // the days in the player's calendar, as the rows write them (uPlot's own labels are Gregorian, English)
            { stroke: '#cbd5e1', font, grid: { stroke: '#334155' }, values: (_u, splits) => splits.map((x) => formatShortDate(x * 1000, language)) },
            { stroke: '#cbd5e1', font, grid: { stroke: '#334155' }, size: 56 },
          ],
          series: [{}, { label: m.wallet_chart_series(), stroke: '#22c55e', width: 2, fill: 'rgba(34,197,94,0.15)' }],
        },
        data,
        into,
      );
    });
    return () => {
      clearTimeout(timer);
      plot?.destroy();
    };
  }, [rows, width, height, language]);
  const last = rows[0];
  return (
    <figure style={{ margin: 0 }}>
      <div ref={box} role="img" aria-label={last ? m.wallet_chart_label_now({ amount: formatEtb(last.balance) }) : m.wallet_chart_label()} data-testid="balance-chart" />
    </figure>
  );
}
