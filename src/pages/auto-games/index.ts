export { AutoGamesPage } from './ui/AutoGamesPage';
