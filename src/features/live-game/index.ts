export { LiveGame } from './ui/LiveGame';
export { LiveGameGate, $calls, $marks, $winner, $checking, $totalWinning, cellClicked, bingoClicked, leaveConfirmed } from './model/live-game';
