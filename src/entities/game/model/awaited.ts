import { createEvent, createStore } from 'effector';

/**
 * The stakes whose next round the player waits for (ours, beside spec §2.6): "Tell me when it
 * opens" on a stake whose game runs, or "Play again" after a game when the next round is not open
 * yet. The stake screen opens the board picker of such a stake when its status turns to waiting.
 * Kept for this page only.
 */
export const stakeAwaitToggled = createEvent<number>();
/** The player waits for the stake's next round (set, never toggled off). */
export const stakeAwaited = createEvent<number>();
/** The stake's round opened (or the player chose it): no more waiting for it. */
export const stakeAwaitEnded = createEvent<number>();

/** Stakes (ETB) waited for, in the order asked. */
export const $awaitedStakes = createStore<number[]>([])
  .on(stakeAwaitToggled, (list, stake) => (list.includes(stake) ? list.filter((s) => s !== stake) : [...list, stake]))
  .on(stakeAwaited, (list, stake) => (list.includes(stake) ? list : [...list, stake]))
  .on(stakeAwaitEnded, (list, stake) => list.filter((s) => s !== stake));
