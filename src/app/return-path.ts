import { STORAGE_KEYS } from '@/shared/config';

/**
 * The path a page unload stored in this tab's session storage (spec §4 manual flow 7 "on return it
 * restores them and navigates to the stored path"), when it is a game screen the player can go
 * back to; otherwise null. Read without importing the game slices, so the login page stays small.
 */
export function storedReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(STORAGE_KEYS.path);
    const gameId = sessionStorage.getItem(STORAGE_KEYS.gameId);
    if (!path || !gameId) return null;
    return /^\/(gameWindow\/\d+(\.\d+)?|boardSelector)$/.test(path) ? path : null;
  } catch {
    return null;
  }
}
