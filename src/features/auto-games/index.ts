export { AutoGamesList } from './ui/AutoGamesList';
