export { SupportPage, SUPPORT_HOURS, NOT_WIRED } from './ui/SupportPage';
