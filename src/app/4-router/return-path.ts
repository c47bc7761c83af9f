import { STORAGE_KEYS } from '@/shared/config';

/** A game screen the player can go back to: the board selector, or the live game at its stake (ETB). */
export type ReturnTarget = { to: '/boardSelector' } | { to: '/gameWindow/$betAmount'; params: { betAmount: number } };

/**
 * The game screen a page unload stored in this tab's session storage (spec §4 manual flow 7 "on
 * return it restores them and navigates to the stored path"), as a typed route target, when it is
 * a game screen the player can go back to; otherwise null. Read without importing the game slices,
 * so the login page stays small.
 */
export function storedReturnTarget(): ReturnTarget | null {
  try {
    const path = sessionStorage.getItem(STORAGE_KEYS.path);
    const gameId = sessionStorage.getItem(STORAGE_KEYS.gameId);
    if (!path || !gameId) return null;
    if (path === '/boardSelector') return { to: '/boardSelector' };
    const stake = /^\/gameWindow\/(\d+(?:\.\d+)?)$/.exec(path)?.[1];
    return stake ? { to: '/gameWindow/$betAmount', params: { betAmount: Number(stake) } } : null;
  } catch {
    return null;
  }
}
