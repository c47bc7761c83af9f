import type { Stake } from '@/shared/lib/bingo';
import type { RoomGame } from '../core/game';

/** A manual room's player (bots included) and the room's game: one game per stake at a time. */

export interface Player {
  /** `player:<phone>` or `bot:<n>`. */
  key: string;
  phone: string | null;
  name: string;
  boards: number[];
  bot: boolean;
}

export interface Game extends RoomGame {
  betAmount: Stake;
  state: 'waiting' | 'inProgress' | 'completed';
  /** When the game was settled or ended (epoch ms); the next game follows `restartMs` later. */
  completedAt: number | null;
  /** board id → owner: `conn:<id>` while picked, `player:<phone>` or `bot:<n>` once joined. */
  picks: Map<number, string>;
  players: Map<string, Player>;
  /** A claim is being checked: calls pause meanwhile. */
  checking: boolean;
}
