export { LiveGame } from './ui/LiveGame';
export { $calls, $chatWinner, $marks, cellClicked } from './model/live-game';
export { restoreRequested } from './model/return';
