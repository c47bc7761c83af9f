import { STORAGE_KEYS } from '@/shared/config';
import { tabSessionToken } from './http/token';
import { forgetStoredPlayer } from './session-end';

/**
 * Tabs share the session (spec §3 `token` in local storage): a logout in another tab (the stored
 * token removed) sends this tab to `/auth` with its session storage cleared; a login in another
 * tab (another token stored) reloads this tab at `/` as that player, its last player's game
 * forgotten first. Until it has moved, this tab keeps sending its own token (http/token.ts), never
 * the other player's with its own player's phone. Listens to the `storage` event, which fires in
 * every tab of the origin but the one that wrote. Installs once; returns the uninstall function.
 */
export function followSessionOfOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const now = event.key === null ? null : event.newValue;
    const mine = tabSessionToken();
    if (now === mine) return;
    if (now === null) {
      if (mine === null) return;
      forgetStoredPlayer();
      if (target.location.pathname !== '/auth') target.location.assign('/auth');
      return;
    }
    if (mine !== null) forgetStoredPlayer();
    target.location.assign('/');
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
