export { GameHistoryPage } from './ui/GameHistoryPage';
