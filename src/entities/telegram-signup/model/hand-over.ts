import { createEvent, createStore } from 'effector';
import { m, type Message } from '@/shared/i18n';
import { phoneOfContact, type TelegramContactAnswer } from '@/shared/telegram';

/**
 * Signup started from Telegram's "Link your Cartela account" (spec §2.4 Signup inside the Mini
 * App): the Mini App (features/telegram-mini-app) hands the signup form the phone Telegram shared
 * (10 digits, `09…`) with Telegram's signed contact answer (which the server may take instead of
 * the SMS code, proposed `POST /users/telegram_verify_phone/`) or none with a short notice, and
 * takes the new credentials back to link the Telegram user and sign in. The two features meet in this entity because features never import each other.
 */
export interface TelegramSignupStart {
  /** The shared phone as the signup form expects it (`0911000002`), or null: the player types it. */
  phone: string | null;
  /** Telegram's `getRequestedContact` answer exactly as it came (signed for the server), or null with no phone. */
  contact: string | null;
  /** Why the phone is empty (declined, or a Telegram too old to share it), or null. */
  notice: Message | null;
}

/**
 * What came of asking Telegram for the phone, as a form takes it: the phone as 10 digits with the
 * raw contact answer, or none with why (declined, a Telegram that cannot share it, a number that is
 * no Ethiopian mobile number). Spec §5 Signup phone rules.
 */
export function sharedPhoneOf(answer: TelegramContactAnswer): TelegramSignupStart {
  if (answer.status === 'unsupported') return { phone: null, contact: null, notice: m.telegram_phone_unsupported };
  if (answer.status === 'cancelled') return { phone: null, contact: null, notice: m.telegram_phone_declined };
  const phone = phoneOfContact(answer.contact);
  return phone ? { phone, contact: answer.contact, notice: null } : { phone: null, contact: null, notice: m.telegram_phone_unusable };
}

/** Inside Telegram, the link screen's Sign up was pressed and the phone request settled. */
export const telegramSignupStarted = createEvent<TelegramSignupStart>();
/** Signup's prefill while it runs from Telegram; null outside that path (then signup ends on `/auth`). */
export const $telegramSignup = createStore<TelegramSignupStart | null>(null).on(telegramSignupStarted, (_, start) => start);
/**
 * The account was created during a Telegram signup: its login credentials (`username` = the phone,
 * as `POST /users/telegram_link/` and login take it) for linking the Telegram user, then straight in.
 */
export const telegramAccountCreated = createEvent<{ username: string; password: string }>();
