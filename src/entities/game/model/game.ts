import { createEffect, createEvent, createStore, sample } from 'effector';
import { emit } from '@/shared/socket';
import { withoutPick, withoutTaken, withPick } from '@/shared/lib/bingo';
import { clearSavedGame, readPrizePool, readSavedGame, writeGameId, writePrizePool } from './storage';

/**
 * The live manual game the player is in (spec §3 Game): game id (also in session storage), stake
 * and the boards the player picked. Written only through these events.
 */
export const gameEntered = createEvent<{ gameId: string; betAmount: number }>();
export const gameLeft = createEvent();
export const boardAdded = createEvent<number>();
export const boardRemoved = createEvent<number>();
export const selectionCleared = createEvent();
/**
 * `_game_joined_{gameId}` of the player's own join arrived (spec §4 manual flow 3): the player is in
 * the game. The game screen's listeners start here, before the screen has opened, so a call sent
 * meanwhile is kept. `boardIds` (proposed): the boards the server seated, which become the player's
 * boards where they are among the picks (`seatedBoards`); absent, the picks stay.
 */
export const gameJoined = createEvent<{ boardIds?: number[] }>();
/**
 * The boards a join seated (spec §4 manual flow 3): the `boardIds` a `_game_joined_` names that are
 * among the player's picks, in the server's order; the picks when it names none of them. A board the
 * player did not pick is never taken, whatever the answer says (another player's broadcast).
 */
export function seatedBoards(picks: number[], boardIds: number[] | undefined): number[] {
  const seated = (boardIds ?? []).filter((id, i, all) => picks.includes(id) && all.indexOf(id) === i);
  return seated.length > 0 ? seated : picks;
}
/** `_total_winning_amount_{id}` arrived: the prize pool (ደራሽ) in ETB. */
export const prizePoolUpdated = createEvent<number>();

/**
 * The stake's waiting game has another id than the one held (the board selector asked again after a
 * reconnect and the old game had started): the id moves, the picks stay for the selector to re-pick.
 */
export const gameMoved = createEvent<string>();
/** Picks the server gave to someone else (e.g. while the player was offline): they leave the selection. */
export const boardsLost = createEvent<number[]>();

/** The saved game id clears (a failed rejoin, spec §4 manual flow 5); the screen stays until the player leaves. */
export const gameIdCleared = createEvent();

/**
 * The player goes back into a game they are seated in, from "Back to your game" (ours, beside spec
 * §4 manual flow 5): the game is held as a reload restores it from session storage (id, stake in ETB,
 * boards, and the prize pool last seen when known), so the game screen rejoins it.
 */
export const gameResumed = createEvent<{ gameId: string; betAmount: number; boards: number[]; prizePool?: number }>();

// A reload restores what session storage kept (spec §4 manual flow 7).
const saved = typeof window === 'undefined' ? null : readSavedGame();
export const $gameId = createStore<string | null>(saved?.gameId ?? null);
export const $betAmount = createStore<number>(saved?.gameId ? saved.betAmount : 0);
export const $selectedBoardIds = createStore<number[]>(saved?.gameId ? saved.boards : []);
/** True while the game in the stores came from session storage (a reload), not from a join in this page. */
export const $restoredFromStorage = createStore(Boolean(saved?.gameId && saved.betAmount > 0));
// the prize pool last seen in this game: a reload shows it at once, before the server repeats it
export const $prizePool = createStore(saved?.gameId ? readPrizePool(saved.gameId) : 0).on(prizePoolUpdated, (_, v) => v);

$gameId
  .on(gameEntered, (_, { gameId }) => gameId)
  .on(gameResumed, (_, { gameId }) => gameId)
  .on(gameMoved, (_, gameId) => gameId)
  .reset([gameLeft, gameIdCleared]);
$restoredFromStorage.on(gameResumed, () => true).reset([gameEntered, gameLeft, gameIdCleared]);
$prizePool.on(gameResumed, (_, { prizePool }) => prizePool ?? 0).reset([gameLeft, gameEntered, gameMoved]);
$betAmount
  .on([gameEntered, gameResumed], (_, { betAmount }) => betAmount)
  .reset(gameLeft);
$selectedBoardIds
  .on(gameResumed, (_, { boards }) => boards)
  .on(boardAdded, withPick)
  .on(boardRemoved, withoutPick)
  .on(boardsLost, withoutTaken)
  .on(gameJoined, (ids, joined) => seatedBoards(ids, joined.boardIds))
  .reset([selectionCleared, gameLeft, gameEntered]);

const storeGameIdFx = createEffect((gameId: string | null) => {
  writeGameId(gameId);
  if (!gameId) clearSavedGame();
});

// When the game id changes, then mirror it in session storage (spec §4 "set or reset").
sample({ clock: $gameId, target: storeGameIdFx });

const storePrizePoolFx = createEffect((p: { gameId: string; total: number }) => writePrizePool(p));
// When the prize pool changes in a game, then keep it for a reload.
sample({ clock: prizePoolUpdated, source: $gameId, filter: Boolean, fn: (gameId, total) => ({ gameId, total }), target: storePrizePoolFx });

/**
 * Tells the server the player left the selector or the game (spec §4 manual flow 6,
 * `_navigate_back_`). A failure to send is logged: leaving must never be blocked.
 */
export const notifyNavigateBackFx = createEffect((p: { boards: number[]; betamount: number; phone: string; gameId: string }) =>
  emit('navigateBack', p).catch((error: unknown) => {
    console.error('[game] _navigate_back_ not sent', error);
  }),
);
