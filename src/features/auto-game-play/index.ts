export { AutoGamePlay } from './ui/AutoGamePlay';
