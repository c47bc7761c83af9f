export { AutoGamePlay } from './ui/AutoGamePlay';
export { winnerAt } from './lib/winner';
