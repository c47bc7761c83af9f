export { LimitsForm, LimitsIntro } from './ui/LimitsForm';
