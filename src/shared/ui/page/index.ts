export { pageStyle, authPage, authTitle, authSubtitle } from './page.css';
