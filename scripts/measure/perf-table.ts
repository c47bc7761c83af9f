// The figures `npm run perf` takes from one Lighthouse run, their medians, and the report table.
import type { Result } from 'lighthouse';

/** The figures of one run of one page (times in ms, sizes in bytes, scores 0–100). */
export interface PerfFigures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  /** Gzipped bodies of the scripts the page loaded, as the server sent them. */
  jsGzip: number;
  fontBytes: number;
  fontFiles: number;
  requests: number;
  transfer: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The network requests of a run (Lighthouse's `network-requests` audit), data: URLs left out. */
export function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? []).filter((i) => !i.url.startsWith('data:'));
}

/**
 * The figures of one Lighthouse result; `jsGzip` comes from the caller (`scriptBytes`: the bodies
 * the server sent for the run's script URLs; Lighthouse's transfer sizes include the headers).
 */
export function figuresOf(lhr: Result, jsGzip: number): PerfFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = networkItems(lhr);
  const fonts = items.filter((i) => i.resourceType === 'Font');
  return {
    performance: score('performance'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    jsGzip,
    fontBytes: fonts.reduce((s, i) => s + (i.transferSize ?? 0), 0),
    fontFiles: fonts.length,
    requests: items.length,
    transfer: metric('total-byte-weight'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of every figure over the runs of one page (each figure on its own). */
export function medianFigures(runs: PerfFigures[]): PerfFigures {
  const keys = Object.keys(runs[0]) as (keyof PerfFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as PerfFigures;
}

interface Column {
  title: string;
  show: (f: PerfFigures) => string;
  /** The target of issue "Fast on a low-end Android": true = met; undefined = no target. */
  meets?: (f: PerfFigures, page: string) => boolean | undefined;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const isAuth = (page: string) => page === '/auth';
const COLUMNS: Column[] = [
  { title: 'perf', show: (f) => String(f.performance), meets: (f) => f.performance >= 95 },
  { title: 'FCP', show: (f) => sec(f.fcp), meets: (f, page) => (isAuth(page) ? f.fcp <= 1000 : undefined) },
  { title: 'LCP', show: (f) => sec(f.lcp), meets: (f, page) => f.lcp <= (isAuth(page) ? 1800 : 2000) },
  { title: 'TBT', show: (f) => `${Math.round(f.tbt)} ms`, meets: (f, page) => f.tbt <= (isAuth(page) ? 100 : 150) },
  { title: 'CLS', show: (f) => f.cls.toFixed(3), meets: (f) => f.cls <= 0.01 },
  { title: 'a11y', show: (f) => String(f.accessibility), meets: (f) => f.accessibility === 100 },
  { title: 'BP', show: (f) => String(f.bestPractices), meets: (f) => f.bestPractices === 100 },
  { title: 'JS (gzip)', show: (f) => kb(f.jsGzip), meets: (f, page) => (isAuth(page) ? f.jsGzip <= 115 * 1024 : undefined) },
  { title: 'fonts', show: (f) => `${kb(f.fontBytes)} in ${f.fontFiles}`, meets: (f) => f.fontBytes <= 40 * 1024 && f.fontFiles <= 2 },
  { title: 'requests', show: (f) => String(f.requests), meets: (f, page) => (isAuth(page) ? f.requests <= 15 : undefined) },
  { title: 'transfer', show: (f) => kb(f.transfer) },
];

/** The Markdown table of the medians, a ✓ or ✗ after every figure that has a target. */
export function perfTable(rows: { page: string; figures: PerfFigures }[]): string {
  const head = `| page | ${COLUMNS.map((c) => c.title).join(' | ')} |`;
  const rule = `|---|${COLUMNS.map(() => '---').join('|')}|`;
  const body = rows.map(({ page, figures }) => {
    const cells = COLUMNS.map((c) => {
      const ok = c.meets?.(figures, page);
      return `${c.show(figures)}${ok === undefined ? '' : ok ? ' ✓' : ' ✗'}`;
    });
    return `| ${page} | ${cells.join(' | ')} |`;
  });
  const targets =
    'Targets (✓ met, ✗ missed): perf ≥ 95, CLS ≤ 0.01, a11y and BP 100, fonts ≤ 40 KB in ≤ 2 files on every page; ' +
    '/auth: FCP ≤ 1.0 s, LCP ≤ 1.8 s, TBT ≤ 100 ms, JS ≤ 115 KB gzipped, requests ≤ 15; a logged-in page: LCP ≤ 2.0 s, TBT ≤ 150 ms ' +
    '(JS here = every script the run loaded, after the first paint too; what a page needs before it: perf/size.md).';
  return [head, rule, ...body, '', targets].join('\n');
}
