/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** True when the build runs against the built-in mock provider (set by vite.config.ts). */
declare const __API_MOCKING__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_API_MOCKING?: 'true' | 'false';
  readonly VITE_SENTRY_DSN?: string;
  /** Comma-separated payment provider hosts the deposit redirect may go to (README). */
  readonly VITE_PAYMENT_HOSTS?: string;
  /** The Telegram bot and Mini App short name of the invite's share link (`t.me/<bot>/<app>`). */
  readonly VITE_TELEGRAM_BOT?: string;
  readonly VITE_TELEGRAM_APP?: string;
}

/** A route's component split out by TanStack Router's code splitting (src/app/2-early-read/first-route.ts). */
declare module '*?tsr-split=component';
