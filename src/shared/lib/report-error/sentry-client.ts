import { captureException, init, type BrowserOptions } from '@sentry/react';
import type { ReportSink } from './reporter';
import { scrubBreadcrumb, scrubEvent } from './scrub';

// Sentry's own window handlers and timer wrappers would report what reportError already reports
// (twice), and a session ping from the first error on is no useful release-health number.
const LEFT_OUT = new Set(['GlobalHandlers', 'BrowserApiErrors', 'BrowserSession']);

/**
 * This device's session token (kept under `tokenStorageKey`), whatever its form, so a report never
 * carries it (scrub.ts). No key: none (the bearer and JWT rules of scrub.ts still apply).
 */
function deviceSecrets(tokenStorageKey: string | undefined): string[] {
  if (!tokenStorageKey) return [];
  try {
    const token = localStorage.getItem(tokenStorageKey);
    return token ? [token] : [];
  } catch {
    return [];
  }
}

/**
 * Initialises Sentry with `dsn` and returns a sink that sends each report as an exception, its
 * `kind` as a tag and the rest of the context as extra data. Every event and breadcrumb passes
 * Sentry's `beforeSend` / `beforeBreadcrumb` through scrub.ts first: no phone, token, referral
 * code or query string leaves the device. Only loaded through loadSentry.
 * @param options `tokenStorageKey`: where the session token is kept (the app's `STORAGE_KEYS.token`);
 *   the rest are further Sentry options (tests: a transport that records what would be sent)
 */
export function startSentry(dsn: string, { tokenStorageKey, ...overrides }: Partial<BrowserOptions> & { tokenStorageKey?: string } = {}): ReportSink {
  init({
    dsn,
    environment: import.meta.env.MODE,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    // the SDK's own collection off as well: no IP or user agent inferred by Sentry, no cookies,
    // headers, bodies or URL queries gathered (the scrub below is the second line)
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: (event) => scrubEvent(event, deviceSecrets(tokenStorageKey)),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, deviceSecrets(tokenStorageKey)),
    ...overrides,
  });
  return {
    capture(error, context) {
      const { kind, ...extra } = context ?? { kind: 'error' };
      captureException(error, { tags: { kind }, extra });
    },
  };
}
