export { LiveGame } from './ui/LiveGame';
export { $calls, $marks, cellClicked } from './model/live-game';
