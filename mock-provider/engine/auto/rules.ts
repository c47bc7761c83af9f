import { boardCells, canPickBoard, checkWin, MAX_BOARDS, type PatternId } from '@/shared/lib/bingo';
import { limitRefusalText } from '../../world/limits';
import type { World } from '../../world/world';
import { prizePool as poolOf } from '../core/game';
import type { AutoGame } from './state';

/** The auto game's rules: names and patterns in turn, the prize pool, the purchase rule and the winners of a call. */

export const NAMES = ['morning-quick-line', 'lunch-big-win', 'evening-full-card', 'night-owl-special', 'weekend-jackpot'];
export const PATTERN_CYCLE: PatternId[] = ['oneLine', 'twoLines', 'rightHalf'];

/** 80 % of the boards sold (ETB); the house keeps 20 %. */
export function prizePool(g: AutoGame): number {
  return poolOf(g.owners.size, g.betAmount);
}

/**
 * Why `phone` may not buy `ids` (distinct) of waiting game `g`, before money moves; null when the
 * purchase may go ahead to the debit. The two-board rule counts the boards the player already owns.
 */
export function purchaseRefusal(world: World, g: AutoGame, phone: string, ids: number[]): string | null {
  if (ids.some((id) => !world.boards[id - 1])) return 'Unknown board.';
  const taken = ids.filter((id) => g.owners.has(id));
  if (taken.length > 0) return `Board ${taken.join(', ')} is already taken.`;
  const held = [...g.owners].filter(([, owner]) => owner === phone).map(([id]) => id);
  if (!ids.every((id, k) => canPickBoard(id, [...held, ...ids.slice(0, k)], []))) return `At most ${MAX_BOARDS} boards per player.`;
  if (!world.account(phone)) return 'Unknown player.';
  return limitRefusalText(world, phone, 'stake', g.betAmount * ids.length);
}

/** Every board that completes the game's pattern with the calls so far (they share the pool). */
export function winningBoards(world: World, g: AutoGame): number[] {
  return [...g.owners.keys()].filter((id) => checkWin(boardCells(world.boards[id - 1].board_numbers), g.called, g.pattern).won);
}

/** 25 row-major booleans → 5 rows of 5 (the contract's grid shape). */
export function gridOf(cells: readonly boolean[]): boolean[][] {
  return [0, 1, 2, 3, 4].map((r) => cells.slice(r * 5, r * 5 + 5));
}

/** The auto game's rules as one collaborator of the schedule and the purchase (tests may pass other rules). */
export const autoRules = { prizePool, purchaseRefusal, winningBoards };
export type AutoRules = typeof autoRules;
