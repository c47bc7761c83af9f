export { pageStyle, authPage, authTitle, authSubtitle, brandTitle } from './page.css';
