import { readToken } from '@/shared/api';
import { STORAGE_KEYS } from '@/shared/config';

/**
 * Session storage of the game the player is in (spec §4 manual flow 7, §9 storage keys): game id,
 * stored path, bet amount, selected boards, and the player's marks, the calls seen and the boards
 * claimed per game id. Every access is guarded: private modes and full quotas must not break the game.
 */
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  // a game is kept only for a logged-in player: after a logout (the page unloading on its way to
  // /auth) nothing of the last player may be written back for the next one on a shared phone
  if (value !== null && !readToken()) return;
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable: the game lives in memory only
  }
}
function parseIds(raw: string | null): number[] {
  try {
    const v: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0).slice(0, 2) : [];
  } catch {
    return [];
  }
}

/** What a reload left behind: game id, stake (ETB), boards and the path the player was on. */
export interface SavedGame {
  gameId: string | null;
  betAmount: number;
  boards: number[];
  path: string | null;
}

/** Reads the saved game (spec §4 step 7 "on return it restores them"). */
export function readSavedGame(): SavedGame {
  const bet = Number(read(STORAGE_KEYS.betAmount));
  return {
    gameId: read(STORAGE_KEYS.gameId) || null,
    betAmount: Number.isFinite(bet) && bet > 0 ? bet : 0,
    boards: parseIds(read(STORAGE_KEYS.selectedBoards)),
    path: read(STORAGE_KEYS.path),
  };
}

/** Stores path, bet amount and (in game) boards before the page unloads (spec §4 step 7). */
export function saveForReturn(p: { path: string; betAmount: number; boards?: number[] }): void {
  write(STORAGE_KEYS.path, p.path);
  write(STORAGE_KEYS.betAmount, p.betAmount > 0 ? String(p.betAmount) : null);
  write(STORAGE_KEYS.selectedBoards, p.boards ? JSON.stringify(p.boards) : null);
}

/** Forgets what `saveForReturn` stored (the game was left or is over). */
export function clearSavedGame(): void {
  write(PRIZE_KEY, null);
  write(STORAGE_KEYS.path, null);
  write(STORAGE_KEYS.betAmount, null);
  write(STORAGE_KEYS.selectedBoards, null);
}

/** Writes or removes the game id (spec §4 "set or reset, which writes it to or removes it from session storage"). */
export function writeGameId(gameId: string | null): void {
  write(STORAGE_KEYS.gameId, gameId);
}

const PRIZE_KEY = 'prizePool';

/** The prize pool (ETB) last seen in game `gameId` (session storage `prizePool`); 0 when none was kept for it. */
export function readPrizePool(gameId: string): number {
  try {
    const v = JSON.parse(read(PRIZE_KEY) ?? 'null') as { gameId?: unknown; total?: unknown } | null;
    return v?.gameId === gameId && typeof v.total === 'number' && v.total >= 0 ? v.total : 0;
  } catch {
    return 0;
  }
}

/** Keeps the prize pool (ETB) of game `gameId` for a reload. */
export function writePrizePool(p: { gameId: string; total: number }): void {
  write(PRIZE_KEY, JSON.stringify(p));
}

const marksKey = (gameId: string) => `marks.${gameId}`;

/** The player's marks of one game, by board id (kept locally per game id so a reload keeps them). */
export function readMarks(gameId: string): Record<number, number[]> {
  try {
    const v: unknown = JSON.parse(read(marksKey(gameId)) ?? '{}');
    if (!v || typeof v !== 'object') return {};
    const out: Record<number, number[]> = {};
    for (const [k, list] of Object.entries(v)) {
      if (Array.isArray(list)) out[Number(k)] = list.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 75);
    }
    return out;
  } catch {
    return {};
  }
}

/** Stores the marks of one game; `null` removes them. */
export function writeMarks(gameId: string, marks: Record<number, number[]> | null): void {
  write(marksKey(gameId), marks ? JSON.stringify(marks) : null);
}

const callsKey = (gameId: string) => `calls.${gameId}`;

/**
 * The numbers called in one game as this page saw them, in order (kept locally per game id, so a
 * reload shows the strip at once, before the server's snapshot): numbers 1–75, each once; anything
 * unreadable gives none.
 */
export function readCalls(gameId: string): number[] {
  try {
    const v: unknown = JSON.parse(read(callsKey(gameId)) ?? '[]');
    if (!Array.isArray(v)) return [];
    return [...new Set(v.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 75))];
  } catch {
    return [];
  }
}

/** Stores the numbers called in one game, in order; `null` removes them. */
export function writeCalls(gameId: string, calls: number[] | null): void {
  write(callsKey(gameId), calls ? JSON.stringify(calls) : null);
}

const claimsKey = (gameId: string) => `claims.${gameId}`;

/**
 * The boards of one game whose bingo claim was sent (spec §5), as board ids (kept locally per game
 * id, so a reload does not claim a board again); anything unreadable gives none.
 */
export function readClaims(gameId: string): number[] {
  return [...new Set(parseIds(read(claimsKey(gameId))))];
}

/** Stores the boards of one game whose claim was sent; `null` removes them. */
export function writeClaims(gameId: string, boardIds: number[] | null): void {
  write(claimsKey(gameId), boardIds ? JSON.stringify(boardIds) : null);
}
