export { LETTERS, letterOf, letterRange, callLabel } from './letters';
export type { Letter } from './letters';
export { FREE_INDEX, MAX_BOARDS, transposeBoard, boardCells, isFreeCell, canPickBoard, withPick, withoutPick, withoutTaken } from './board';
export type { BoardCell } from './board';
export { LINES, PATTERNS, STAKES, STAKE_RULES, stakeRule, checkWin, numbersToGo, bestBoard, boardsToGo, gridCells } from './patterns';
export type { PatternId, PatternDef, Stake, StakeRule, WinCheck } from './patterns';
