export { telegramSignupStarted, $telegramSignup, telegramAccountCreated, sharedPhoneOf, type TelegramSignupStart } from './hand-over';
