import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createSubscription, route, type ServerPayload } from '@/shared/socket';
import { navigateFx } from '@/shared/routing';
import { $user } from '@/entities/session';
import { $betAmount, $earlyTakenBoards, $gameId, $selectedBoardIds, earlyBoardListHandedOver, gameEntered, gameJoined, gameLeft, gameMoved, prizePoolUpdated } from '@/entities/game';
import { $boardIds, $boardsById, fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { connectionWatchStarted } from '@/entities/connection';

/**
 * The manual board picker's screen and what the server says about its game (spec §2.7, §4 manual
 * flow 1–3): the Gate, the taken boards from `_updated_board_list_{gameId}`, the join answers
 * `_game_joined_{gameId}` / `_game_join_validation_error_{gameId}` and the prize pool.
 */
export const BoardPickerGate = createGate<void>('BoardPickerGate');

/** The server's board list of the game: every board taken, by anyone. */
export const takenUpdated = createEvent<number[]>();
/**
 * `_game_joined_{gameId}` / `_game_join_validation_error_{gameId}` as they arrive. A server may send
 * them to every socket of the game (another player's join too): `./join` takes one as the answer
 * only while its own join is in flight (`joined`, `joinRefused`).
 */
export const joinedAnswerReceived = createEvent<ServerPayload<'gameJoined'>>();
export const joinRefusedAnswerReceived = createEvent<ServerPayload<'gameJoinValidationError'>>();
/** The server refused this page's join (its message, or ours when it sent none). */
export const joinRefused = createEvent<string>();
/** The server confirmed this page's join (the seated `boardIds` when it sent them). */
export const joined = createEvent<ServerPayload<'gameJoined'>>();

/** Every board taken in this game (by anyone, the player included), from the server. */
export const $taken = createStore<number[]>([]).on(takenUpdated, (_, ids) => ids).reset([gameLeft, gameMoved, gameEntered]);
/** Boards taken by other players: greyed and not clickable. */
export const $takenByOthers = combine($taken, $selectedBoardIds, (taken, mine) => taken.filter((id) => !mine.includes(id)));

/** The player and the game being picked for (stake in ETB). */
export interface Seat {
  phone: string;
  gameId: string;
  betAmount: number;
}
/** The seat while the player, the game id and a stake are all known; null otherwise. */
export const $seat = combine($user, $gameId, $betAmount, (user, gameId, betAmount): Seat | null =>
  user !== null && gameId !== null && betAmount > 0 ? { phone: user.phone, gameId, betAmount } : null,
);
export const isSeat = (seat: Seat | null): seat is Seat => seat !== null;
/** The game that toggles go to (stake in ETB), whenever a game id is held. */
export const $pickGame = combine($gameId, $betAmount, (gameId, betAmount) => (gameId === null ? null : { gameId, betAmount }));
export const isPickGame = (game: { gameId: string; betAmount: number } | null): game is { gameId: string; betAmount: number } => game !== null;

/** The listeners of one game id; attached again when the game moves. */
export const gameListeners = createSubscription((gameId: string) => ({
  gameId,
  routes: [
    route('totalWinningAmount', prizePoolUpdated, (p) => p.total_winning),
    route('updatedBoardList', takenUpdated, (p) => p.gameBoards),
    route('gameJoinValidationError', joinRefusedAnswerReceived),
    route('gameJoined', joinedAnswerReceived),
  ],
}));
// When the server confirms the join, then the game entity says so with the boards seated (the game
// screen starts listening).
sample({ clock: joined, fn: (p) => ({ boardIds: p.boardIds }), target: gameJoined });

// When the picker opens for a game, then listen to that game's board list and join answers.
sample({ clock: BoardPickerGate.open, source: $gameId, filter: Boolean, target: gameListeners.attached });
// Then take over the board list the game entity kept since the stake screen's request: the server
// sent it before this screen had loaded (spec §4 manual flow 1).
sample({ clock: BoardPickerGate.open, source: $earlyTakenBoards, filter: Boolean, target: takenUpdated });
sample({ clock: BoardPickerGate.open, target: earlyBoardListHandedOver });
// Without a game id there is nothing to pick: back to the stakes.
sample({ clock: BoardPickerGate.open, source: $gameId, filter: (id) => !id, fn: () => ({ to: '/stake' }) as const, target: navigateFx });
// When the picker opens, then load board ids and board data unless already loaded.
sample({ clock: BoardPickerGate.open, source: $boardIds, filter: (ids) => ids.length === 0, target: fetchBoardIdsFx });
sample({ clock: BoardPickerGate.open, source: $boardsById, filter: (b) => Object.keys(b).length === 0, target: fetchBoardsFx });
// When the picker opens, then watch the connection (banner, and the re-sync after a reconnect).
sample({ clock: BoardPickerGate.open, target: connectionWatchStarted });
// Leaving the picker any way (e.g. to the game) drops this screen's listeners.
sample({ clock: BoardPickerGate.close, target: gameListeners.detached });
