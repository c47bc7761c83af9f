export { $gameId, $betAmount, $selectedBoardIds, $prizePool, prizePoolUpdated, gameEntered, gameLeft, boardAdded, boardRemoved, selectionCleared, notifyNavigateBackFx, gameIdCleared, gameMoved, boardsLost, $restoredFromStorage } from './model/game';
export { readSavedGame, saveForReturn, clearSavedGame, readMarks, writeMarks, type SavedGame } from './model/storage';
export { requestBoardList, BoardListRefused } from './api/board-list';
export { $earlyTakenBoards, earlyBoardListHandedOver } from './model/early-board-list';
