import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { sessionActiveGame, sessionPlayer } from '@/shared/api';
import { readActiveGame, readKeptGame, writeKeptGame, type ActiveGame } from './record';

/**
 * "Back to your game" (ours, beside spec §4 manual flow 5): the game the logged-in player is seated
 * in, from the server's proposed `activeGame` when it names one, else from this device's record of
 * that player (`./record`). The game modes tell it when the player is seated, when the prize pool
 * changes and when the game is over for them (left, ended, rejoin refused). The player is the
 * session's (`sessionPlayer`, read by the effects): nothing is read or written without one.
 */
export type { ActiveGame };

/** The player is seated in a game (manual: joined; scheduled: has boards in it). */
export const activeGameSeated = createEvent<ActiveGame>();
/** The game `gameId` is over for the player (left, ended, or the server refused the rejoin). */
export const activeGameLeft = createEvent<{ gameId: string }>();
/** The prize pool (ETB) of game `gameId` changed: the record shows the new one on the way back. */
export const activeGamePrizeSeen = createEvent<{ gameId: string; prizePool: number }>();
/** A screen offering "Back to your game" opened: read what the server said and this device keeps. */
export const activeGameChecked = createEvent();

/** Reads the device's record of the session's player (local storage; `now` is read here). */
export const readKeptGameFx = createEffect((): ActiveGame | null => {
  const phone = sessionPlayer();
  const kept = phone ? readKeptGame(phone, Date.now()) : null;
  if (!kept) return null;
  const { at: _at, ...game } = kept;
  return game;
});
/** Keeps `game` on the device for the session's player. */
export const writeKeptGameFx = createEffect((game: ActiveGame) => {
  const phone = sessionPlayer();
  if (phone) writeKeptGame(phone, game, Date.now());
});
/** Forgets the device's record of the session's player if it is of game `gameId`. */
export const forgetKeptGameFx = createEffect((gameId: string) => {
  const phone = sessionPlayer();
  if (phone && readKeptGame(phone, Date.now())?.gameId === gameId) writeKeptGame(phone, null, Date.now());
});
/** The proposed `activeGame` of this page's session check as the server sent it (unread); null without a player. */
export const readServerGameFx = createEffect((): unknown => (sessionPlayer() ? (sessionActiveGame() ?? null) : null));

const $kept = createStore<ActiveGame | null>(null)
  .on(readKeptGameFx.doneData, (_, game) => game)
  .on(activeGameSeated, (_, game) => game)
  .on(activeGameLeft, (game, { gameId }) => (game?.gameId === gameId ? null : game))
  .on(activeGamePrizeSeen, (game, { gameId, prizePool }) => (game?.gameId === gameId ? { ...game, prizePool } : game));
const $serverActiveGame = createStore<unknown>(null, { skipVoid: false }).on(readServerGameFx.doneData, (_, v) => v);
// the server's games this page has seen end for the player (the answer at the page's load may name one)
const $overOnServer = createStore<string[]>([]).on(activeGameLeft, (ids, { gameId }) => [...ids, gameId]);
const $server = combine($serverActiveGame, $overOnServer, (value, over) => {
  const game = readActiveGame(value);
  return game && !over.includes(game.gameId) ? game : null;
});

/** The game to go back to: the server's when it names one, else this device's record of the player. */
export const $activeGame = combine($server, $kept, (server, kept) => server ?? kept);

// When a screen offers "Back to your game", then read the server's answer and the device's record.
sample({ clock: activeGameChecked, target: [readKeptGameFx, readServerGameFx] });
// When the player is seated or the prize changes, then keep it on the device for them.
sample({ clock: activeGameSeated, target: writeKeptGameFx });
sample({ clock: activeGamePrizeSeen, source: $kept, filter: (kept, { gameId }) => kept?.gameId === gameId, fn: (kept) => kept!, target: writeKeptGameFx });
// When the game is over for the player, then forget it on the device (only that game).
sample({ clock: activeGameLeft, fn: ({ gameId }) => gameId, target: forgetKeptGameFx });
