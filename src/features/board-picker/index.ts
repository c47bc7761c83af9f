export { BoardPicker } from './ui/BoardPicker';
