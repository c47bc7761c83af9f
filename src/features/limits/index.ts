export { LimitsForm } from './ui/LimitsForm';
