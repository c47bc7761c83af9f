import type { PatternId } from '@/shared/lib/bingo';
import type { RoomGame } from '../core/game';

/** An auto game (the spec's scheduled game): announced ahead, started by the clock, boards bought. */
export interface AutoGame extends RoomGame {
  gameName: string;
  pattern: PatternId;
  status: 'waiting' | 'running' | 'completed';
  /** board id → owner phone (or `bot:<n>`). */
  owners: Map<number, string>;
  winners: { boardId: number; playerPhone: string; winningAmount: number }[];
}
