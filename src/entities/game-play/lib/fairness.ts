import { letterOf } from '@/shared/lib/bingo';
import type { Call } from './calls';

/**
 * Fairness view (ours, not in the spec): what the device keeps about each finished game so a player
 * can check its calls — the calls as they arrived and the server's final `called_numbers`.
 */

/** A call as it reached this device: the number, its letter and when it arrived (epoch ms). */
export interface SeenCall extends Call {
  at: number;
}

/**
 * One finished game as this device saw it (fairness view, ours).
 * - `seen`: the calls in the order they arrived (live calls and those a rejoin brought back; never
 *   the end payload's list)
 * - `serverFinal`: the server's final `called_numbers`, or null when the end payload had none
 * - `players`, `boards`: the counts the server sent with the end (proposed `players_count`,
 *   `boards_count`); absent when it sent none — never guessed
 * - `endedAt`: epoch ms when the end reached the device
 */
export interface GameCallsRecord {
  gameId: string;
  kind: 'manual' | 'scheduled';
  seen: SeenCall[];
  serverFinal: number[] | null;
  players?: number;
  boards?: number;
  endedAt: number;
}

/** The stored records per player phone, oldest game first (`cartela.player.gameCalls`). */
export type StoredGameCalls = Record<string, GameCallsRecord[]>;

/** How many finished games the device keeps per player. */
export const MAX_GAMES_PER_PLAYER = 50;

/** Whether `n` can be a bingo call (an integer 1–75; 0 is the free centre, never a call). */
export const isBingoNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 75;

/**
 * Adds a call that arrived at `at` (epoch ms) to the ones seen, in arrival order, with its letter
 * taken from the number (B 1-15 … O 61-75). A number seen before keeps its first arrival; a value
 * that is not a call (0, out of range, not an integer) changes nothing. Returns the same array when
 * nothing is added.
 */
export function recordArrival(records: SeenCall[], call: { number: number; at: number }): SeenCall[] {
  if (!isBingoNumber(call.number) || records.some((r) => r.number === call.number)) return records;
  return [...records, { number: call.number, letter: letterOf(call.number), at: call.at }];
}

/** What the calls the device saw say against the server's final list. */
export type CallsComparison =
  | { kind: 'match' }
  /** `missing`: in the server's list, never seen here (server order); `extra`: seen here, not in the server's list (arrival order). */
  | { kind: 'differ'; missing: number[]; extra: number[] }
  /** The server sent no final list: nothing to compare. */
  | { kind: 'unknown' };

/**
 * Compares the calls seen on the device with the server's final `called_numbers` as sets of numbers
 * (a repeat or a 0 in either list is ignored). Null or absent server list: `unknown`.
 */
export function compareCalls(seen: readonly { number: number }[], serverFinal: readonly number[] | null | undefined): CallsComparison {
  if (!serverFinal) return { kind: 'unknown' };
  const server = distinctCalls(serverFinal);
  const here = distinctCalls(seen.map((s) => s.number));
  const missing = server.filter((n) => !here.includes(n));
  const extra = here.filter((n) => !server.includes(n));
  return missing.length === 0 && extra.length === 0 ? { kind: 'match' } : { kind: 'differ', missing, extra };
}

/** The calls of a list in first-seen order, each once, without values that are not calls. */
export function distinctCalls(numbers: readonly number[]): number[] {
  const out: number[] = [];
  for (const n of numbers) if (isBingoNumber(n) && !out.includes(n)) out.push(n);
  return out;
}

/**
 * Adds a finished game to a player's records: a record of the same game and kind is replaced,
 * the newest goes last, and only the last `max` games stay (50 by default).
 */
export function keepGame(records: readonly GameCallsRecord[], record: GameCallsRecord, max = MAX_GAMES_PER_PLAYER): GameCallsRecord[] {
  const others = records.filter((r) => !(r.gameId === record.gameId && r.kind === record.kind));
  return [...others, record].slice(-max);
}

/** Adds a finished game of the player `phone` to the stored records (see `keepGame`). */
export function addGameRecord(stored: StoredGameCalls, phone: string, record: GameCallsRecord): StoredGameCalls {
  return { ...stored, [phone]: keepGame(stored[phone] ?? [], record) };
}

/**
 * Reads the stored value (JSON text or null). Anything unreadable counts as nothing stored; a record
 * of the wrong shape is left out; seen calls are kept only when they are calls.
 */
export function parseStoredGameCalls(raw: string | null): StoredGameCalls {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isObject(value)) return {};
  const out: StoredGameCalls = {};
  for (const [phone, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    out[phone] = list.flatMap((r) => {
      const record = readRecord(r);
      return record ? [record] : [];
    });
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function readRecord(r: unknown): GameCallsRecord | null {
  if (!isObject(r) || typeof r.gameId !== 'string' || (r.kind !== 'manual' && r.kind !== 'scheduled') || !Array.isArray(r.seen) || typeof r.endedAt !== 'number') return null;
  let seen: SeenCall[] = [];
  for (const s of r.seen) if (isObject(s) && isBingoNumber(s.number) && typeof s.at === 'number') seen = recordArrival(seen, { number: s.number, at: s.at });
  const serverFinal = Array.isArray(r.serverFinal) ? r.serverFinal.filter(isBingoNumber) : null;
  return {
    gameId: r.gameId,
    kind: r.kind,
    seen,
    serverFinal,
    ...(isCount(r.players) ? { players: r.players } : {}),
    ...(isCount(r.boards) ? { boards: r.boards } : {}),
    endedAt: r.endedAt,
  };
}
