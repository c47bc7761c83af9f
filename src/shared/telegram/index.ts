export { telegramLaunchParams, loadTelegramBridge, TELEGRAM_LAUNCH_KEY } from './launch';
export type { TelegramContactAnswer } from './bridge';
