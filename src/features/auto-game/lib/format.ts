// The play part's import until it moves to its own slice: the formats live in the auto-game entity.
export { maskPhone } from '@/entities/auto-game';
