import { combine, createEvent, sample } from 'effector';
import { emitFx } from '@/shared/socket';
import { $selectedBoardIds, boardAdded, boardRemoved } from '@/entities/game';
import { $connectionStatus } from '@/entities/connection';
import { createBoardPicks } from '@/entities/board';
import { $pickGame, $takenByOthers, isPickGame } from './board-list';
import { $resyncing } from './resync';
import { $starting } from './join';

/**
 * Picks on the manual board picker (spec §2.7, §4 manual flow 2): a tap picks a free board under the
 * two-board rule, ✕ frees a pick; each goes to the server as `_toggle_board_`.
 */
export const boardClicked = createEvent<number>();
export const boardRemoveClicked = createEvent<number>();

/**
 * Picks cannot change while the socket is down or the picker is re-syncing: socket.io would
 * send a buffered toggle before the board list is asked for again, and the server may have
 * released the pick meanwhile, so a toggle could pick or free the wrong thing. Nor while a join is
 * in flight (Start until the server answers): the server seats the boards the join named.
 */
export const $picksLocked = combine(
  $connectionStatus,
  $resyncing,
  $starting,
  (status, resyncing, starting) => status !== 'connected' || resyncing || starting,
);

// A tap picks a free board under the pick rule (spec §4 step 2), ✕ frees a pick; not while locked.
const { picked, removed } = createBoardPicks({ clicked: boardClicked, removeClicked: boardRemoveClicked, $held: $selectedBoardIds, $taken: $takenByOthers, $locked: $picksLocked });
// When a pick or a freed pick goes through, then the game entity holds it and the server is told.
sample({ clock: picked, target: boardAdded });
sample({ clock: removed, target: boardRemoved });
sample({
  clock: [picked, removed],
  source: $pickGame,
  filter: isPickGame,
  fn: (game, boardId) => ({ key: 'toggleBoard' as const, payload: { boardId, ...game } }),
  target: emitFx,
});
