export { AutoGamePlay } from './ui/AutoGamePlay';
export { $chatWinner as $autoChatWinner } from './model/play';
