import { m, type Message } from '@/shared/i18n';
import type { ReactionId } from './chat';

/** How each reaction is drawn: an emoji (with its spoken name) or a stock phrase in the player's language. */
export const REACTIONS: Record<ReactionId, { emoji?: string; label: Message }> = {
  good_luck: { label: m.chat_reaction_good_luck },
  congrats: { label: m.chat_reaction_congrats },
  well_played: { label: m.chat_reaction_well_played },
  so_close: { label: m.chat_reaction_so_close },
  clap: { emoji: '👏', label: m.chat_reaction_clap },
  fire: { emoji: '🔥', label: m.chat_reaction_fire },
  heart: { emoji: '❤️', label: m.chat_reaction_heart },
  laugh: { emoji: '😂', label: m.chat_reaction_laugh },
};

/** What a reaction shows: its emoji, else its phrase (in the current language). */
export const reactionText = (id: ReactionId): string => REACTIONS[id].emoji ?? REACTIONS[id].label();

/** The notice when a reaction or message is tried without a connection (nothing was sent). */
export const NO_CONNECTION: Message = m.chat_no_connection;

/**
 * The player's words for a server's refusal (the contract's `CHAT_REFUSALS`): `rate_limited` with
 * the seconds to wait (whole seconds, or "a moment" when the server gave none), `blocked_word`,
 * `muted`, `chat_closed`; any other value is a general refusal.
 */
export function refusalMessage(refusal: string, retryAfter: number | null): Message {
  switch (refusal) {
    case 'rate_limited':
      return retryAfter !== null && retryAfter > 0 ? () => m.chat_refused_rate({ seconds: retryAfter }) : m.chat_refused_rate_soon;
    case 'blocked_word':
      return m.chat_refused_word;
    case 'muted':
      return m.chat_refused_muted;
    case 'chat_closed':
      return m.chat_closed;
    default:
      return m.chat_refused_other;
  }
}
