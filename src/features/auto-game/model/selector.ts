/**
 * The auto game's board data under the names the play model and screen import from here; they
 * are the board entity's (`@/entities/board`) and `./boards`'s units. Import those directly.
 */
export { $boardDataById as $autoBoardsById, $boardFetchErrors as $autoBoardFetchErrors, fetchBoardFx as fetchAutoBoardFx } from '@/entities/board';
export { autoBoardRetryClicked } from './boards';
