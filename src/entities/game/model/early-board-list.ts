import { createEvent, createStore, sample } from 'effector';
import { createSubscription, route } from '@/shared/socket';
import { gameEntered, gameLeft, prizePoolUpdated } from './game';

/**
 * The first `_updated_board_list_{gameId}` of a game just entered (spec §4 manual flow 1): the
 * server sends it right after the `request_initial_boardlist` acknowledgement, while the board
 * picker (a lazily loaded screen) is still on its way. This entity listens from the moment the
 * game is entered and keeps the list (board ids taken, by anyone) until the picker takes over
 * with `earlyBoardListHandedOver`; null when none came. The prize pool sent with it
 * (`_total_winning_amount_{gameId}`, ETB) goes straight to `$prizePool`.
 */
export const $earlyTakenBoards = createStore<number[] | null>(null);
/** The picker listens itself now: stop buffering. */
export const earlyBoardListHandedOver = createEvent();

const received = createEvent<number[]>();
const early = createSubscription((gameId: string) => ({
  gameId,
  routes: [route('updatedBoardList', received, (p) => p.gameBoards), route('totalWinningAmount', prizePoolUpdated, (p) => p.total_winning)],
}));

$earlyTakenBoards.on(received, (_, ids) => ids).reset([gameEntered, gameLeft, earlyBoardListHandedOver]);
// When a game is entered, then listen to its board list until the picker hands over (or the game is left).
sample({ clock: gameEntered, fn: ({ gameId }) => gameId, target: early.attached });
sample({ clock: [earlyBoardListHandedOver, gameLeft], target: early.detached });
