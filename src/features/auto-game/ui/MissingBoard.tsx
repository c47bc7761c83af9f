// The board picker's import until it moves to `features/auto-board-picker`: the component is the board entity's.
export { MissingBoard } from '@/entities/board';
