import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Board } from '@/shared/api';
import { getBoard, getBoardIds, getBoards } from '@/shared/api/index.boards';

/** Board ids of the picker and the board data by id (spec §3 Board, §7 /boards/ids/ and /boards/). */
export const fetchBoardIdsFx = createEffect(() => getBoardIds());
export const fetchBoardsFx = createEffect(() => getBoards());
/** One board by id (GET /boards/{id}), for boards the full list has not brought (spec §4 "fetched by id"). */
export const fetchBoardFx = createEffect((id: number) => getBoard(id));

export const $boardIds = createStore<number[]>([]).on(fetchBoardIdsFx.doneData, (_, ids) => ids);
export const $boardsById = createStore<Record<number, Board>>({}).on(fetchBoardsFx.doneData, (_, boards) =>
  Object.fromEntries(boards.map((b) => [b.board_id, b])),
);
/** Boards fetched one by one with `fetchBoardFx`. */
const $fetchedBoardsById = createStore<Record<number, Board>>({}).on(fetchBoardFx.doneData, (all, b) => ({ ...all, [b.board_id]: b }));
/** Board data by id: the full list's when loaded, else the boards fetched one by one. */
export const $boardDataById = combine($boardsById, $fetchedBoardsById, (listed, fetched) => ({ ...fetched, ...listed }));
/**
 * Spec §8 "Board fetch failure: the server's error data stored": board id → the error message of its
 * failed by-id fetch; cleared when that board is fetched again.
 */
export const $boardFetchErrors = createStore<Record<number, string>>({})
  .on(fetchBoardFx.fail, (all, { params, error }) => ({ ...all, [params]: error.message }))
  .on(fetchBoardFx, (all, id) => Object.fromEntries(Object.entries(all).filter(([key]) => Number(key) !== id)));
/** The server's error message of the last failed board fetch (spec §8 "Board fetch failure"). */
export const $boardsError = createStore<string | null>(null)
  .on([fetchBoardIdsFx.failData, fetchBoardsFx.failData], (_, e) => e.message)
  .reset([fetchBoardIdsFx, fetchBoardsFx]);
export const $boardsLoading = fetchBoardIdsFx.pending;

/** Retry of a board whose data could not be fetched (board id; spec §8 "Board fetch failure"). */
export const boardRetryClicked = createEvent<number>();
// When Retry is pressed on a board without data, then fetch it by id again.
sample({ clock: boardRetryClicked, target: fetchBoardFx });
