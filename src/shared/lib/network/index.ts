export { useOnline } from './online';
