import { PLAYER_DEVICE_KEYS, STORAGE_KEYS } from '@/shared/config';
import { telegramLaunchParams } from './launch';
import { parseStartParam } from './start-param';

/**
 * A stored session and the Telegram user who opens the Mini App. On a phone shared by a family each
 * member has their own Telegram, but the Mini App's storage is the phone's: the session is bound to
 * the Telegram user of the launch it began in (`cartela.telegram.user`, a per-player device key that
 * logout removes), and a launch by another Telegram user ends it before the app starts.
 */

/** Where a launch's deep link was already followed (the init data's `hash`), so a reload does not follow it again. */
const FOLLOWED_KEY = 'cartela.telegram.followed';

/**
 * The Telegram user id in raw launch parameters (`tgWebAppData`'s `user.id`), or null. Unsigned: it
 * may end a session, never start one (the server alone says who signs in, from the signed init data).
 */
export function launchUserId(launchParams: string | null): number | null {
  if (!launchParams) return null;
  try {
    const user = JSON.parse(new URLSearchParams(new URLSearchParams(launchParams).get('tgWebAppData') ?? '').get('user') ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'number' && Number.isSafeInteger(user.id) ? user.id : null;
  } catch {
    return null;
  }
}

/**
 * Binds the session that just started to the Telegram user of this launch (or to none outside
 * Telegram). Called when a verified player's token is kept (spec §3), whatever way they signed in.
 */
export function bindSessionToTelegramUser(launchParams: string | null = telegramLaunchParams()): void {
  const id = launchUserId(launchParams);
  try {
    if (id === null) localStorage.removeItem(PLAYER_DEVICE_KEYS.telegramUser);
    else localStorage.setItem(PLAYER_DEVICE_KEYS.telegramUser, String(id));
  } catch {
    // no storage: no stored session to bind either
  }
}

/** What a launch means for the app about to start. */
export interface TelegramLaunchOutcome {
  /** The stored session belongs to another Telegram user (or to none): end it as logout does before anything reads it. */
  endStoredSession: boolean;
  /** A returning player's deep link to follow now (an in-app path), or null. */
  path: string | null;
}

/**
 * Settles a Telegram launch before the app starts: a stored session (token) of another Telegram user
 * than the launch's — or of none — must end; the same player's deep link `game_<id>` opens that
 * scheduled game's board selector, once per launch (a player without a session gets there after
 * signing in: features/telegram-mini-app). Outside Telegram nothing happens.
 */
export function settleTelegramLaunch(launchParams: string | null = telegramLaunchParams()): TelegramLaunchOutcome {
  const none = { endStoredSession: false, path: null };
  if (!launchParams) return none;
  try {
    const params = new URLSearchParams(launchParams);
    const initData = new URLSearchParams(params.get('tgWebAppData') ?? '');
    const launchId = initData.get('hash') ?? params.get('tgWebAppData') ?? '';
    const firstTime = sessionStorage.getItem(FOLLOWED_KEY) !== launchId;
    sessionStorage.setItem(FOLLOWED_KEY, launchId);
    if (!localStorage.getItem(STORAGE_KEYS.token)) return none;
    const bound = localStorage.getItem(PLAYER_DEVICE_KEYS.telegramUser);
    const user = launchUserId(launchParams);
    if (user === null || bound !== String(user)) return { endStoredSession: true, path: null };
    const start = firstTime ? parseStartParam(params.get('tgWebAppStartParam') || initData.get('start_param')) : null;
    return { endStoredSession: false, path: start?.kind === 'game' ? `/autoBoardSelector/${encodeURIComponent(start.gameId)}` : null };
  } catch {
    return none;
  }
}
