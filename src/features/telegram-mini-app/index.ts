export { TelegramSignIn } from './ui/TelegramSignIn';
export { startTelegramApp, type RouterLike } from './runtime/start';
