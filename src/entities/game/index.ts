export { $gameId, $betAmount, $selectedBoardIds, gameEntered, gameLeft, boardAdded, boardRemoved, selectionCleared } from './model/game';
