import { createEvent, createStore } from 'effector';
import type { Message } from '@/shared/i18n';

/**
 * Signup started from Telegram's "Link your Cartela account" (spec §2.4 Signup inside the Mini
 * App): the Mini App (features/telegram-mini-app) hands the signup form the phone Telegram shared
 * (10 digits, `09…`; only a prefill — the server still verifies it by SMS code) or none with a
 * short notice, and takes the new credentials back to link the Telegram user and sign in. The two
 * slices meet here because features never import each other; a segment of its own, so the pages
 * that use shared/mini-app (games, wallet) do not carry it.
 */
export interface TelegramSignupStart {
  /** The shared phone as the signup form expects it (`0911000002`), or null: the player types it. */
  phone: string | null;
  /** Why the phone is empty (declined, or a Telegram too old to share it), or null. */
  notice: Message | null;
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
