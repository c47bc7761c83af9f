export { $boardIds, $boardsById, $boardsError, $boardsLoading, fetchBoardIdsFx, fetchBoardsFx } from './model/boards';
export { BoardCard } from './ui/BoardCard';
export { BoardIdGrid } from './ui/BoardIdGrid';
