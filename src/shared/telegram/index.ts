export { readTelegramLaunch, loadTelegramBridge, TELEGRAM_LAUNCH_KEY, type TelegramLaunch } from './launch';
export {
  connectTelegramNative,
  insideTelegram,
  telegramHaptic,
  openLinkInTelegram,
  currentBackAction,
  closingNeedsConfirmation,
  onTelegramNeedsChanged,
  useTelegramBackAction,
  useTelegramClosingConfirmation,
  useTelegramMainButton,
  currentMainButton,
  type MainButtonSpec,
  type TelegramNative,
  type HapticKind,
} from './native';
export { telegramInviteLink, telegramShareUrl } from './links';
