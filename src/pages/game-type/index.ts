export { GameTypePage } from './ui/GameTypePage';
