// The play part's import until it moves to its own slice: the retry lives in the board entity.
export { boardRetryClicked as autoBoardRetryClicked } from '@/entities/board';
