import { createEvent, sample } from 'effector';
import { fetchBoardFx } from '@/entities/board';

/**
 * Board data on the auto game screens (picker and play) comes from the board entity: the full
 * list when loaded, else boards fetched by id (spec §4, §8 "Board fetch failure").
 */
/** Retry of a board whose data could not be fetched (board id). */
export const autoBoardRetryClicked = createEvent<number>();
// When Retry is pressed on a board without data, then fetch it by id again.
sample({ clock: autoBoardRetryClicked, target: fetchBoardFx });
