// The two production builds the browser tests run against (made by global-setup.ts).

/** Where the builds go (the security test reads their index.html). */
export const MOCK_OUT_DIR = 'dist-e2e-mock';
export const NET_OUT_DIR = 'dist-e2e-net';

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
