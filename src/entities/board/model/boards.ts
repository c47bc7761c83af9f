import { createEffect, createStore } from 'effector';
import { getBoardIds, getBoards, type Board } from '@/shared/api';

/** Board ids of the picker and the board data by id (spec §3 Board, §7 /boards/ids/ and /boards/). */
export const fetchBoardIdsFx = createEffect(() => getBoardIds());
export const fetchBoardsFx = createEffect(() => getBoards());

export const $boardIds = createStore<number[]>([]).on(fetchBoardIdsFx.doneData, (_, ids) => ids);
export const $boardsById = createStore<Record<number, Board>>({}).on(fetchBoardsFx.doneData, (_, boards) =>
  Object.fromEntries(boards.map((b) => [b.board_id, b])),
);
/** The server's error message of the last failed board fetch (spec §8 "Board fetch failure"). */
export const $boardsError = createStore<string | null>(null)
  .on([fetchBoardIdsFx.failData, fetchBoardsFx.failData], (_, e) => e.message)
  .reset([fetchBoardIdsFx, fetchBoardsFx]);
export const $boardsLoading = fetchBoardIdsFx.pending;
