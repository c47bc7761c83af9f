export { StakePage } from './ui/StakePage';
