/** What reportError is told about a failure: `kind` names where it happened ("boot", "socket-payload", …). */
export interface ErrorContext {
  kind: string;
  [key: string]: unknown;
}

/** One report as kept in the in-memory ring (newest last); `at` is epoch ms. */
export interface ErrorReport {
  kind: string;
  message: string;
  error: unknown;
  context?: ErrorContext;
  at: number;
}

/** Where reports go once the remote reporter has loaded. */
export interface ReportSink {
  capture(error: unknown, context: ErrorContext | undefined): void;
}

/** What the app tells the reporter at boot (`configure`): where reports go and what they never carry. */
export interface ReportingConfig {
  /** The error service's DSN (VITE_SENTRY_DSN); empty = nothing leaves the device. */
  dsn: string;
  /** The local-storage key of the session token, so a report never carries the token. */
  tokenStorageKey?: string;
}

/** Loads and initialises the remote reporter for a DSN; called at most once per success. */
export type SinkLoader = (dsn: string, options?: { tokenStorageKey?: string }) => Promise<ReportSink>;

/** How many reports the ring (and the queue waiting for the remote reporter) keep. */
export const REPORT_RING_SIZE = 20;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function keepLast<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > REPORT_RING_SIZE) list.shift();
}

/**
 * Builds the reporter: `dsn` empty (the default until `configure`) means nothing leaves the device
 * (console only); otherwise the first report calls `load(dsn)` and reports made meanwhile are
 * queued, then forwarded in order. A failed load is logged and retried with the next report. Never
 * throws. The DSN and the token's storage key come from the app (`configure`), so this module needs
 * nothing of `shared/config`.
 */
export function createErrorReporter({ dsn: initialDsn = '', load }: { dsn?: string; load: SinkLoader }) {
  let dsn = initialDsn;
  let tokenStorageKey: string | undefined;
  const ring: ErrorReport[] = [];
  const queue: ErrorReport[] = [];
  let sink: ReportSink | null = null;
  let loading: Promise<void> | null = null;
  let uninstall: (() => void) | null = null;

  function send(target: ReportSink, report: ErrorReport): void {
    try {
      target.capture(report.error, report.context);
    } catch (error) {
      console.warn('[report] the error reporter failed', error);
    }
  }

  function forward(report: ErrorReport): void {
    if (sink) return send(sink, report);
    keepLast(queue, report);
    loading ??= load(dsn, { tokenStorageKey }).then(
      (loaded) => {
        sink = loaded;
        for (const queued of queue.splice(0)) send(loaded, queued);
      },
      (error: unknown) => {
        // offline or a chunk that did not load: keep the queue and try again with the next report
        loading = null;
        console.warn('[report] the error reporter did not load', error);
      },
    );
  }

  /**
   * Reports a failure: logs it on the console, keeps it in the ring (recentReports) and, when a
   * DSN is configured, sends it to the error service. Never throws.
   */
  function reportError(error: unknown, context?: ErrorContext): void {
    const report: ErrorReport = { kind: context?.kind ?? 'error', message: messageOf(error), error, context, at: Date.now() };
    keepLast(ring, report);
    console.error(`[report] ${report.kind}:`, error, ...(context ? [context] : []));
    if (dsn) forward(report);
  }

  /**
   * Sets where reports go (`dsn`) and the token's storage key (call once at boot, before the first
   * report that should leave the device; earlier reports stay on the console and in the ring).
   */
  function configure(config: ReportingConfig): void {
    dsn = config.dsn;
    tokenStorageKey = config.tokenStorageKey;
  }

  /** The last REPORT_RING_SIZE reports, oldest first (a copy). */
  function recentReports(): ErrorReport[] {
    return ring.slice();
  }

  /**
   * Sends the window's uncaught errors (`error`) and unhandled promise rejections
   * (`unhandledrejection`) to reportError, and exposes `window.__cartelaReports()` (kind, message,
   * at of recentReports) for browser tests. Installs once; returns the uninstall function.
   */
  function installGlobalErrorReporting(target: Window = window): () => void {
    if (uninstall) return uninstall;
    const onError = (event: ErrorEvent) =>
      reportError(event.error ?? event.message, { kind: 'uncaught', source: event.filename, line: event.lineno, column: event.colno });
    const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { kind: 'unhandledrejection' });
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    const summaries = () => recentReports().map(({ kind, message, at }) => ({ kind, message, at }));
    Object.defineProperty(target, '__cartelaReports', { value: summaries, configurable: true });
    uninstall = () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      Reflect.deleteProperty(target, '__cartelaReports');
      uninstall = null;
    };
    return uninstall;
  }

  return { reportError, recentReports, installGlobalErrorReporting, configure };
}
