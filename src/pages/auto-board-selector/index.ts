export { AutoBoardSelectorPage } from './ui/AutoBoardSelectorPage';
