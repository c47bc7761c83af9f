export { vars } from './theme.css';
