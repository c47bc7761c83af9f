export { LoginPage, type LoginNotice } from './ui/LoginPage';
