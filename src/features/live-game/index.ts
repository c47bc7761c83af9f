export { LiveGame } from './ui/LiveGame';
export { $calls, $chatWinner, $marks, cellClicked } from './model/live-game';
