export { telegramSignupStarted, $telegramSignup, telegramAccountCreated, sharedPhoneOf, type TelegramSignupStart } from './model/hand-over';
