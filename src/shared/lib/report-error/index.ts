import { createErrorReporter } from './reporter';
import { loadSentry } from './sentry';

export type { ErrorContext, ErrorReport, ReportingConfig } from './reporter';

const reporter = createErrorReporter({ load: loadSentry });

/**
 * Tells the reporter where reports go and where the session token is kept, so no report carries
 * it: `configureErrorReporting({ dsn: SENTRY_DSN, tokenStorageKey: STORAGE_KEYS.token })`, once at
 * boot from `app` (until then reports stay on the console and in recentReports).
 */
export const configureErrorReporting = reporter.configure;

/**
 * Reports a failure to us: `reportError(error, { kind: 'socket-payload', event })`. Always logs it
 * on the console and keeps it for recentReports(); with a DSN configured it also sends it to
 * Sentry, loaded lazily on the first report. Never throws.
 */
export const reportError = reporter.reportError;

/** The last reports of this page, oldest first (kind, message, error, context, at in epoch ms). */
export const recentReports = reporter.recentReports;

/**
 * Sends the window's uncaught errors and unhandled rejections to reportError (call once at boot;
 * a second call is a no-op) and exposes `window.__cartelaReports()` for browser tests.
 * @returns the uninstall function
 */
export const installGlobalErrorReporting = reporter.installGlobalErrorReporting;
