export { telegramLaunchParams, telegramNativeSide, telegramInitData, askTelegramForContact, loadTelegramBridge, TELEGRAM_LAUNCH_KEY, type TelegramHost } from './launch';
export { normalizeTelegramPhone, phoneOfContact } from './contact-phone';
export { parseStartParam, type StartParam } from './start-param';
export { settleTelegramLaunch, bindSessionToTelegramUser, launchUserId, type TelegramLaunchOutcome } from './session';
export type { TelegramContactAnswer } from './bridge';
