// The play part's import until it moves to its own slice: the query lives in the auto-game entity.
export { autoGamesQuery } from '@/entities/auto-game';
