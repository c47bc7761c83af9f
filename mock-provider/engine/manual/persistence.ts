import { z } from '../../zod';
import { STAKES, type Stake } from '@/shared/lib/bingo';
import { roomOf, snapshotSchemaOf, storedRoom, storedRoomOf, type RoomPersistence, type Snapshot, type SnapshotStorage } from '../core/snapshot';
import type { Game, Player } from './state';

/** How the manual rooms are saved and restored (mock mode: a reload mid-game finds the game, spec §4 step 5/7). */

const storedGame = z.object({
  ...storedRoom,
  betAmount: z.number().refine((n) => (STAKES as readonly number[]).includes(n), 'unknown stake'),
  state: z.enum(['waiting', 'inProgress', 'completed']),
  completedAt: z.number().nullable(),
  players: z.array(
    z.object({
      key: z.string().min(1),
      phone: z.string().min(1).nullable(),
      name: z.string(),
      boards: z.array(z.number().int().positive()).min(1),
      bot: z.boolean(),
    }),
  ),
});

/** A manual game as saved. */
export type StoredGame = z.infer<typeof storedGame>;

/**
 * The manual engine's snapshot: one game per stake; `players` are the joined players (bots
 * included) with their boards — picks of players who have not joined belong to a connection and
 * are not kept. `configKey` is the JSON of the MockConfig the games ran under.
 */
export type GameSnapshot = Snapshot<StoredGame>;

/** Where the manual games are kept between runs (see `SnapshotStorage`). */
export type GameStorage = SnapshotStorage<GameSnapshot>;

/** The game as saved (joined players only: picks of players who have not joined are not kept). */
function toStored(g: Game): StoredGame {
  const players = [...g.players.values()].map((p) => ({ ...p, boards: [...p.boards] }));
  return { ...storedRoomOf(g), betAmount: g.betAmount, state: g.state, completedAt: g.completedAt, players };
}

/** A stored game back as a room: each joined player's boards are picked again, no connections, no timers. */
function fromStored(s: StoredGame): Game {
  const players = new Map<string, Player>(s.players.map((p) => [p.key, { ...p, boards: [...p.boards] }]));
  const picks = new Map<number, string>([...players.values()].flatMap((p) => p.boards.map((id): [number, string] => [id, p.key])));
  return { ...roomOf(s), betAmount: s.betAmount as Stake, picks, players, checking: false };
}

/**
 * Cross-field checks zod's shape cannot express: one game per stake, distinct ids, a call order
 * that is a permutation of 1–75 with the calls its prefix, players with distinct keys matching
 * their phone, boards that exist and belong to one player each.
 */
function consistent(snap: GameSnapshot, boardCount: number): boolean {
  if (new Set(snap.games.map((g) => g.betAmount)).size !== snap.games.length) return false;
  if (new Set(snap.games.map((g) => g.gameId)).size !== snap.games.length) return false;
  return snap.games.every((g) => {
    const boards = g.players.flatMap((p) => p.boards);
    return (
      new Set(g.order).size === 75 &&
      g.called.every((n, i) => g.order[i] === n) &&
      (g.state !== 'waiting' || g.called.length === 0) &&
      (g.state === 'completed') === (g.completedAt !== null) &&
      new Set(g.players.map((p) => p.key)).size === g.players.length &&
      g.players.every((p) => (p.bot ? p.phone === null && p.key.startsWith('bot:') : p.key === `player:${p.phone}`)) &&
      boards.every((id) => id <= boardCount) &&
      new Set(boards).size === boards.length
    );
  });
}

export const manualPersistence: RoomPersistence<Game, StoredGame> = {
  schema: snapshotSchemaOf(storedGame),
  toStored,
  fromStored,
  consistent,
  what: 'manual games',
};
