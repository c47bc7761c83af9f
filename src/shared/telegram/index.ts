export { telegramLaunchParams, loadTelegramBridge, TELEGRAM_LAUNCH_KEY } from './launch';
