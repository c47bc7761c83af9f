// The play part's import until it moves to its own slice: the component lives in the board entity.
export { MissingBoard } from '@/entities/board';
