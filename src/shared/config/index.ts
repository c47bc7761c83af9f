import { splitPaymentHosts } from '@/shared/lib/payment-url';

/**
 * Runtime configuration from the build environment (README "Environment variables").
 * - API_BASE_URL: HTTP base ending in `/api` (VITE_API_BASE_URL); same-origin `/api` by default.
 * - SOCKET_URL: Socket.IO origin (VITE_SOCKET_URL); the page's origin by default.
 * - API_MOCKING: the built-in mock provider answers (VITE_API_MOCKING=true, or no base URL).
 * - SENTRY_DSN: error reports go to Sentry (VITE_SENTRY_DSN); none leave the device without it.
 * - PAYMENT_HOSTS: payment provider hosts a deposit may redirect to (VITE_PAYMENT_HOSTS, spec §2.13).
 */
export const API_MOCKING: boolean = __API_MOCKING__;
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL || '/api').replace(/\/+$/, '');
/** Sentry DSN (VITE_SENTRY_DSN): where shared/lib/report-error sends reports; empty = console only. */
export const SENTRY_DSN: string = import.meta.env.VITE_SENTRY_DSN || '';
export const SOCKET_URL: string =
  import.meta.env.VITE_SOCKET_URL || (typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin);
/** Entries of VITE_PAYMENT_HOSTS: `host`, `host:port` (https) or `http://host:port`; see `isTrustedPaymentUrl`. */
export const PAYMENT_HOSTS: readonly string[] = splitPaymentHosts(import.meta.env.VITE_PAYMENT_HOSTS);

/** Storage keys of spec §3 and §9. */
export const STORAGE_KEYS = {
  token: 'token',
  gameId: 'gameId',
  disconnected: 'disconnected',
  path: 'path',
  betAmount: 'betAmount',
  selectedBoards: 'selectedBoards',
} as const;

/** Spec §5 / §8 messages shared by several screens (verbatim). */
export const MESSAGES = {
  invalidBalance: 'Invalid balance!',
  insufficientBalance: 'Insufficient balance!',
  badStart: 'Please select 1-2 boards and set a valid bet amount.',
  connectionLost: 'Connection lost...',
  connectionFailed: 'Connection failed. Please try again.',
  connectionError: 'Connection error. Please try again.',
  reconnecting: 'Reconnecting...',
  // the signup and password-reset forms show these, and the login page after them (spec §4)
  signupSucceeded: 'signup succeded please sign in!',
  passwordChanged: 'password successfully changed. please login again',
} as const;

/**
 * Ours (the spec has none): a game screen received a payload it cannot use even reading `null` as
 * absent; it rejoins the game to get a state it can read.
 */
export const UNREADABLE_GAME_EVENT = 'The game server sent something we could not read. Reconnecting…';

/** Ours (the spec has none): the device has no network, so the app cannot reach the server. */
export const OFFLINE_TEXT = 'You are offline. Cartela will reconnect when the network is back.';

/** Ours: a newer deployment is installed and waits for the player's Reload. */
export const UPDATE_READY_TEXT = 'A new version is ready';
