import { m, type Message } from '@/shared/i18n';

/**
 * Runtime configuration from the build environment (README "Environment variables").
 * - API_BASE_URL: HTTP base ending in `/api` (VITE_API_BASE_URL); same-origin `/api` by default.
 * - SOCKET_URL: Socket.IO origin (VITE_SOCKET_URL); the page's origin by default.
 * - API_MOCKING: the built-in mock provider answers (VITE_API_MOCKING=true, or no base URL).
 * - SENTRY_DSN: error reports go to Sentry (VITE_SENTRY_DSN); none leave the device without it.
 * - PAYMENT_HOSTS: payment provider hosts a deposit may redirect to (VITE_PAYMENT_HOSTS, spec §2.13),
 *   in ./index.payment-hosts.ts (the wallet's only, not loaded with the login page).
 */
export const API_MOCKING: boolean = __API_MOCKING__;
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL || '/api').replace(/\/+$/, '');
/** Sentry DSN (VITE_SENTRY_DSN): where shared/lib/report-error sends reports; empty = console only. */
export const SENTRY_DSN: string = import.meta.env.VITE_SENTRY_DSN || '';
export const SOCKET_URL: string =
  import.meta.env.VITE_SOCKET_URL || (typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin);

/** Storage keys of spec §3 and §9, and our session-storage keys beside them. */
export const STORAGE_KEYS = {
  token: 'token',
  gameId: 'gameId',
  disconnected: 'disconnected',
  path: 'path',
  betAmount: 'betAmount',
  selectedBoards: 'selectedBoards',
} as const;

/**
 * Our local-storage keys holding players' data that must outlive a session on this device: logout,
 * a 401 or 403 and another tab's logout keep them. Each entry names its player (phone) and is
 * shown and used only for that player.
 * - moneyIntents: the wallet's money intents the server has not settled yet, with their idempotency
 *   keys (entities/wallet): a retry after the player is back sends the same key
 * - limits: by phone, the daily limits and break kept on the device when the server offers none
 *   (responsible play): a break the player took is not ended by logging out and in
 * - limitsToday: by phone, today's deposits and stakes counted on the device, `{ day, deposits, stakes }` (ETB)
 * - seatIntents: joins and board purchases not answered yet, with their request ids (entities/wallet):
 *   a reload or a return during one sends the same request id again, so it never seats or buys twice
 * - `cartela.activeGames` (its key kept in entities/active-game, off the login page): by phone, the game
 *   the player is seated in, for "Back to your game" in a new tab or after the app is opened again
 */
export const PLAYER_KEPT_KEYS = {
  moneyIntents: 'cartela.moneyIntents',
  seatIntents: 'cartela.seatIntents',
  limits: 'cartela.limits',
  limitsToday: 'cartela.limitsToday',
} as const;

/**
 * Our local-storage keys (beyond spec §3) that hold one player's data: logout removes every one
 * (`forgetStoredPlayer`), so a shared phone keeps nothing of the last player. Device preferences
 * (language, sound, auto-mark, the session-reminder interval) are not player data and stay.
 * - ageConfirmed: the signup's 21-or-older confirmation, `{ phone, at }` (responsible play)
 * - gameCalls: the calls of the player's last 50 finished games, by phone (fairness view, ours)
 * - telegramUser: inside Telegram, the Telegram user id the session began with (shared/telegram)
 */
export const PLAYER_DEVICE_KEYS = {
  ageConfirmed: 'cartela.ageConfirmed',
  gameCalls: 'cartela.player.gameCalls',
  telegramUser: 'cartela.telegram.user',
} as const;

/**
 * Spec §4 messages the login page shows after the signup and password-reset forms, as catalogue
 * messages (the spec texts verbatim in the default language): call one to get its text in the
 * current language. The game screens' shared messages are in ./index.game-messages.ts (not loaded with the
 * login page).
 */
export const MESSAGES = {
  // the signup and password-reset forms show these, and the login page after them (spec §4)
  signupSucceeded: m.common_signup_succeeded,
  passwordChanged: m.common_password_changed,
} satisfies Record<string, Message>;

/** Ours (the spec has none): the device has no network, so the app cannot reach the server. */
export const OFFLINE_TEXT: Message = m.common_offline;

/** Ours: a newer deployment is installed and waits for the player's Reload. */
export const UPDATE_READY_TEXT: Message = m.common_update_ready;
