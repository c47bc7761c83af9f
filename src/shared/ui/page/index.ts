export { pageStyle } from './page.css';
