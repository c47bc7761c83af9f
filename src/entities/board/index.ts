export { $boardIds, $boardsById, $boardsError, $boardsLoading, fetchBoardIdsFx, fetchBoardsFx } from './model/boards';
export { BoardCard } from './ui/BoardCard';
export { BoardIdGrid } from './ui/BoardIdGrid';
export { BoardsRow, MarkableBoard } from './ui/PlayBoards';
export { two as boardsTwoPerRow } from './ui/play-boards.css';
