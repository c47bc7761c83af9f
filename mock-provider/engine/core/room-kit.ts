import { serverEventName, type FixedServerKey, type PerGameKey, type ServerSent } from '@contracts/socket';
import { createRng } from '../../world/rng';
import { GameTimers, type Clock } from './clock';
import { AnswerLog, noMoneyHooks, type EngineConn, type MoneyHooks } from './connection';
import type { RoomGame } from './game';

/** The config fields the kit reads (ms, counts, seed); each mode adds its own timing. */
export interface RoomConfig {
  callIntervalMs: number;
  bots: number;
  seed: number;
}

/**
 * What both engines hold (composed, not inherited): the connections and sending to a game's
 * listeners or to everyone, per-game timers, the seeded rng, the answer log of money and seat
 * events, and the two timed loops every game has — the calls and the simulated players. It knows no
 * mode: whatever differs (what a call means, whether calls pause, what a bot takes) comes in as a
 * function argument.
 * @param games the engine's games (their timers are stopped with the engine, a leaving connection is dropped from each)
 */
export class RoomKit<G extends RoomGame> {
  /** Fault and logging hooks of money events (the transports set them). */
  hooks: MoneyHooks = noMoneyHooks;
  /** First answers of money and seat events by request id: a repeat gets the same answer. */
  readonly answered = new AnswerLog();
  rng: () => number;
  /** Games made so far (part of every game id). */
  seq = 0;
  stopped = false;
  /** Who hears of a game's start and end (the chat module: its bots, closing the chat at the end). */
  life: RoomLife = {};
  private conns = new Map<string, EngineConn>();
  private timers: GameTimers;

  constructor(
    readonly clock: Clock,
    seed: number,
    private games: () => Iterable<G>,
  ) {
    this.rng = createRng(seed);
    this.timers = new GameTimers(clock, () => this.stopped);
  }

  /** Reseeds the rng (a new config). */
  reseed(seed: number): void {
    this.rng = createRng(seed);
  }

  connect(conn: EngineConn): void {
    this.conns.set(conn.id, conn);
  }

  /** Forgets the connection and drops it from every game; `left` is told each game it was dropped from. */
  disconnect(conn: EngineConn, left: (game: G) => void = () => undefined): void {
    this.conns.delete(conn.id);
    for (const game of this.games()) {
      game.conns.delete(conn.id);
      left(game);
    }
  }

  /** Stops every timer for good (the engine is shut down). */
  stop(): void {
    this.stopped = true;
    for (const game of this.games()) this.clearTimers(game);
  }

  later(game: G, ms: number, fn: () => void): void {
    this.timers.later(game.timers, ms, fn);
  }

  clearTimers(game: G): void {
    this.timers.clear(game.timers);
  }

  /** Sends the per-game event `key` of `game` to every connection watching it. */
  toGame<K extends PerGameKey>(game: G, key: K, payload: ServerSent<K>): void {
    const name = serverEventName(key, game.gameId);
    for (const id of game.conns) this.conns.get(id)?.emit(name, payload);
  }

  /** Sends the fixed-name event `key` to every connection. */
  broadcast<K extends FixedServerKey>(key: K, payload: ServerSent<K>): void {
    const name = serverEventName(key);
    for (const conn of this.conns.values()) conn.emit(name, payload);
  }

  /**
   * Every `interval()` ms (read anew each time: a new config applies to the next call) while
   * `running(game)`: `call(game)` unless `paused(game)` (a claim being checked). An interval of 0:
   * no timed calls (a test calls when it wants).
   */
  callEvery(game: G, loop: { interval(): number; running(game: G): boolean; paused?(game: G): boolean; call(game: G): void }): void {
    if (loop.interval() <= 0) return;
    this.later(game, loop.interval(), () => {
      if (!loop.running(game)) return;
      if (!loop.paused?.(game)) loop.call(game);
      if (loop.running(game)) this.callEvery(game, loop);
    });
  }

  /**
   * Each of `bots` simulated players takes one or two boards at a random moment of the window
   * (between `from` and `from + spread` of `windowMs`): `take(i, want)` says whether it took any,
   * then `changed()` runs.
   */
  scheduleBots(game: G, bots: number, window: { ms: number; from: number; spread: number }, take: (i: number, want: number) => boolean, changed: () => void): void {
    for (let i = 0; i < bots; i++) {
      const at = window.ms * (window.from + window.spread * this.rng());
      const want = this.rng() < 0.5 ? 1 : 2;
      this.later(game, at, () => {
        if (take(i, want)) changed();
      });
    }
  }
}

/** A game's start and end as the chat module hears them; `winners` are the winners' display names. */
export interface RoomLife {
  started?(gameId: string): void;
  over?(gameId: string, winners: string[]): void;
}

/** A game's room as the chat module sees it: the sockets in it, whether the game is over, whether simulated players play in it. */
export interface ChatRoom {
  conns: ReadonlySet<string>;
  over: boolean;
  bots: boolean;
}

/** The next number of the game's call order, added to its calls; null when all 75 are called. */
export function drawNext(game: RoomGame): number | null {
  const number = game.order.find((n) => !game.called.includes(n));
  if (number === undefined) return null;
  game.called.push(number);
  return number;
}
