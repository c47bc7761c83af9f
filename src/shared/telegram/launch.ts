/**
 * Telegram Mini App launch parameters (https://core.telegram.org/bots/webapps#initializing-mini-apps):
 * Telegram opens the app with `tgWebAppData` (the signed init data), `tgWebAppVersion`,
 * `tgWebAppPlatform`, `tgWebAppThemeParams` and `tgWebAppStartParam` in the URL hash (the start
 * parameter may also come in the query). No library here: this module is in the login page's
 * bundle and only decides whether the bridge (./bridge, a chunk of its own) is loaded at all.
 */

/** Where the launch parameters are kept in the tab, so a reload and the router's redirects keep them. */
export const TELEGRAM_LAUNCH_KEY = 'cartela.telegram.launch';

/** What the app reads from the launch parameters. Only `initData` is sent to the server; nothing here is an identity. */
export interface TelegramLaunch {
  /** The raw init-data string, unchanged, for `POST /users/telegram_login/`. */
  initData: string;
  /** The `startapp` value of a deep link (`ref_<code>`, `game_<id>`), or null. */
  startParam: string | null;
  version: string;
  platform: string;
  /** Telegram's theme colours (`bg_color`, `text_color`, … as `#rrggbb`); empty when none came. */
  themeParams: Record<string, string>;
  /** The Telegram user's language (unsigned; used for the first language only), or null. */
  languageCode: string | null;
}

function parse(raw: string): TelegramLaunch | null {
  const params = new URLSearchParams(raw);
  const initData = params.get('tgWebAppData');
  if (!initData) return null;
  let themeParams: Record<string, string> = {};
  try {
    const theme = JSON.parse(params.get('tgWebAppThemeParams') ?? '{}') as unknown;
    if (theme && typeof theme === 'object') themeParams = Object.fromEntries(Object.entries(theme).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    // unreadable theme: the app's own colours
  }
  let languageCode: string | null = null;
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as { language_code?: unknown } | null;
    if (typeof user?.language_code === 'string') languageCode = user.language_code;
  } catch {
    // no readable user: no language hint
  }
  return {
    initData,
    startParam: params.get('tgWebAppStartParam') || new URLSearchParams(initData).get('start_param') || null,
    version: params.get('tgWebAppVersion') ?? '6.0',
    platform: params.get('tgWebAppPlatform') ?? 'unknown',
    themeParams,
    languageCode,
  };
}

/**
 * The launch parameters of this tab: from the URL (then kept in session storage) or, after a reload
 * or a redirect that dropped the hash, from session storage; null outside Telegram.
 */
export function readTelegramLaunch(location: Pick<Location, 'hash' | 'search'> = window.location, storage: Storage | null = safeSessionStorage()): TelegramLaunch | null {
  const fromUrl = [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')].filter(Boolean).join('&');
  const launch = parse(fromUrl);
  if (launch) {
    try {
      storage?.setItem(TELEGRAM_LAUNCH_KEY, fromUrl);
    } catch {
      // storage full or refused: this page load still has the parameters
    }
    return launch;
  }
  try {
    const kept = storage?.getItem(TELEGRAM_LAUNCH_KEY);
    return kept ? parse(kept) : null;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The Telegram bridge (@telegram-apps/bridge behind ./bridge), loaded only when called: outside Telegram no byte of it loads. */
export const loadTelegramBridge = () => import('./bridge');
