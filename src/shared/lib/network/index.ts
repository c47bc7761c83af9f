export { useOnline } from './online';
export { startEarlyGet, takeEarlyGet } from './early-get';
