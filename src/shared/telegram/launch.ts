import { TELEGRAM_WEB_ORIGINS } from '@/shared/config/index.telegram-web';
import type { TelegramContactAnswer } from './bridge';

/**
 * Whether Telegram opened this tab as a Mini App: a Telegram native side around the page and its
 * launch parameters (https://core.telegram.org/bots/webapps#initializing-mini-apps) — `tgWebAppData`
 * (the signed init data) and the rest — in the URL hash. Launch data in an address alone proves
 * nothing: anyone can send a link with someone else's signed init data, so a plain tab with
 * `#tgWebAppData=…` is a plain tab. These few lines are all the login page carries: reading the
 * parameters is the Mini App chunk's job (features/telegram-mini-app), and the bridge (./bridge) is a
 * chunk of its own.
 */

/** Where the launch parameters are kept in the tab, so a reload and the router's redirects keep them. */
export const TELEGRAM_LAUNCH_KEY = 'cartela.telegram.launch';

/** The parts of `window` that tell whether Telegram's native side is there. */
export interface TelegramHost {
  TelegramWebviewProxy?: { postEvent?: unknown };
  parent: unknown;
  location: { ancestorOrigins?: ArrayLike<string> };
  document: { referrer: string };
}

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Which Telegram native side runs this page: `proxy` (Telegram's Android, iOS and desktop apps put
 * `window.TelegramWebviewProxy.postEvent` into the web view before any script), `frame` (Telegram's
 * web client frames the page: every ancestor — or, where the browser does not list ancestors, the
 * referrer — is one of `TELEGRAM_WEB_ORIGINS`), or null: a plain tab, or a page someone else frames.
 * Nothing in the page's address can make this true.
 */
export function telegramNativeSide(host: TelegramHost | undefined = globalThis.window as unknown as TelegramHost | undefined): 'proxy' | 'frame' | null {
  if (!host) return null;
  try {
    if (typeof host.TelegramWebviewProxy?.postEvent === 'function') return 'proxy';
    if (host.parent === host || host.parent == null) return null;
    const ancestors = host.location.ancestorOrigins;
    const origins = ancestors ? Array.from(ancestors) : [originOf(host.document.referrer)];
    return origins.length > 0 && origins.every((origin) => origin !== null && TELEGRAM_WEB_ORIGINS.includes(origin)) ? 'frame' : null;
  } catch {
    // a cross-origin parent that throws on access: not a page we can trust
    return null;
  }
}

/**
 * The raw launch parameters of this tab (`tgWebAppData=…&tgWebAppVersion=…`) when Telegram's native
 * side is there (`native`, default `telegramNativeSide()`): from the URL hash (then kept in session
 * storage) or, after a reload or a redirect that dropped the hash, from session storage. Never from
 * the query string. Null outside Telegram, whatever the address holds.
 */
export function telegramLaunchParams(
  location: Pick<Location, 'hash'> | undefined = globalThis.window?.location,
  native: 'proxy' | 'frame' | null = telegramNativeSide(),
): string | null {
  // no window: the login page prerendered at build time (src/app/0-prerender/prerender.tsx), outside Telegram
  if (!location || !native) return null;
  const fromUrl = location.hash.slice(1);
  const launched = new URLSearchParams(fromUrl).get('tgWebAppData') ? fromUrl : null;
  try {
    if (launched) {
      sessionStorage.setItem(TELEGRAM_LAUNCH_KEY, launched);
      return launched;
    }
    return sessionStorage.getItem(TELEGRAM_LAUNCH_KEY);
  } catch {
    // no session storage: this page load's parameters only
    return launched;
  }
}

/** The bridge (@telegram-apps/bridge behind ./bridge), loaded only when called: outside Telegram no byte of it loads. */
export const loadTelegramBridge = () => import('./bridge');

/** The launch's raw init data (`tgWebAppData`, unchanged, for the server) inside Telegram, or null (`params` default `telegramLaunchParams()`). */
export function telegramInitData(params: string | null = telegramLaunchParams()): string | null {
  return params ? new URLSearchParams(params).get('tgWebAppData') || null : null;
}

/**
 * Asks Telegram for the player's phone (the bridge's `requestTelegramContact`, with this launch's
 * `tgWebAppVersion`, 6.0 when absent). Never rejects: outside Telegram, or when the bridge cannot
 * load, the answer is `unsupported`.
 */
export async function askTelegramForContact(params: string | null = telegramLaunchParams()): Promise<TelegramContactAnswer> {
  if (!params) return { status: 'unsupported' };
  const version = new URLSearchParams(params).get('tgWebAppVersion') ?? '6.0';
  try {
    return await (await loadTelegramBridge()).requestTelegramContact(version);
  } catch {
    return { status: 'unsupported' };
  }
}
