import { createEffect, createEvent, createStore, sample } from 'effector';
import { emit } from '@/shared/api/socket';
import { MAX_BOARDS } from '@/shared/lib/bingo';
import { STORAGE_KEYS } from '@/shared/config';

/**
 * The live manual game the player is in (spec §3 Game): game id (also in session storage), stake
 * and the boards the player picked. Written only through these events.
 */
export const gameEntered = createEvent<{ gameId: string; betAmount: number }>();
export const gameLeft = createEvent();
export const boardAdded = createEvent<number>();
export const boardRemoved = createEvent<number>();
export const selectionCleared = createEvent();
/** `_total_winning_amount_{id}` arrived: the prize pool (ደራሽ) in ETB. */
export const prizePoolUpdated = createEvent<number>();

export const $gameId = createStore<string | null>(null);
export const $betAmount = createStore<number>(0);
export const $selectedBoardIds = createStore<number[]>([]);
export const $prizePool = createStore(0).on(prizePoolUpdated, (_, v) => v);

$gameId.on(gameEntered, (_, { gameId }) => gameId).reset(gameLeft);
$prizePool.reset([gameLeft, gameEntered]);
$betAmount.on(gameEntered, (_, { betAmount }) => betAmount).reset(gameLeft);
$selectedBoardIds
  .on(boardAdded, (ids, id) => (ids.includes(id) || ids.length >= MAX_BOARDS ? ids : [...ids, id]))
  .on(boardRemoved, (ids, id) => ids.filter((x) => x !== id))
  .reset([selectionCleared, gameLeft, gameEntered]);

const storeGameIdFx = createEffect((gameId: string | null) => {
  try {
    if (gameId) sessionStorage.setItem(STORAGE_KEYS.gameId, gameId);
    else sessionStorage.removeItem(STORAGE_KEYS.gameId);
  } catch {
    // storage unavailable: the game id lives in memory only
  }
});

// When the game id changes, then mirror it in session storage (spec §4 "set or reset").
sample({ clock: $gameId, target: storeGameIdFx });

/**
 * Tells the server the player left the selector or the game (spec §4 manual flow 6,
 * `_navigate_back_`). A failure to send is logged: leaving must never be blocked.
 */
export const notifyNavigateBackFx = createEffect((p: { boards: number[]; betamount: number; phone: string; gameId: string }) => {
  try {
    emit('navigateBack', p);
  } catch (error) {
    console.error('[game] _navigate_back_ not sent', error);
  }
});
