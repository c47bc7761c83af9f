export { BoardSelectorPage } from './ui/BoardSelectorPage';
