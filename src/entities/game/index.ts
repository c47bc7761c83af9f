export { $gameId, $betAmount, $selectedBoardIds, $prizePool, prizePoolUpdated, gameEntered, gameLeft, boardAdded, boardRemoved, selectionCleared } from './model/game';
