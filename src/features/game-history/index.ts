export { GameHistory, gameHistoryQuery, NO_GAMES, NO_BOARD_DATA } from './ui/GameHistory';
export { defaultRange, inRange, isoDay } from './lib/range';
