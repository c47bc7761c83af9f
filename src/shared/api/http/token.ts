import { STORAGE_KEYS } from '@/shared/config';

/**
 * The session token in local storage under `token` (spec §3), shared by every tab of the origin.
 * Each tab keeps the token its session started with (`tabToken`): a login of another player in
 * another tab replaces the stored token, but this tab goes on sending its own until it follows
 * (`followSessionOfOtherTabs` reloads it), so it never sends one player's token with another's
 * phone. A logout anywhere (the stored token removed) ends it at once.
 */
let tabToken: string | null = null;
/** After this tab's session ended: the stored token of another tab's login it must not take up. */
let leftBehind: string | undefined;

function stored(): string | null | undefined {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return undefined;
  }
}

/**
 * This tab's bearer token, or null when there is none (logged out here or in another tab).
 * Without storage (private mode) the token written by this tab's login lasts for this page.
 */
export function readToken(): string | null {
  const current = stored();
  if (current === undefined) return tabToken;
  if (current === null || current === leftBehind) {
    tabToken = null;
    return null;
  }
  leftBehind = undefined;
  tabToken ??= current;
  return tabToken;
}

/** The token this tab's session uses, without reading storage (null: none yet or ended). */
export function tabSessionToken(): string | null {
  return tabToken;
}

/** Keeps the token of this tab's new login (spec §3 `token`). */
export function writeToken(token: string): void {
  tabToken = token;
  leftBehind = undefined;
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // private mode without storage: the session lasts for this page only
  }
}

/**
 * Ends this tab's token. The stored token goes too, unless it is another tab's newer login (then
 * it stays for that tab, and this tab never takes it up before it reloads).
 * @returns true when the stored session was this tab's (or none): its player data may go with it
 */
export function removeToken(): boolean {
  const mine = tabToken;
  tabToken = null;
  const current = stored();
  if (current && (current === leftBehind || (mine !== null && current !== mine))) {
    leftBehind = current;
    return false;
  }
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // nothing stored
  }
  return true;
}
