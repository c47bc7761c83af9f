export { MiniGrid } from './MiniGrid';
