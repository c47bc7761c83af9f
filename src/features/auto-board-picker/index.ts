export { AutoBoardPicker } from './ui/AutoBoardPicker';
