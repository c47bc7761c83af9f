export { $gameId, $betAmount, $selectedBoardIds, $prizePool, prizePoolUpdated, gameEntered, gameJoined, gameLeft, gameResumed, boardAdded, boardRemoved, notifyNavigateBackFx, gameIdCleared, gameMoved, boardsLost, $restoredFromStorage, seatedBoards } from './model/game';
export { saveForReturn, clearSavedGame, readMarks, writeMarks, readCalls, writeCalls, readClaims, writeClaims } from './model/storage';
export { requestBoardList, BoardListRefused } from './api/board-list';
export { $earlyTakenBoards, earlyBoardListHandedOver } from './model/early-board-list';
export { $awaitedStakes, stakeAwaitToggled, stakeAwaited, stakeAwaitEnded } from './model/awaited';
