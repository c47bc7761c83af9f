import { PLAYER_DEVICE_KEYS } from '@/shared/config';
import { removeToken } from './http/token';

/**
 * Forgets everything of the player kept on the device (spec §3 storage keys, §4 Logout): the token
 * in local storage and the whole session storage of the tab (game id, stored path, bet amount,
 * selected boards, marks per game, the disconnected flag, a pending deposit) and our per-player
 * local-storage keys (`PLAYER_DEVICE_KEYS`). A shared phone keeps nothing of the last player but
 * what must outlive the session (`PLAYER_KEPT_KEYS`: unsettled money intents, each naming its
 * player and shown only to them).
 * Device preferences (sound, language) and the mock provider's own keys stay. When another tab has
 * meanwhile logged in another player, that player's token and device keys stay (only this tab ends).
 */
export function forgetStoredPlayer(): void {
  // another tab's newer login keeps its token and its player's device keys; this tab's storage goes
  const ownSession = removeToken();
  try {
    if (ownSession) for (const key of Object.values(PLAYER_DEVICE_KEYS)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * Ends the session by a full page load of `/auth` (spec §2.1, §8 row 1: a 401 or 403 from any call,
 * and a socket refused as `unauthorized`), remembering the place the player was on in `redirect`.
 * The page load drops every in-memory store, the query cache and the socket.
 */
export function endSessionAtLogin(): void {
  forgetStoredPlayer();
  if (typeof window === 'undefined' || window.location.pathname === '/auth') return;
  const back = window.location.pathname + window.location.search;
  window.location.assign(`/auth?redirect=${encodeURIComponent(back)}`);
}

/**
 * After a logout (spec §2.1 "Logging out also goes to /auth"): a full page load of `/auth`, so no
 * in-memory store, query cache entry or socket of the last player survives on a shared phone.
 */
export function leaveForLoginPage(): void {
  if (typeof window !== 'undefined') window.location.assign('/auth');
}
