export { telegramSignupStarted, $telegramSignup, telegramAccountCreated, type TelegramSignupStart } from './hand-over';
