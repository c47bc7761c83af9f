import type { chatSchemas } from '@contracts/socket';
import type { z } from 'zod/mini';

/** A chat message as the mock keeps it: the broadcast's fields plus the sender's phone (never sent). */
export type KeptMessage = z.input<typeof chatSchemas.ChatMessage> & { phone: string | null };

/** One game's chat in the mock: its state, the latest messages, who opened it, mutes and the rate-limit clocks. */
export interface ChatOfGame {
  closed: { reason: string } | null;
  /** The latest messages, oldest first (at most KEEP_MESSAGES). */
  messages: KeptMessage[];
  /** Connection ids that opened the chat (they receive the messages). */
  opened: Set<string>;
  /** Phones a moderator muted in this game. */
  muted: Set<string>;
  /** Per phone: when its last accepted reaction was (epoch ms). */
  lastReaction: Map<string, number>;
  /** Per phone: when its accepted messages were sent (epoch ms, the last minute's). */
  sent: Map<string, number[]>;
  /** `phone:clientMessageId` → messageId of each accepted message (a retry gets the same answer). */
  accepted: Map<string, string>;
  /** Reports per messageId (phones of the reporters). */
  reports: Map<string, Set<string>>;
  /** The room's sockets when the game ended (they may still congratulate before the chat closes). */
  after: ReadonlySet<string> | null;
  /** Whether the bots' chatter runs in this game. */
  botsOn: boolean;
}

/** Messages a game keeps; `game_chat_open` answers the latest HISTORY of them. */
export const KEEP_MESSAGES = 50;
export const HISTORY = 20;
/** Reports of one message by different players after which the mock's "moderator" removes it. */
export const REMOVE_AFTER_REPORTS = 2;

export function newChat(): ChatOfGame {
  return {
    closed: null,
    messages: [],
    opened: new Set(),
    muted: new Set(),
    lastReaction: new Map(),
    sent: new Map(),
    accepted: new Map(),
    reports: new Map(),
    after: null,
    botsOn: false,
  };
}
