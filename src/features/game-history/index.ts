export { GameHistory, NO_GAMES, NO_BOARD_DATA } from './ui/GameHistory';
export { inRange, isoDay } from './lib/range';
