import { combine, createEvent, sample } from 'effector';
import { emitFx } from '@/shared/socket';
import { canPickBoard } from '@/shared/lib/bingo';
import { $selectedBoardIds, boardAdded, boardRemoved } from '@/entities/game';
import { $connectionStatus } from '@/entities/connection';
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

// When a free board is tapped and the pick rule allows it (spec §4 step 2), then pick it with the server.
const picked = sample({
  clock: boardClicked,
  source: { held: $selectedBoardIds, others: $takenByOthers, locked: $picksLocked },
  filter: ({ held, others, locked }, id) => !locked && canPickBoard(id, held, others),
  fn: (_, id) => id,
});
// When a chosen board is removed, then free it with the server.
const removed = sample({
  clock: boardRemoveClicked,
  source: { held: $selectedBoardIds, locked: $picksLocked },
  filter: ({ held, locked }, id) => !locked && held.includes(id),
  fn: (_, id) => id,
});
sample({ clock: picked, target: boardAdded });
sample({ clock: removed, target: boardRemoved });
sample({
  clock: [picked, removed],
  source: $pickGame,
  filter: isPickGame,
  fn: (game, boardId) => ({ key: 'toggleBoard' as const, payload: { boardId, ...game } }),
  target: emitFx,
});
