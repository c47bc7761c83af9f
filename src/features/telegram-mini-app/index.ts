export { TelegramSignIn } from './ui/TelegramSignIn';
export { startTelegramApp, type RouterLike } from './runtime/start';
export { parseStartParam, type StartParam } from './lib/start-param';
