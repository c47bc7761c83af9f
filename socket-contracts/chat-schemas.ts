import { z } from './zod';
import { GameId } from './schemas';
import { CHAT_MAX_LENGTH, REACTION_IDS } from './constants';

/**
 * Proposed (not in the spec): the social layer of a game's room, in manual and scheduled games alike
 * — quick reactions and a short moderated chat. The server owns moderation (rate limits, a word
 * filter, mutes, closing a game's chat); the client only shows what the server answers. A server that
 * does not offer chat answers these events with an ack `{error}` (or no ack within 5 s): the client
 * then hides the reactions and the chat for the session. Players are named by display name only,
 * never by phone; `fromId` is an opaque id that lets a player mute another, not an account number.
 */

// the fixed values live beside the connection options, so the client reads them without the schemas
export { REACTION_IDS, CHAT_MAX_LENGTH };
export const ReactionId = z.enum(REACTION_IDS);

/** The server's rate limits the contract proposes: one reaction a second, five messages a minute per player and game. */
export const CHAT_RATE_LIMITS = { reactionsPerSecond: 1, messagesPerMinute: 5 } as const;

/**
 * Why the server refused a reaction or a message. Known values: `rate_limited` (try again after
 * `retryAfter` seconds), `blocked_word` (the word filter refused the text), `muted` (a moderator muted
 * this player in this game), `chat_closed` (the game's chat is closed). Read loosely: another value
 * is shown as a general refusal, never as an unreadable answer.
 */
export const CHAT_REFUSALS = ['rate_limited', 'blocked_word', 'muted', 'chat_closed'] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

/** Opaque sender id (not a phone, not an account id a player could use). */
export const SenderId = z.string().check(z.minLength(1), z.maxLength(64));
/** The sender's display name (their username); never the phone. */
export const DisplayName = z.string().check(z.minLength(1), z.maxLength(40));
export const ChatText = z.string().check(z.minLength(1), z.maxLength(CHAT_MAX_LENGTH));
/** The client's id of one message it sends, echoed in the broadcast so the sender knows its own (and a retry is not posted twice). */
export const ClientMessageId = z.string().check(z.minLength(8), z.maxLength(100));

// ---- client → server ----

/** Start receiving the game's chat messages on this socket (sent when the player first opens the chat). */
export const ChatOpen = z.object({ gameId: GameId });
/** Stop receiving the game's chat messages on this socket (the player left the game or turned chat off). */
export const ChatClose = z.object({ gameId: GameId });
export const SendReaction = z.object({ gameId: GameId, reaction: ReactionId });
export const SendChatMessage = z.object({ gameId: GameId, text: ChatText, clientMessageId: ClientMessageId });

// ---- server → client ----

export const ChatMessage = z.object({
  messageId: z.string().check(z.minLength(1)),
  fromId: SenderId,
  from: DisplayName,
  text: ChatText,
  /** ISO 8601 time the server accepted the message. */
  sentAt: z.string(),
  clientMessageId: z.optional(z.string()),
});
export const ChatState = z.enum(['open', 'closed']);

/**
 * The answer to `game_chat_open`: `{success: true, state, messages}` (the latest messages, at most 20,
 * oldest first), or `{error}` from a server that does not offer chat.
 */
export const ChatOpenAck = z.object({
  success: z.optional(z.boolean()),
  state: z.optional(ChatState),
  messages: z.optional(z.array(ChatMessage)),
  error: z.optional(z.string()),
});
/**
 * The answer to a reaction or a message: `{success: true}` (and the message's `messageId`) once the
 * server accepted it and broadcast it; `{success: false, refusal, retryAfter?, message?}` when it was
 * refused (nothing is broadcast); `{error}` from a server that does not offer chat.
 */
export const ChatAck = z.object({
  success: z.optional(z.boolean()),
  messageId: z.optional(z.string()),
  refusal: z.optional(z.string()),
  /** Seconds until the player may send again (with `rate_limited`). */
  retryAfter: z.optional(z.number().check(z.gte(0))),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
});

/** A reaction, to every socket of the game (also the sender's). An unknown reaction id is ignored by the client. */
export const GameReaction = z.object({ reaction: z.string(), fromId: SenderId, from: DisplayName });
/** A chat message, to every socket that opened the game's chat (also the sender's, with its clientMessageId). */
export const GameChatMessage = ChatMessage;
/** The game's chat opened or closed (by a moderator, or when the game is over); a closed chat refuses messages and reactions. */
export const GameChatState = z.object({ state: ChatState, reason: z.optional(z.string()) });
/** A moderator removed a message: the client takes it off the screen. */
export const GameChatRemoved = z.object({ messageId: z.string().check(z.minLength(1)) });
