export { NotFoundPage } from './ui/NotFoundPage';
