import { chatSchemas } from '@contracts/socket';

const { CHAT_RATE_LIMITS } = chatSchemas;

/**
 * The mock's moderation rules for a game's chat (socket-contracts/README.md "Play together"): the
 * word filter and the two rate limits. Pure: times are epoch ms passed in, nothing is kept here.
 */

/**
 * The mock's blocked words: English insults and one Amharic one (ደደብ, "idiot"). A real server keeps
 * its own list; the contract only says a listed word refuses the message with `blocked_word`.
 */
export const BLOCKED_WORDS: readonly string[] = ['idiot', 'stupid', 'scam', 'cheat', 'ደደብ'];

/** Letters, marks and digits of any script (Ethiopic syllables are letters): a word is a run of them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Whether `text` holds a blocked word: case-insensitive, as a whole word ("scam" refuses "SCAM!" but
 * not "scamper"), Ethiopic words too.
 */
export function hasBlockedWord(text: string, words: readonly string[] = BLOCKED_WORDS): boolean {
  const blocked = new Set(words.map((w) => w.toLocaleLowerCase()));
  for (const [word] of text.matchAll(WORD)) if (blocked.has(word.toLocaleLowerCase())) return true;
  return false;
}

/** One second between two reactions of a player in a game. */
export const REACTION_GAP_MS = 1000 / CHAT_RATE_LIMITS.reactionsPerSecond;
/** The window of the message limit: five messages in any 60 s. */
export const MESSAGE_WINDOW_MS = 60_000;

/** Whole seconds until `ms` have passed, at least 1 (the contract's `retryAfter`). */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The wait before a player's next reaction: null when it may go now, else `retryAfter` seconds.
 * @param last when the player's last accepted reaction in this game was (epoch ms), null when none
 */
export function reactionWait(last: number | null, now: number): number | null {
  if (last === null || now - last >= REACTION_GAP_MS) return null;
  return seconds(REACTION_GAP_MS - (now - last));
}

/**
 * The wait before a player's next message: null when it may go now, else `retryAfter` seconds (until
 * the oldest of the last five leaves the 60 s window).
 * @param sent when the player's accepted messages in this game were sent (epoch ms, any order)
 */
export function messageWait(sent: readonly number[], now: number): number | null {
  const recent = sent.filter((t) => now - t < MESSAGE_WINDOW_MS).sort((a, b) => a - b);
  if (recent.length < CHAT_RATE_LIMITS.messagesPerMinute) return null;
  return seconds(recent[recent.length - CHAT_RATE_LIMITS.messagesPerMinute]! + MESSAGE_WINDOW_MS - now);
}
