export { GameHistory } from './ui/GameHistory';
