export { Header, MENU_ITEMS, NOTIFICATION_BADGE } from './ui/Header';
