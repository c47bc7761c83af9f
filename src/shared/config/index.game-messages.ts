import { m, type Message } from '@/shared/i18n';

/**
 * Spec §5 / §8 messages shared by the game screens, as catalogue messages (the spec texts verbatim in
 * the default language): call one to get its text in the current language. Apart from
 * `@/shared/config` so that the login page does not load them.
 */
export const GAME_MESSAGES = {
  invalidBalance: m.common_invalid_balance,
  insufficientBalance: m.common_insufficient_balance,
  badStart: m.common_bad_start,
  connectionLost: m.common_connection_lost,
  connectionFailed: m.common_connection_failed,
  connectionError: m.common_connection_error,
  reconnecting: m.common_reconnecting,
} satisfies Record<string, Message>;

/**
 * Ours (the spec has none): a game screen received a payload it cannot use even reading `null` as
 * absent; it rejoins the game to get a state it can read.
 */
export const UNREADABLE_GAME_EVENT: Message = m.common_unreadable_game_event;

/**
 * Ours (the spec has none): the server refused a join, purchase or watch in its acknowledgement
 * (`{success: false}`) without a message of its own.
 */
export const SERVER_REFUSED: Message = m.common_server_refused;
