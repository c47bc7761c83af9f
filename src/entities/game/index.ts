export { $gameId, $betAmount, $selectedBoardIds, $prizePool, prizePoolUpdated, gameEntered, gameLeft, boardAdded, boardRemoved, selectionCleared, notifyNavigateBackFx } from './model/game';
