export { CrashPage } from './ui/CrashPage';
