/** What every game of either mode has: id, stake (ETB), start (epoch ms), call order, calls, listeners, timers. */
export interface RoomGame {
  gameId: string;
  betAmount: number;
  startsAt: number;
  /** 1–75 shuffled; the next call is its first number not called yet. */
  order: number[];
  called: number[];
  /** Connection ids that receive the game's events. */
  conns: Set<string>;
  timers: Set<unknown>;
}
