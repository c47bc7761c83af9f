/**
 * Telegram Mini App launch parameters (https://core.telegram.org/bots/webapps#initializing-mini-apps)
 * as the app reads them: `tgWebAppData` (the signed init data), `tgWebAppVersion`,
 * `tgWebAppPlatform`, `tgWebAppThemeParams`, `tgWebAppStartParam`.
 */

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

/** The launch of raw launch parameters (`tgWebAppData=…&…`, see shared/telegram); null without init data. */
export function parseTelegramLaunch(raw: string | null): TelegramLaunch | null {
  if (!raw) return null;
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

/** The Telegram user as the launch names them, for the player to see who is being linked. */
export interface TelegramUserName {
  /** First and last name as in Telegram. */
  name: string;
  /** The @username without the @, or null. */
  username: string | null;
}

/**
 * The Telegram user named in raw init data (`user`'s `first_name`, `last_name`, `username`), or null.
 * Unsigned here: shown to the player, never sent as an identity.
 */
export function telegramUserOf(initData: string): TelegramUserName | null {
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as Record<string, unknown> | null;
    if (!user || typeof user !== 'object') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const name = [text(user.first_name), text(user.last_name)].filter(Boolean).join(' ');
    const username = text(user.username) || null;
    if (!name && !username) return null;
    return { name: name || `@${username}`, username };
  } catch {
    return null;
  }
}
