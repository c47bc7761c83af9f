export { InstructionsPage } from './ui/InstructionsPage';
