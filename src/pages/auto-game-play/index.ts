export { AutoGamePlayPage } from './ui/AutoGamePlayPage';
