import { execSync } from 'node:child_process';
import { cpus } from 'node:os';

/** Figures and the report section of `npm run bench`. */

/** The q-quantile (0–1) of `xs` by the nearest-rank method. */
export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

export interface Row {
  measure: string;
  samples: number;
  median: string;
  p95: string;
  target: string;
  ok: boolean;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** A timing row: median and p95 of `xs` (ms) against the targets (ms; p95 target optional). */
export function timingRow(measure: string, xs: number[], median: number, p95?: number): Row {
  const m = quantile(xs, 0.5);
  const p = quantile(xs, 0.95);
  return {
    measure,
    samples: xs.length,
    median: ms(m),
    p95: ms(p),
    target: `≤ ${median} ms median${p95 === undefined ? '' : `, ≤ ${p95} ms p95`}`,
    ok: xs.length >= 200 && m <= median && (p95 === undefined || p <= p95),
  };
}

/** A timing row for reference, without a target. */
export function infoRow(measure: string, xs: number[]): Row {
  return { measure, samples: xs.length, median: ms(quantile(xs, 0.5)), p95: ms(quantile(xs, 0.95)), target: '(reference)', ok: true };
}

/** The rows as a Markdown table. */
export function table(rows: Row[]): string {
  const lines = ['| measure | samples | median | p95 | target | met |', '|---|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.measure} | ${r.samples} | ${r.median} | ${r.p95} | ${r.target} | ${r.target === '(reference)' ? '' : r.ok ? 'yes' : '**no**'} |`);
  return lines.join('\n');
}

/** Date, commit and machine of this run, for the report. */
export function runNote(throttle: number): string {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    if (execSync('git status --porcelain', { encoding: 'utf8' }).trim()) commit += ' (with uncommitted changes)';
  } catch {
    // not a git checkout: the commit stays unknown
  }
  const cpu = cpus();
  return `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}; ${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), shared with other jobs, so single figures are noisy; Chromium headless, CPU throttled ${throttle}× (CDP \`Emulation.setCPUThrottlingRate\`).`;
}
