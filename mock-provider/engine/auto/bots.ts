import { shuffled } from '../../world/rng';
import type { World } from '../../world/world';
import { freeBoards } from '../core/game';
import type { AutoGame } from './state';

/** Simulated buyers of an auto game: each buys one or two free boards before the start (bots pay nothing). */

/** Bot `i` buys up to `want` free boards of a waiting game; false when it did not try (game not waiting, already bought). */
export function botBuys(world: World, g: AutoGame, i: number, want: number, rng: () => number): boolean {
  // after a reload the buyers are scheduled again: one that already bought does not buy twice
  if (g.status !== 'waiting' || [...g.owners.values()].includes(`bot:${i}`)) return false;
  for (const id of shuffled(freeBoards(world, g.owners), rng).slice(0, want)) g.owners.set(id, `bot:${i}`);
  return true;
}
