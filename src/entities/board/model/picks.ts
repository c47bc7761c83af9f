import { sample, type Event, type Store } from 'effector';
import { canPickBoard } from '@/shared/lib/bingo';

/**
 * The pick rule both board pickers share (spec §2.7, §4 manual flow 2, §5 "at most two boards"):
 * a tap picks a board when fewer than two are held, it is not held and nobody else has it; ✕ frees
 * a held pick. While `$locked` is true (e.g. a join in flight) neither goes through. Returns the
 * taps that pass, to apply to the picks (`withPick` / `withoutPick`) and to tell the server.
 * Call once per picker, at module level.
 */
export function createBoardPicks(config: {
  /** A board tapped (board id). */
  clicked: Event<number>;
  /** A pick's ✕ tapped (board id). */
  removeClicked: Event<number>;
  /** The player's picks. */
  $held: Store<number[]>;
  /** Boards that cannot be picked: taken by other players. */
  $taken: Store<number[]>;
  /** Picks may not change while true. */
  $locked?: Store<boolean>;
}): { picked: Event<number>; removed: Event<number> } {
  const { clicked, removeClicked, $held, $taken } = config;
  const $locked = config.$locked ?? $held.map(() => false);
  // When a free board is tapped and the pick rule allows it, then it is picked.
  const picked = sample({
    clock: clicked,
    source: { held: $held, taken: $taken, locked: $locked },
    filter: ({ held, taken, locked }, id) => !locked && canPickBoard(id, held, taken),
    fn: (_, id) => id,
  });
  // When a held pick's ✕ is tapped, then it is freed.
  const removed = sample({
    clock: removeClicked,
    source: { held: $held, locked: $locked },
    filter: ({ held, locked }, id) => !locked && held.includes(id),
    fn: (_, id) => id,
  });
  return { picked, removed };
}
