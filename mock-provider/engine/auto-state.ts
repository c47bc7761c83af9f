import { z } from '../zod';
import { PATTERNS, type PatternId } from '@/shared/lib/bingo';
import { roundEtb } from '@/shared/lib/money';
import type { SnapshotStorage } from './snapshot';

/** The scheduled engine's games, their snapshot and the prize pool. */

export const NAMES = ['morning-quick-line', 'lunch-big-win', 'evening-full-card', 'night-owl-special', 'weekend-jackpot'];
export const PATTERN_CYCLE: PatternId[] = ['oneLine', 'twoLines', 'rightHalf'];
export const HOUSE_SHARE = 0.2;

export interface AutoGame {
  gameId: string;
  gameName: string;
  betAmount: number;
  pattern: PatternId;
  startsAt: number;
  status: 'waiting' | 'running' | 'completed';
  order: number[];
  called: number[];
  /** board id → owner phone (or `bot:<n>`). */
  owners: Map<number, string>;
  conns: Set<string>;
  winners: { boardId: number; playerPhone: string; winningAmount: number }[];
  timers: Set<unknown>;
}

const callNumber = z.number().int().min(1).max(75);
export const snapshotSchema = z.object({
  version: z.literal(1),
  configKey: z.string(),
  seq: z.number().int().nonnegative(),
  games: z.array(
    z.object({
      gameId: z.string().min(1),
      gameName: z.string(),
      betAmount: z.number().positive(),
      pattern: z.enum(Object.keys(PATTERNS) as [PatternId, ...PatternId[]]),
      startsAt: z.number(),
      status: z.enum(['waiting', 'running', 'completed']),
      order: z.array(callNumber).length(75),
      called: z.array(callNumber).max(75),
      owners: z.array(z.tuple([z.number().int().positive(), z.string().min(1)])),
      winners: z.array(z.object({ boardId: z.number().int().positive(), playerPhone: z.string(), winningAmount: z.number().nonnegative() })),
    }),
  ),
});

/**
 * What the engine saves after every change (spec §4 Scheduled game flow: a reload must find the
 * game and the boards bought for it). Plain JSON: times are epoch ms, amounts ETB, `owners` is the
 * board id → owner phone (or `bot:<n>`) map as entries, `configKey` the JSON of the AutoConfig the
 * games were scheduled with (a snapshot saved under another config is discarded).
 */
export type AutoSnapshot = z.infer<typeof snapshotSchema>;

/** Where the scheduled games are kept between runs (see `SnapshotStorage`). */
export type AutoStorage = SnapshotStorage<AutoSnapshot>;

/** The game as saved (plain JSON: owners as entries). */
export function toStoredGame(g: AutoGame): AutoSnapshot['games'][number] {
  return {
    gameId: g.gameId,
    gameName: g.gameName,
    betAmount: g.betAmount,
    pattern: g.pattern,
    startsAt: g.startsAt,
    status: g.status,
    order: [...g.order],
    called: [...g.called],
    owners: [...g.owners],
    winners: g.winners.map((w) => ({ ...w })),
  };
}

/** A stored game back, without connections or timers. */
export function fromStoredGame(s: AutoSnapshot['games'][number]): AutoGame {
  return { ...s, owners: new Map(s.owners), winners: s.winners.map((w) => ({ ...w })), conns: new Set<string>(), timers: new Set() };
}

/** 80 % of the boards sold (ETB); the house keeps 20 %. */
export function pool(g: AutoGame): number {
  return roundEtb(g.owners.size * g.betAmount * (1 - HOUSE_SHARE));
}

/**
 * Cross-field checks zod's shape cannot express: distinct game ids, a call order that is a
 * permutation of 1–75, calls taken from it once each, boards (owned and winning) that exist.
 */
export function consistent(snap: AutoSnapshot, boardCount: number): boolean {
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

/** 25 row-major booleans → 5 rows of 5 (the contract's grid shape). */
export function gridOf(cells: readonly boolean[]): boolean[][] {
  return [0, 1, 2, 3, 4].map((r) => cells.slice(r * 5, r * 5 + 5));
}
