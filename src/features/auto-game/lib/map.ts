// The play part's import until it moves to its own slice: the mapping lives in the auto-game entity.
export { winnerAt } from '@/entities/auto-game';
