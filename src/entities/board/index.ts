export { $boardIds, $boardsById, $boardDataById, $boardFetchErrors, $boardsError, $boardsLoading, fetchBoardIdsFx, fetchBoardsFx, fetchBoardFx } from './model/boards';
export { BoardCard, BoardPlaceholder } from './ui/BoardCard';
export { BoardIdGrid } from './ui/BoardIdGrid';
export { PickedBoardCard } from './ui/PickedBoardCard';
export { BoardsRow, MarkableBoard } from './ui/PlayBoards';
export { two as boardsTwoPerRow } from './ui/play-boards.css';
export { useOneToGoCue } from './ui/one-to-go';
export { usePlayAids } from './ui/play-aids';
export { MissingBoard } from './ui/MissingBoard';
