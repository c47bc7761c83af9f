import { REACTION_IDS } from '@/shared/socket';

/**
 * The pure rules of a game's social layer (proposed, not in the spec): reading a chat ack, the
 * message list the panel shows (deduplicated, removed, muted) and the reactions seen lately.
 */

/** One of the fixed reactions (`REACTION_IDS` of the socket contract). */
export type ReactionId = (typeof REACTION_IDS)[number];

/** Whether a received reaction id is one this client can draw (an unknown one is ignored). */
export function isReactionId(id: string): id is ReactionId {
  return (REACTION_IDS as readonly string[]).includes(id);
}

/** The chat ack as the contract reads it (`ChatAck`, `ChatOpenAck`: every field optional). */
export interface ChatAckLike {
  success?: boolean;
  refusal?: string;
  retryAfter?: number;
  error?: string;
}

/** What an ack means: accepted, refused (why; seconds to wait), or the server offers no chat. */
export type ChatOutcome = { kind: 'sent' } | { kind: 'refused'; refusal: string; retryAfter: number | null } | { kind: 'not_offered' };

/**
 * Reads a chat ack: `{error}` = the server does not offer chat; `{success: false}` or a `refusal` =
 * refused (an unknown refusal stays as it is and is shown as a general refusal); anything else = sent.
 */
export function readChatAck(ack: ChatAckLike | undefined): ChatOutcome {
  if (ack === undefined || ack.error !== undefined) return { kind: 'not_offered' };
  if (ack.success === false || ack.refusal !== undefined) return { kind: 'refused', refusal: ack.refusal ?? 'other', retryAfter: ack.retryAfter !== undefined ? Math.ceil(ack.retryAfter) : null };
  return { kind: 'sent' };
}

/** A chat message as the panel keeps it (the contract's `ChatMessage`). */
export interface ChatLine {
  messageId: string;
  fromId: string;
  from: string;
  text: string;
  sentAt: string;
  clientMessageId?: string;
}

/** How many messages the panel keeps (older ones drop off the top). */
export const KEPT_MESSAGES = 50;

/** `list` with `line` added at the end, unless a message of its id is there; at most `KEPT_MESSAGES`. */
export function addLine(list: readonly ChatLine[], line: ChatLine): ChatLine[] {
  if (list.some((l) => l.messageId === line.messageId)) return list as ChatLine[];
  return [...list, line].slice(-KEPT_MESSAGES);
}

/** `list` merged with the server's latest messages (the answer to opening the chat), oldest first. */
export function mergeLines(list: readonly ChatLine[], latest: readonly ChatLine[]): ChatLine[] {
  return latest.reduce<ChatLine[]>((all, line) => addLine(all, line), [...list]);
}

/** Who the player has silenced: single senders by opaque id, or every other player. */
export interface Mutes {
  ids: readonly string[];
  all: boolean;
}

/** Whether a message or reaction of `fromId` is shown: one's own always; others unless muted or hidden. */
export function shownFrom(fromId: string, own: boolean, mutes: Mutes): boolean {
  return own || (!mutes.all && !mutes.ids.includes(fromId));
}

/** The messages to show: without removed or reported ones (`hidden` ids) and muted senders. */
export function visibleLines(list: readonly ChatLine[], hidden: readonly string[], mutes: Mutes, isOwn: (line: ChatLine) => boolean): ChatLine[] {
  return list.filter((l) => !hidden.includes(l.messageId) && shownFrom(l.fromId, isOwn(l), mutes));
}

/** A reaction seen on screen: `seq` orders them (a newer one replaces the oldest). */
export interface SeenReaction {
  seq: number;
  reaction: ReactionId;
  from: string;
  fromId: string;
}

/** How many recent reactions the reaction line shows. */
export const SHOWN_REACTIONS = 3;

/** The recent reactions with `next` added (newest last), at most `SHOWN_REACTIONS`. */
export function addReaction(list: readonly SeenReaction[], next: SeenReaction): SeenReaction[] {
  return [...list, next].slice(-SHOWN_REACTIONS);
}

/** From how many characters left the composer shows how many are left. */
export const COUNT_SHOWN_FROM = 20;
/** Where a draft is against the message limit: shown near it, and heard once on entering 20, 10 and none left. */
export type CountBand = 20 | 10 | 0 | null;

/**
 * The band of `left` characters (of the contract's 140, UTF-16 units as the input counts them):
 * null far from the limit (no count shown), else 20, 10 or 0 (none left). Screen readers hear the
 * count when the band changes, not on every key.
 */
export function countBand(left: number): CountBand {
  if (left <= 0) return 0;
  if (left <= 10) return 10;
  return left <= COUNT_SHOWN_FROM ? 20 : null;
}
