export { GameWindowPage } from './ui/GameWindowPage';
export { restoreRequested } from '@/features/live-game';
