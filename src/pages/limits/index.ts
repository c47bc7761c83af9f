export { LimitsPage } from './ui/LimitsPage';
