import { roundEtb } from '@/shared/lib/money';
import { createRng, shuffled } from '../../world/rng';
import type { World } from '../../world/world';
import { GameTimers, type Clock } from './clock';
import { AnswerLog, noMoneyHooks, type EngineConn, type MoneyHooks } from './connection';
import type { RoomGame } from './game';
import { loadTrusted, type RoomPersistence, type Snapshot, type SnapshotStorage } from './snapshot';

/** The config fields the core reads (ms, counts, seed); each mode adds its own timing. */
export interface RoomConfig {
  callIntervalMs: number;
  bots: number;
  seed: number;
}

/** The house keeps 20 % of the stakes (spec §9). */
export const HOUSE_SHARE = 0.2;

/** The prize pool of `boards` sold at `betAmount` ETB each: 80 % of the stakes, in ETB. */
export function prizePool(boards: number, betAmount: number): number {
  return roundEtb(boards * betAmount * (1 - HOUSE_SHARE));
}

/** A game's call order: 1–75 shuffled by the engine's seeded rng. */
export const callOrder = (rng: () => number): number[] => shuffled(Array.from({ length: 75 }, (_, i) => i + 1), rng);

/** Board ids (1…board count) nobody holds in `taken`. */
export function freeBoards(world: World, taken: ReadonlyMap<number, unknown>): number[] {
  return world.boards.map((b) => b.board_id).filter((id) => !taken.has(id));
}

/**
 * The room core both engines run on: connections, per-game timers, the seeded rng, the snapshot
 * after every change and its restore, the call loop, the simulated players' timing, and sending to
 * a game's listeners or to everyone. Each mode (manual/rooms.ts, auto/schedule.ts) adds its state
 * machine, rules, settlement, bots and persistence through the abstract hooks.
 * @typeParam G the mode's game; C its config; S its game as stored
 */
export type { RoomGame } from './game';

export abstract class RoomCore<G extends RoomGame, C extends RoomConfig, S> {
  config: C;
  /** Fault and logging hooks of money events (the transports set them). */
  hooks: MoneyHooks = noMoneyHooks;
  /** First answers of money and seat events by request id: a repeat gets the same answer. */
  protected answered = new AnswerLog();
  protected conns = new Map<string, EngineConn>();
  protected rng: () => number;
  /** Games made so far (part of every game id). */
  protected seq = 0;
  protected stopped = false;
  private timers: GameTimers;

  constructor(
    protected world: World,
    config: C,
    protected clock: Clock,
    private storage: SnapshotStorage<Snapshot<S>> | undefined,
    private persistence: RoomPersistence<G, S>,
  ) {
    this.config = config;
    this.rng = createRng(config.seed);
    this.timers = new GameTimers(clock, () => this.stopped);
  }

  /** Every game the engine keeps (saved, stopped together). */
  protected abstract rooms(): Iterable<G>;
  /** Whether numbers are being called in the game. */
  protected abstract isRunning(game: G): boolean;
  /** Sends a new call to the game's listeners and reacts to it (claims, winners). */
  protected abstract announceCall(game: G, number: number): void;
  /** All 75 numbers are called: the game ends without a winner. */
  protected abstract noMoreCalls(game: G): void;
  /** Simulated player `i` takes up to `want` boards; false when nothing changed. */
  protected abstract botJoins(game: G, i: number, want: number): boolean;
  /** Tells the game's listeners its boards (and what follows from them) changed. */
  protected abstract boardsChanged(game: G): void;

  /** Whether the timed call may go ahead now (a mode pauses calls, e.g. during a claim check). */
  protected mayCall(_game: G): boolean {
    return true;
  }

  /** A connection of this engine left the game (the manual mode frees its picks). */
  protected connectionLeft(_game: G, _connId: string): void {}

  /** Takes a new config and reseeds the rng from it. */
  protected reconfigure(config: C): void {
    this.config = config;
    this.rng = createRng(config.seed);
  }

  connect(conn: EngineConn): void {
    this.conns.set(conn.id, conn);
  }

  disconnect(conn: EngineConn): void {
    this.conns.delete(conn.id);
    for (const game of this.rooms()) {
      game.conns.delete(conn.id);
      this.connectionLeft(game, conn.id);
    }
  }

  /** Stops every timer for good (the engine is shut down). */
  stop(): void {
    this.stopped = true;
    for (const game of this.rooms()) this.clearTimers(game);
  }

  protected later(game: G, ms: number, fn: () => void): void {
    this.timers.later(game.timers, ms, fn);
  }

  protected clearTimers(game: G): void {
    this.timers.clear(game.timers);
  }

  // ---- persistence (mock mode: a reload keeps the games) ----

  /** Saves every game (no-op without storage). Called after every change of a game. */
  protected persist(): void {
    if (!this.storage || this.stopped) return;
    const games = [...this.rooms()].map((g) => this.persistence.toStored(g));
    this.storage.save({ version: 1, configKey: JSON.stringify(this.config), seq: this.seq, games });
  }

  /** The stored games when they can be trusted (same config, consistent), without timers; null otherwise. */
  protected restoreStored(): G[] | null {
    const { schema, consistent, what, fromStored } = this.persistence;
    const snap = loadTrusted(this.storage, schema, JSON.stringify(this.config), (s) => consistent(s, this.world.boards.length), what);
    if (!snap) return null;
    this.seq = snap.seq;
    return snap.games.map(fromStored);
  }

  // ---- calls ----

  /** Calls the next number every `callIntervalMs` while the game runs (0: only when a test asks). */
  protected scheduleCall(game: G): void {
    if (this.config.callIntervalMs <= 0) return;
    this.later(game, this.config.callIntervalMs, () => {
      if (!this.isRunning(game)) return;
      if (this.mayCall(game)) this.call(game);
      if (this.isRunning(game)) this.scheduleCall(game);
    });
  }

  /** Calls the next number of the order, saves and announces it; null (and the game ends) when none is left. */
  protected call(game: G): number | null {
    const number = game.order.find((n) => !game.called.includes(n));
    if (number === undefined) {
      this.noMoreCalls(game);
      return null;
    }
    game.called.push(number);
    this.persist();
    this.announceCall(game, number);
    return number;
  }

  // ---- simulated players ----

  /**
   * Each of `config.bots` simulated players takes one or two boards at a random moment of the
   * window: between `from` and `from + spread` of `windowMs`.
   */
  protected scheduleBots(game: G, windowMs: number, from: number, spread: number): void {
    for (let i = 0; i < this.config.bots; i++) {
      const at = windowMs * (from + spread * this.rng());
      const want = this.rng() < 0.5 ? 1 : 2;
      this.later(game, at, () => {
        if (!this.botJoins(game, i, want)) return;
        this.persist();
        this.boardsChanged(game);
      });
    }
  }

  // ---- sending ----

  protected toGame(game: G, event: string, payload: unknown): void {
    for (const id of game.conns) this.conns.get(id)?.emit(event, payload);
  }

  protected broadcast(event: string, payload: unknown): void {
    for (const conn of this.conns.values()) conn.emit(event, payload);
  }
}
