export { GameChat } from './ui/GameChat';
