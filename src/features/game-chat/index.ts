export { GameChat } from './ui/GameChatLater';
