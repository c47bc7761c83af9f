export { StakeCards } from './ui/StakeCards';
export { StakeGate } from './model/stake';
