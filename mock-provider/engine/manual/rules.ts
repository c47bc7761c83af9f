import { boardCells, canPickBoard, checkWin, stakeRule } from '@/shared/lib/bingo';
import { limitRefusalText } from '../../world/limits';
import type { World } from '../../world/world';
import { prizePool as poolOf } from '../core/game';
import type { Game } from './state';

/** The manual game's rules: prize pool, countdown, stake status, the pick rule, joining and claims. */

/** 80 % of all stakes in the game (ETB); the house keeps 20 % (spec §9). */
export function prizePool(game: Game): number {
  let boards = 0;
  for (const p of game.players.values()) boards += p.boards.length;
  return poolOf(boards, game.betAmount);
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
 * A board toggle by `owner` (`conn:<id>`) during the countdown (spec §4 manual flow step 2): its
 * own pick is unpicked; a free board is picked when the two-board rule allows it. Returns whether
 * the picks changed.
 */
export function togglePick(game: Game, owner: string, boardId: number): boolean {
  const current = game.picks.get(boardId);
  if (current === owner) {
    game.picks.delete(boardId);
    return true;
  }
  const held: number[] = [];
  const others: number[] = [];
  for (const [id, o] of game.picks) (o === owner ? held : others).push(id);
  if (!canPickBoard(boardId, held, others)) return false;
  game.picks.set(boardId, owner);
  return true;
}

/** Frees every pick of `owner` in a waiting game; whether any was freed. */
export function releasePicks(game: Game, owner: string): boolean {
  if (game.state !== 'waiting') return false;
  let changed = false;
  for (const [id, o] of game.picks) {
    if (o === owner) {
      game.picks.delete(id);
      changed = true;
    }
  }
  return changed;
}

/**
 * Why a join of a waiting game with `boardIds` by `phone` (whose picks are owned by `owner`) is
 * refused, before money moves; null when it may go ahead to the debit.
 */
export function joinRefusal(world: World, game: Game, p: { phone: string; betAmount: number }, owner: string, boardIds: number[]): string | null {
  if (game.betAmount !== p.betAmount) return 'Wrong stake for this game.';
  if (game.players.has(`player:${p.phone}`)) return 'You already joined this game.';
  if (boardIds.some((id) => id > world.boards.length)) return 'Unknown board.';
  const takenByOthers = boardIds.filter((id) => {
    const o = game.picks.get(id);
    return o !== undefined && o !== owner;
  });
  if (takenByOthers.length > 0) return `Board ${takenByOthers.join(', ')} is already taken.`;
  return limitRefusalText(world, p.phone, 'stake', game.betAmount * boardIds.length);
}

/**
 * A claim on `boardId` (spec §5): it wins when the stake's pattern is complete with the calls so
 * far; `winningNums` are the numbers of the winning cells (the free centre left out).
 */
export function checkClaim(world: World, game: Game, boardId: number): { won: false } | { won: true; winningNums: number[] } {
  const cells = boardCells(world.boards[boardId - 1].board_numbers);
  const result = checkWin(cells, game.called, stakeRule(game.betAmount)!.pattern);
  if (!result.won) return { won: false };
  return { won: true, winningNums: result.cells.map((i) => cells[i] as number).filter((n) => n > 0) };
}

/** The manual game's rules as one collaborator of the rounds (tests may pass other rules). */
export const manualRules = { checkClaim, prizePool, remaining, stakeStatus };
export type ManualRules = typeof manualRules;
