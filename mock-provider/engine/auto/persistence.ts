import { z } from '../../zod';
import { PATTERNS, type PatternId } from '@/shared/lib/bingo';
import { roomOf, snapshotSchemaOf, storedRoom, storedRoomOf, type RoomPersistence, type Snapshot, type SnapshotStorage } from '../core/snapshot';
import type { AutoGame } from './state';

/** How the auto games are saved and restored (spec §4 Scheduled game flow: a reload finds the game and the boards bought). */

const storedGame = z.object({
  ...storedRoom,
  gameName: z.string(),
  betAmount: z.number().positive(),
  pattern: z.enum(Object.keys(PATTERNS) as [PatternId, ...PatternId[]]),
  status: z.enum(['waiting', 'running', 'completed']),
  owners: z.array(z.tuple([z.number().int().positive(), z.string().min(1)])),
  winners: z.array(z.object({ boardId: z.number().int().positive(), playerPhone: z.string(), winningAmount: z.number().nonnegative() })),
});

/** An auto game as saved. */
export type StoredAutoGame = z.infer<typeof storedGame>;
type StoredGame = StoredAutoGame;

/**
 * The auto engine's snapshot: amounts in ETB, `owners` is the board id → owner phone (or `bot:<n>`)
 * map as entries, `configKey` the JSON of the AutoConfig the games were made with.
 */
export type AutoSnapshot = Snapshot<StoredGame>;

/** Where the auto games are kept between runs (see `SnapshotStorage`). */
export type AutoStorage = SnapshotStorage<AutoSnapshot>;

/** The game as saved (plain JSON: owners as entries). */
function toStored(g: AutoGame): StoredGame {
  const winners = g.winners.map((w) => ({ ...w }));
  return { ...storedRoomOf(g), gameName: g.gameName, betAmount: g.betAmount, pattern: g.pattern, status: g.status, owners: [...g.owners], winners };
}

/** A stored game back, without connections or timers. */
function fromStored(s: StoredGame): AutoGame {
  return { ...roomOf(s), owners: new Map(s.owners), winners: s.winners.map((w) => ({ ...w })) };
}

/**
 * Cross-field checks zod's shape cannot express: distinct game ids, a call order that is a
 * permutation of 1–75, calls taken from it once each, boards (owned and winning) that exist.
 */
function consistent(snap: AutoSnapshot, boardCount: number): boolean {
  if (new Set(snap.games.map((g) => g.gameId)).size !== snap.games.length) return false;
  return snap.games.every(
    (g) =>
      new Set(g.order).size === 75 &&
      new Set(g.called).size === g.called.length &&
      (g.status !== 'waiting' || g.called.length === 0) &&
      g.owners.every(([id]) => id <= boardCount) &&
      new Set(g.owners.map(([id]) => id)).size === g.owners.length &&
      g.winners.every((w) => g.owners.some(([id]) => id === w.boardId)),
  );
}

export const autoPersistence: RoomPersistence<AutoGame, StoredGame> = {
  schema: snapshotSchemaOf(storedGame),
  toStored,
  fromStored,
  consistent,
  what: 'scheduled games',
};
