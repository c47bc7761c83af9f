import { captureException, init } from '@sentry/react';
import type { ReportSink } from './reporter';

// Sentry's own window handlers and timer wrappers would report what reportError already reports
// (twice), and a session ping from the first error on is no useful release-health number.
const LEFT_OUT = new Set(['GlobalHandlers', 'BrowserApiErrors', 'BrowserSession']);

/**
 * Initialises Sentry with `dsn` and returns a sink that sends each report as an exception, its
 * `kind` as a tag and the rest of the context as extra data. Only loaded through loadSentry.
 */
export function startSentry(dsn: string): ReportSink {
  init({
    dsn,
    environment: import.meta.env.MODE,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
  });
  return {
    capture(error, context) {
      const { kind, ...extra } = context ?? { kind: 'error' };
      captureException(error, { tags: { kind }, extra });
    },
  };
}
