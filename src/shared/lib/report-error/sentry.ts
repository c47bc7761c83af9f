import type { SinkLoader } from './reporter';

/**
 * Loads Sentry (its own chunk, fetched only when the first report is made, never with the login
 * page) and initialises it with `dsn` and the token's storage key; see startSentry.
 */
export const loadSentry: SinkLoader = async (dsn, { tokenStorageKey } = {}) => {
  const { startSentry } = await import('./sentry-client');
  return startSentry(dsn, { tokenStorageKey });
};
