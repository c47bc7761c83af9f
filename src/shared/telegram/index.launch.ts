// What the app's entry and the login page need of a Telegram launch (is Telegram's native side there,
// its launch data, the stored session's Telegram user), without the rest of the Telegram helpers.
export { telegramLaunchParams, telegramNativeSide, TELEGRAM_LAUNCH_KEY } from './launch';
export { settleTelegramLaunch, bindSessionToTelegramUser } from './session';
