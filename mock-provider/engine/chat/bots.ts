import type { chatSchemas } from '@contracts/socket';

/**
 * The chat's simulated players: now and then during a game one reacts or says a stock line, and after
 * a win one or two congratulate the winner. Driven by the chat's seeded rng, so a seed repeats the
 * chatter. They speak only in games whose engine has bots (`bots: 0` keeps a game quiet, as tests do)
 * and while `botEveryMs` > 0.
 */

/** Timing of the chat in ms, and the seed of its bots. */
export interface ChatConfig {
  /** Mean pause between two bot lines in a running game; 0 = the bots never chat. */
  botEveryMs: number;
  /** How long after a game ends its chat closes (`game_over`); the room may congratulate meanwhile. */
  closeAfterMs: number;
  seed: number;
}

export const DEFAULT_CHAT_CONFIG: ChatConfig = { botEveryMs: 9_000, closeAfterMs: 15_000, seed: 2028 };

/** Merges a partial config (parsed JSON) over the defaults, keeping only valid numbers. */
export function resolveChatConfig(partial: unknown): ChatConfig {
  const out = { ...DEFAULT_CHAT_CONFIG };
  if (partial && typeof partial === 'object') {
    for (const key of Object.keys(out) as (keyof ChatConfig)[]) {
      const v = (partial as Record<string, unknown>)[key];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
    }
  }
  return out;
}

/** The bots' display names (as players' usernames look) and what they say. */
export const BOT_NAMES = ['tigist', 'dawit', 'selam', 'yonas', 'hanna'] as const;
const LINES = ['Good luck everyone!', 'መልካም ዕድል!', 'Come on, N-42!', 'So close…', 'ጎበዝ!', 'One more number!'];
const DURING: readonly string[] = ['good_luck', 'clap', 'fire', 'heart', 'laugh', 'so_close'];

/** What the bots may do; the chat module provides it (timers, whether the game's chat is live, sending). */
type ReactionId = (typeof chatSchemas.REACTION_IDS)[number];

export interface BotOutlet {
  later(ms: number, fn: () => void): void;
  /** The game runs and its chat is open (the chatter goes on). */
  live(gameId: string): boolean;
  /** The game's chat is open (a congratulation may still go). */
  open(gameId: string): boolean;
  react(gameId: string, from: { fromId: string; from: string }, reaction: ReactionId): void;
  say(gameId: string, from: { fromId: string; from: string }, text: string): void;
}

export class ChatBots {
  constructor(
    private rng: () => number,
    private out: BotOutlet,
  ) {}

  reseed(rng: () => number): void {
    this.rng = rng;
  }

  private bot(): { fromId: string; from: string } {
    const i = Math.floor(this.rng() * BOT_NAMES.length);
    return { fromId: `b${i + 1}`, from: BOT_NAMES[i]! };
  }

  /** Every `everyMs` on average (half to one and a half of it) while the game's chat is live: a reaction (mostly) or a stock line. */
  chatter(gameId: string, everyMs: number): void {
    this.out.later(everyMs * (0.5 + this.rng()), () => {
      if (!this.out.live(gameId)) return;
      const from = this.bot();
      if (this.rng() < 0.7) this.out.react(gameId, from, DURING[Math.floor(this.rng() * DURING.length)] as ReactionId);
      else this.out.say(gameId, from, LINES[Math.floor(this.rng() * LINES.length)]!);
      this.chatter(gameId, everyMs);
    });
  }

  /** One or two bots send `congrats` soon after a win (and one names the winner). */
  congratulate(gameId: string, winners: string[]): void {
    const count = this.rng() < 0.5 ? 1 : 2;
    for (let i = 0; i < count; i++) {
      const from = this.bot();
      this.out.later(300 + this.rng() * 2000, () => {
        if (!this.out.open(gameId)) return;
        this.out.react(gameId, from, 'congrats');
        if (i === 0) this.out.say(gameId, from, `Congratulations, ${winners.join(', ')}! 🎉`);
      });
    }
  }
}
