import { readToken } from '@/shared/api';

/**
 * The game a player is seated in, kept on the device per player (ours, beside spec §4 manual flow 5
 * and 7): local storage `cartela.activeGames`, by phone. A new tab, a restarted phone or a Telegram
 * Mini App opened again finds it and offers "Back to your game". Written only while a session holds a
 * token; an entry is shown only to the player it names, and is dropped after `KEEP_MS`.
 */

/** The local-storage key (beside `PLAYER_KEPT_KEYS` of shared/config, which the login page loads). */
const KEY = 'cartela.activeGames';

/** Where a player is seated: the mode, the game id, the stake per board (ETB) and the boards. */
export interface ActiveGame {
  mode: 'manual' | 'scheduled';
  gameId: string;
  /** ETB per board. */
  betAmount: number;
  /** Board ids (none when the server did not name them). */
  boards: number[];
  /** The prize pool (ደራሽ) last seen, ETB; absent when none was seen. */
  prizePool?: number;
}
/** A kept entry: the game and when it was written (epoch ms, device clock). */
export interface KeptGame extends ActiveGame {
  at: number;
}

/** How long a seat is kept (ms): a bingo round is over long before. */
export const KEEP_MS = 4 * 60 * 60 * 1000;

/**
 * Reads a game tolerantly (a kept entry or the proposed `activeGame` of GET /users/get_user_info):
 * `null`, absent or a shape this client does not know give null.
 */
export function readActiveGame(value: unknown): ActiveGame | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const boards = Array.isArray(v.boardIds) ? v.boardIds : Array.isArray(v.boards) ? v.boards : [];
  if (v.mode !== 'manual' && v.mode !== 'scheduled') return null;
  if (typeof v.gameId !== 'string' || v.gameId === '' || typeof v.betAmount !== 'number' || !(v.betAmount > 0)) return null;
  return {
    mode: v.mode,
    gameId: v.gameId,
    betAmount: v.betAmount,
    boards: boards.filter((b): b is number => Number.isInteger(b) && b > 0).slice(0, 2),
    ...(typeof v.prizePool === 'number' && v.prizePool >= 0 ? { prizePool: v.prizePool } : {}),
  };
}

function readAll(): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, unknown>): void {
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage unavailable: nothing is kept for another tab
  }
}

/** The game kept for `phone`, if written less than `KEEP_MS` before `now` (epoch ms); else null. */
export function readKeptGame(phone: string, now: number): KeptGame | null {
  const entry = readAll()[phone] as { at?: unknown } | undefined;
  const game = readActiveGame(entry);
  if (!game || typeof entry?.at !== 'number' || now - entry.at >= KEEP_MS || entry.at > now + KEEP_MS) return null;
  return { ...game, at: entry.at };
}

/**
 * Keeps `game` for `phone` (stamped `now`), or with `null` forgets the player's game. Nothing is
 * written once this tab's session has ended (no token); expired entries of any player go.
 */
export function writeKeptGame(phone: string, game: ActiveGame | null, now: number): void {
  if (game !== null && readToken() === null) return;
  const all = readAll();
  const kept = Object.fromEntries(
    Object.entries(all).filter(([p, e]) => p !== phone && typeof (e as { at?: unknown } | null)?.at === 'number' && now - (e as { at: number }).at < KEEP_MS),
  );
  writeAll(game ? { ...kept, [phone]: { ...game, at: now } } : kept);
}
