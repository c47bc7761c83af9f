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
export { telegramSignupStarted, $telegramSignup, telegramAccountCreated, type TelegramSignupStart } from './signup';
