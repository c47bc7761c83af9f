// The two production builds the browser tests run against (made by global-setup.ts).

/** Where the builds go (the security test reads their index.html). */
export const MOCK_OUT_DIR = 'dist-e2e-mock';

/**
 * How many test files run at once (vitest's `maxWorkers` for the e2e project). Each worker has its
 * own network build, nginx and provider port, since a network test starts its own provider.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The network build of worker `worker` (1-based). */
export const netOutDir = (worker: number) => (worker === 1 ? 'dist-e2e-net' : `dist-e2e-net-${worker}`);

/** The Mini App's bot and short name: with them the server lets Telegram's web client frame the app. */
const TELEGRAM_BUILD_ENV = { VITE_TELEGRAM_BOT: 'CartelaBingoBot', VITE_TELEGRAM_APP: 'play' };

/** The VITE_ variables of the mock-mode build. */
export const MOCK_BUILD_ENV = { VITE_API_MOCKING: 'true', VITE_API_BASE_URL: undefined, VITE_SOCKET_URL: undefined, VITE_PAYMENT_HOSTS: undefined, ...TELEGRAM_BUILD_ENV };

/** The VITE_ variables of the network-mode build, pointed at the provider on `providerPort`. */
export const networkBuildEnv = (providerPort: number) => ({
  VITE_API_MOCKING: 'false',
  VITE_API_BASE_URL: `http://127.0.0.1:${providerPort}/api`,
  VITE_SOCKET_URL: `http://127.0.0.1:${providerPort}`,
  // the provider's checkout page is the one payment host this build may leave for (spec §2.13)
  VITE_PAYMENT_HOSTS: `http://127.0.0.1:${providerPort}`,
  ...TELEGRAM_BUILD_ENV,
});
