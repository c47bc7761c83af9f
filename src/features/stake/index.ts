export { StakeCards } from './ui/StakeCards';
export { StakeGate, stakeChosen, $statuses, requestBoardListFx } from './model/stake';
export type { StakeStatus } from './model/stake';
