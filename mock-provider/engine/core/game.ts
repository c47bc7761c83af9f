import { roundEtb } from '@/shared/lib/money';
import { shuffled } from '../../world/rng';
import type { World } from '../../world/world';

/** What every game of either mode has: id, stake (ETB), start (epoch ms), call order, calls, listeners, timers. */
export interface RoomGame {
  gameId: string;
  betAmount: number;
  startsAt: number;
  /** 1–75 shuffled; the next call is its first number not called yet. */
  order: number[];
  called: number[];
  /** Connection ids that receive the game's events. */
  conns: Set<string>;
  timers: Set<unknown>;
}

/** The house keeps 20 % of the stakes (spec §9). */
export const HOUSE_SHARE = 0.2;

/** The prize pool of `boards` sold at `betAmount` ETB each: 80 % of the stakes, in ETB. */
export function prizePool(boards: number, betAmount: number): number {
  return roundEtb(boards * betAmount * (1 - HOUSE_SHARE));
}

/** A game's call order: 1–75 shuffled by the engine's seeded rng. */
export const callOrder = (rng: () => number): number[] => shuffled(Array.from({ length: 75 }, (_, i) => i + 1), rng);

/** Board ids (1…board count) nobody holds in `taken`. */
export function freeBoards(world: World, taken: ReadonlyMap<number, unknown>): number[] {
  return world.boards.map((b) => b.board_id).filter((id) => !taken.has(id));
}
