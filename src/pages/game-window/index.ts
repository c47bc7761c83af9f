export { GameWindowPage } from './ui/GameWindowPage';
