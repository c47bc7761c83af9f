export { InstructionsPage, InstructionsRules } from './ui/InstructionsPage';
