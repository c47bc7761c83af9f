export { LiveGame } from './ui/LiveGame';
export { LiveGameGate, $calls, $marks, $winner, $checking, cellClicked, bingoClicked, leaveConfirmed } from './model/live-game';
