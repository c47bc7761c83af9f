import { z } from '../../zod';
import type { RoomGame } from './game';

/**
 * Where a mock engine keeps its games between runs: browser storage in mock mode (so a reload finds
 * them), nothing on `npm run provider`, in pact verification and in tests unless they pass one.
 * `load` may return anything (null when empty); the engine trusts only what `loadTrusted` accepts.
 */
export interface SnapshotStorage<S> {
  load(): unknown;
  save(snapshot: S): void;
}

/**
 * What an engine saves after every change of a game: plain JSON, times in epoch ms. `configKey` is
 * the JSON of the config the games ran under (a snapshot saved under another config is discarded);
 * `seq` numbers the games made so far.
 */
export interface Snapshot<StoredGame> {
  version: 1;
  configKey: string;
  seq: number;
  games: StoredGame[];
}

/** One called number (1–75) as stored. */
export const storedCall = z.number().int().min(1).max(75);

/** The fields every stored game has: id, start (epoch ms), the shuffled call order and the calls. */
export const storedRoom = {
  gameId: z.string().min(1),
  startsAt: z.number(),
  order: z.array(storedCall).length(75),
  called: z.array(storedCall).max(75),
};

/** The fields of `storedRoom` of a game as saved (copies of its order and calls). */
export function storedRoomOf(g: RoomGame) {
  return { gameId: g.gameId, startsAt: g.startsAt, order: [...g.order], called: [...g.called] };
}

/** A stored game back as a room: copies of its order and calls, no connections, no timers. */
export function roomOf<S extends { order: number[]; called: number[] }>(s: S) {
  return { ...s, order: [...s.order], called: [...s.called], conns: new Set<string>(), timers: new Set<unknown>() };
}

/** The snapshot schema around one mode's stored game. */
export function snapshotSchemaOf<G extends z.ZodType>(game: G) {
  return z.object({ version: z.literal(1), configKey: z.string(), seq: z.number().int().nonnegative(), games: z.array(game) });
}

/**
 * How one mode saves and restores its games: the snapshot's schema, the game as saved and back
 * (without connections or timers), the cross-field checks zod's shape cannot express, and the name
 * of the games in the console line of a discarded snapshot (e.g. "scheduled games").
 */
export interface RoomPersistence<Game, StoredGame> {
  schema: z.ZodType<Snapshot<StoredGame>>;
  toStored(game: Game): StoredGame;
  fromStored(stored: StoredGame): Game;
  consistent(snapshot: Snapshot<StoredGame>, boardCount: number): boolean;
  what: string;
}

/**
 * The stored snapshot when it can be trusted: it parses with `schema`, was saved under the same
 * config (`configKey`) and passes `consistent`; otherwise null, with a console line saying why.
 * @param what the games named in that line, e.g. "scheduled games"
 */
export function loadTrusted<S extends { configKey: string }>(
  storage: SnapshotStorage<S> | undefined,
  schema: z.ZodType<S>,
  configKey: string,
  consistent: (snapshot: S) => boolean,
  what: string,
): S | null {
  let raw: unknown;
  try {
    raw = storage?.load() ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  const why = !parsed.success ? 'malformed' : parsed.data.configKey !== configKey ? 'saved under another config' : !consistent(parsed.data) ? 'inconsistent' : null;
  if (why || !parsed.success) {
    console.info(`[mock provider] ${what} not restored (${why}); starting new ones`);
    return null;
  }
  return parsed.data;
}

/**
 * One engine's snapshot storage with its mode's persistence: saves the games after every change
 * and brings them back when they can be trusted. Without a storage (npm run provider, pact
 * verification, tests that pass none) nothing is read or written.
 */
export class SnapshotStore<Game, StoredGame> {
  constructor(
    private storage: SnapshotStorage<Snapshot<StoredGame>> | undefined,
    private persistence: RoomPersistence<Game, StoredGame>,
    private boardCount: () => number,
  ) {}

  /** Saves every game under `configKey` (the config's JSON) with the count of games made so far. */
  save(games: Iterable<Game>, configKey: string, seq: number): void {
    if (!this.storage) return;
    this.storage.save({ version: 1, configKey, seq, games: [...games].map((g) => this.persistence.toStored(g)) });
  }

  /** The stored games and count when they can be trusted (same config, consistent), without timers; null otherwise. */
  restore(configKey: string): { seq: number; games: Game[] } | null {
    const { schema, consistent, what, fromStored } = this.persistence;
    const snap = loadTrusted(this.storage, schema, configKey, (s) => consistent(s, this.boardCount()), what);
    return snap ? { seq: snap.seq, games: snap.games.map(fromStored) } : null;
  }
}
