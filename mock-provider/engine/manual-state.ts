import { z } from '../zod';
import { STAKES, type Stake } from '@/shared/lib/bingo';
import { roundEtb } from '@/shared/lib/money';
import type { SnapshotStorage } from './snapshot';

/** The manual engine's rooms (one game per stake), their snapshot and the figures read from a game. */

export interface Player {
  key: string;
  phone: string | null;
  name: string;
  boards: number[];
  bot: boolean;
}

export interface Game {
  gameId: string;
  betAmount: Stake;
  state: 'waiting' | 'inProgress' | 'completed';
  startsAt: number;
  /** When the game was settled or ended (epoch ms); the next game follows `restartMs` later. */
  completedAt: number | null;
  called: number[];
  order: number[];
  /** board id → owner: `conn:<id>` while picked, `player:<phone>` or `bot:<n>` once joined. */
  picks: Map<number, string>;
  players: Map<string, Player>;
  conns: Set<string>;
  checking: boolean;
  timers: Set<unknown>;
}

export const HOUSE_SHARE = 0.2;

const callNumber = z.number().int().min(1).max(75);
export const snapshotSchema = z.object({
  version: z.literal(1),
  configKey: z.string(),
  seq: z.number().int().nonnegative(),
  games: z.array(
    z.object({
      gameId: z.string().min(1),
      betAmount: z.number().refine((n) => (STAKES as readonly number[]).includes(n), 'unknown stake'),
      state: z.enum(['waiting', 'inProgress', 'completed']),
      startsAt: z.number(),
      completedAt: z.number().nullable(),
      order: z.array(callNumber).length(75),
      called: z.array(callNumber).max(75),
      players: z.array(
        z.object({
          key: z.string().min(1),
          phone: z.string().min(1).nullable(),
          name: z.string(),
          boards: z.array(z.number().int().positive()).min(1),
          bot: z.boolean(),
        }),
      ),
    }),
  ),
});

/**
 * What the engine saves after every change of a game (mock mode: a reload mid-game must find the
 * game, spec §4 step 5/7). Plain JSON: times are epoch ms, one game per stake; `players` are the
 * joined players (bots included) with their boards — picks of players who have not joined belong
 * to a connection and are not kept. `configKey` is the JSON of the MockConfig the games ran under
 * (a snapshot saved under another config is discarded).
 */
export type GameSnapshot = z.infer<typeof snapshotSchema>;

/** Where the manual games are kept between runs (see `SnapshotStorage`). */
export type GameStorage = SnapshotStorage<GameSnapshot>;

/** The game as saved (joined players only: picks of players who have not joined are not kept). */
export function toStoredGame(g: Game): GameSnapshot['games'][number] {
  return {
    gameId: g.gameId,
    betAmount: g.betAmount,
    state: g.state,
    startsAt: g.startsAt,
    completedAt: g.completedAt,
    order: [...g.order],
    called: [...g.called],
    players: [...g.players.values()].map((p) => ({ ...p, boards: [...p.boards] })),
  };
}

/** A stored game back as a room: each joined player's boards are picked again, no connections, no timers. */
export function fromStoredGame(s: GameSnapshot['games'][number]): Game {
  const players = new Map<string, Player>(s.players.map((p) => [p.key, { ...p, boards: [...p.boards] }]));
  return {
    ...s,
    betAmount: s.betAmount as Stake,
    order: [...s.order],
    called: [...s.called],
    picks: new Map<number, string>([...players.values()].flatMap((p) => p.boards.map((id): [number, string] => [id, p.key]))),
    players,
    conns: new Set(),
    checking: false,
    timers: new Set(),
  };
}

/** 80 % of all stakes in the game (ETB); the house keeps 20 %. */
export function prizePool(game: Game): number {
  let boards = 0;
  for (const p of game.players.values()) boards += p.boards.length;
  return roundEtb(boards * game.betAmount * (1 - HOUSE_SHARE));
}

/** Seconds left of a waiting game's countdown (0 once it runs). */
export function remaining(game: Game, now: number): number {
  return game.state === 'waiting' ? Math.max(0, Math.ceil((game.startsAt - now) / 1000)) : 0;
}

/** One stake's entry of `_all_game_status`. */
export function stakeStatus(game: Game, now: number) {
  return {
    state: game.state,
    remainingTime: remaining(game, now),
    waiting: { remainingTime: remaining(game, now), totalWinning: prizePool(game) },
    inProgressCount: game.state === 'inProgress' ? 1 : 0,
  };
}

/**
 * Cross-field checks zod's shape cannot express: one game per stake, distinct ids, a call order
 * that is a permutation of 1–75 with the calls its prefix, players with distinct keys matching
 * their phone, boards that exist and belong to one player each.
 */
export function consistent(snap: GameSnapshot, boardCount: number): boolean {
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
