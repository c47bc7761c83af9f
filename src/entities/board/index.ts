export { $boardIds, $boardsById, $boardDataById, $boardFetchErrors, $boardsError, $boardsLoading, fetchBoardIdsFx, fetchBoardsFx, fetchBoardFx, boardRetryClicked } from './model/boards';
export { createBoardPicks } from './model/picks';
export { BoardCard, BoardPlaceholder } from './ui/BoardCard';
export { BoardIdGrid } from './ui/BoardIdGrid';
export { MissingBoard } from './ui/MissingBoard';
export { PickedBoardCard } from './ui/PickedBoardCard';
export { BoardsRow, MarkableBoard } from './ui/PlayBoards';
export { two as boardsTwoPerRow } from './ui/play-boards.css';
export { useOneToGoCue } from './ui/one-to-go';
