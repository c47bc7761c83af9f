import { paymentHostOrigin, splitPaymentHosts } from '../lib/payment-url';
import { TELEGRAM_WEB_ORIGINS } from './index.telegram-web';

/**
 * The Content Security Policy of a production build (README "Deploying"). vite.config.ts writes it
 * into index.html as a `<meta http-equiv>` at build time and `vite preview` sends it as a header;
 * nothing here runs in the browser. The session token sits in localStorage, so a script injected
 * into our origin could take the account: scripts come only from our own files, never through eval
 * (zod runs jitless for that, see shared/api/zod.ts) and never inline, but for the build's own
 * inline scripts allowed by their hash.
 *
 * Styles, found by running every browser test under a policy without 'unsafe-inline':
 * - our CSS (vanilla-extract, the self-hosted fonts) is files from 'self';
 * - two libraries inject `<style>` elements at run time: sonner (a constant sheet; its hash plus
 *   the hash of "" would do, as it inserts the element empty and adds the text after) and Radix
 *   Dialog's scroll lock, react-remove-scroll-bar (a sheet with the measured scrollbar gap in px,
 *   which differs per browser, zoom and viewport, so no hash list can cover it). Any hash in a
 *   directive switches its 'unsafe-inline' off, so `style-src-elem` keeps 'unsafe-inline': the one
 *   relaxation. An injected sheet still cannot fetch from or report to another origin (img-src,
 *   font-src and connect-src stay 'self' + our hosts), so it can restyle the page but not leak it;
 * - style attributes in markup are refused (`style-src-attr 'none'`): React's `style` props, the
 *   mock's dev panels and uPlot set styles through the CSSOM, which CSP does not govern.
 */

/** The build variables the policy depends on (README "Environment variables"). */
export interface CspEnv {
  VITE_API_BASE_URL?: string;
  VITE_SOCKET_URL?: string;
  VITE_PAYMENT_HOSTS?: string;
  /** Error reports go to the DSN's origin when it is set (shared/lib/report-error). */
  VITE_SENTRY_DSN?: string;
}

/** The origin of an absolute http(s)/ws(s) URL; null for a relative or malformed one (same origin). */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The other scheme of a socket origin: Socket.IO polls over http(s) and upgrades to ws(s). */
function socketTwin(origin: string): string {
  if (origin.startsWith('https:')) return `wss:${origin.slice(6)}`;
  if (origin.startsWith('http:')) return `ws:${origin.slice(5)}`;
  if (origin.startsWith('wss:')) return `https:${origin.slice(4)}`;
  return `http:${origin.slice(3)}`;
}

const unique = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => s !== null))];

/**
 * The policy for a build made with `env`, as one header/meta value (directives joined by "; "):
 * `connect-src` adds the API origin (VITE_API_BASE_URL) and the socket origin (VITE_SOCKET_URL)
 * with its ws/wss twin, and the Sentry DSN's origin when error reporting is on (VITE_SENTRY_DSN);
 * `form-action` adds the payment hosts (VITE_PAYMENT_HOSTS, spec §2.13). `scriptHashes` (`'sha256-…'`)
 * allow the build's own inline scripts by their hash: the login markup's chooser (index.html).
 * Relative or missing URLs mean the page's own origin, already 'self'. No `frame-ancestors`: a
 * meta policy ignores it, `securityHeaders` adds it.
 */
export function contentSecurityPolicy(env: CspEnv, { scriptHashes = [] }: { scriptHashes?: string[] } = {}): string {
  const api = originOf(env.VITE_API_BASE_URL);
  const socket = originOf(env.VITE_SOCKET_URL);
  // a DSN is https://key@host/project: the reports go to its origin (the key is not part of it)
  const reports = originOf(env.VITE_SENTRY_DSN);
  const payment = splitPaymentHosts(env.VITE_PAYMENT_HOSTS).map(paymentHostOrigin);
  const directives: [string, (string | null)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'"]],
    ['style-src-elem', ["'self'", "'unsafe-inline'"]],
    ['style-src-attr', ["'none'"]],
    ['connect-src', ["'self'", api, socket, socket && socketTwin(socket), reports]],
    ['img-src', ["'self'", 'data:']],
    ['media-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...payment]],
    // the mock provider's service worker (MSW) in mock builds
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * The response headers a server (and `vite preview`) sends with the app (README "Deploying"):
 * the same policy plus `frame-ancestors` — Telegram's web client (https://web.telegram.org, which
 * shows a Mini App in an iframe) when the build names a Telegram bot (`telegramWeb`), else
 * `'none'`: no page may frame the app (a meta tag cannot say this) —,
 * `Referrer-Policy: no-referrer` (payment and API hosts learn no page URLs) and
 * `X-Content-Type-Options: nosniff`.
 */
export function securityHeaders(policy: string, { telegramWeb }: { telegramWeb: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors ${telegramWeb ? TELEGRAM_WEB_ORIGINS.join(' ') : "'none'"}`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}
