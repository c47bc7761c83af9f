import { shuffled } from '../../world/rng';
import type { World } from '../../world/world';
import { freeBoards } from '../core/game';
import { checkClaim } from './rules';
import type { Game, Player } from './state';

/**
 * Simulated players of a manual room: each picks one or two free boards during the countdown and
 * claims as soon as one of its boards completes the stake's pattern.
 */

/** Bot `i` joins a waiting game with up to `want` free boards; false when it did not (already in, game running, no board free). */
export function botJoins(world: World, game: Game, i: number, want: number, rng: () => number): boolean {
  const key = `bot:${i}`;
  // after a reload the bots are scheduled again: one that already joined does not join twice
  if (game.state !== 'waiting' || game.players.has(key)) return false;
  const boards = shuffled(freeBoards(world, game.picks), rng).slice(0, want);
  if (boards.length === 0) return false;
  for (const id of boards) game.picks.set(id, key);
  game.players.set(key, { key, phone: null, name: `player${100 + i}`, boards, bot: true });
  return true;
}

/** The first bot holding a board that completes the pattern with the calls so far, and that board. */
export function botWithBingo(world: World, game: Game): { player: Player; boardId: number } | null {
  for (const player of game.players.values()) {
    if (!player.bot) continue;
    const boardId = player.boards.find((id) => checkClaim(world, game, id).won);
    if (boardId !== undefined) return { player, boardId };
  }
  return null;
}
