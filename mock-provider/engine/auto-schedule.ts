import { boardCells, checkWin, letterOf } from '@/shared/lib/bingo';
import { createRng, shuffled } from '../world/rng';
import type { World } from '../world/world';
import { resolveAutoConfig, type AutoConfig } from './auto-config';
import { result } from './auto-payloads';
import { payWinners } from './auto-settlement';
import { consistent, fromStoredGame, NAMES, PATTERN_CYCLE, snapshotSchema, toStoredGame, type AutoGame, type AutoSnapshot, type AutoStorage } from './auto-state';
import { callOrder, GameTimers, realClock, type Clock, type EngineConn } from './shared';
import { loadTrusted } from './snapshot';

/**
 * The scheduled games themselves: a few games announced ahead (`fill`), each started at its start
 * time, numbers called by the clock, winners decided and paid on the call that completes the
 * pattern, bots buying boards, and the snapshot after every change. `AutoGameEngine`
 * (auto-engine.ts) adds the client events, the list and the test controls on top.
 */
export abstract class AutoSchedule {
  config: AutoConfig;
  protected games: AutoGame[] = [];
  protected conns = new Map<string, EngineConn>();
  protected rng: () => number;
  protected seq = 0;
  protected stopped = false;
  private timers: GameTimers;

  /**
   * @param storage optional persistence (spec §4 Scheduled game flow, reload): when it holds a valid
   *   snapshot saved under the same config, the games come back with their ids, boards, calls and
   *   winners — waiting games start at their start time (at once when it has passed), running ones
   *   go on calling, completed ones stay as they were (never paid again). Otherwise new games are
   *   scheduled. Every change is saved to it.
   */
  constructor(
    protected world: World,
    config: Partial<AutoConfig> = {},
    protected clock: Clock = realClock,
    private storage?: AutoStorage,
  ) {
    this.config = resolveAutoConfig(config);
    this.rng = createRng(this.config.seed);
    this.timers = new GameTimers(clock, () => this.stopped);
    this.restore();
    this.fill();
  }

  stop(): void {
    this.stopped = true;
    for (const g of this.games) this.clearTimers(g);
  }

  /**
   * Drops every game and schedules new ones with `partial` over the current config (tests, the
   * browser's `reset()`); the saved snapshot is replaced by the new games.
   */
  restart(partial: Partial<AutoConfig> = {}): void {
    for (const g of this.games) this.clearTimers(g);
    this.games = [];
    this.config = resolveAutoConfig({ ...this.config, ...partial });
    this.rng = createRng(this.config.seed);
    this.fill();
  }

  // ---- games ----

  protected byId(id: string) {
    return this.games.find((g) => g.gameId === id);
  }

  private fill(): void {
    if (this.stopped) return;
    const active = this.games.filter((g) => g.status !== 'completed');
    while (active.length < this.config.ahead) {
      const last = this.games.filter((g) => g.status !== 'completed').at(-1);
      const startsAt = last ? Math.max(last.startsAt, this.clock.now()) + this.config.spacingMs : this.clock.now() + this.config.firstStartMs;
      const n = this.seq++;
      const g: AutoGame = {
        gameId: `auto-${n + 1}-${this.clock.now().toString(36).slice(-4)}`,
        gameName: NAMES[n % NAMES.length],
        betAmount: this.config.stakes[n % this.config.stakes.length],
        pattern: PATTERN_CYCLE[n % PATTERN_CYCLE.length],
        startsAt,
        status: 'waiting',
        order: callOrder(this.rng),
        called: [],
        owners: new Map(),
        conns: new Set(),
        winners: [],
        timers: new Set(),
      };
      this.games.push(g);
      active.push(g);
      this.later(g, startsAt - this.clock.now(), () => g.status === 'waiting' && this.start(g));
      this.scheduleBots(g);
    }
    // keep the list short: the 3 most recent completed games stay visible
    const completed = this.games.filter((g) => g.status === 'completed');
    if (completed.length > 3) this.games = this.games.filter((g) => !completed.slice(0, completed.length - 3).includes(g));
    this.persist();
  }

  // ---- persistence (mock mode: a reload keeps the games) ----

  private configKey(): string {
    return JSON.stringify(this.config);
  }

  /** Saves the games (no-op without storage). Called after every change of a game. */
  protected persist(): void {
    if (!this.storage || this.stopped) return;
    this.storage.save({ version: 1, configKey: this.configKey(), seq: this.seq, games: this.games.map(toStoredGame) });
  }

  /** The stored snapshot when it can be trusted: valid shape, same config, boards that exist. */
  private loadSnapshot(): AutoSnapshot | null {
    return loadTrusted(this.storage, snapshotSchema, this.configKey(), (snap) => consistent(snap, this.world.boards.length), 'scheduled games');
  }

  /** Brings back the stored games and re-arms their timers (the caller tops the list up with fill). */
  private restore(): void {
    const snap = this.loadSnapshot();
    if (!snap) return;
    this.seq = snap.seq;
    this.games = snap.games.map(fromStoredGame);
    const overdue: AutoGame[] = [];
    for (const g of this.games) {
      if (g.status === 'running') this.scheduleCall(g);
      else if (g.status === 'waiting' && g.startsAt <= this.clock.now()) overdue.push(g);
      else if (g.status === 'waiting') {
        this.later(g, g.startsAt - this.clock.now(), () => g.status === 'waiting' && this.start(g));
        this.scheduleBots(g);
      }
    }
    // started after the loop: start() tops the list up, and new games are armed by fill itself
    for (const g of overdue) this.start(g);
  }

  private later(g: AutoGame, ms: number, fn: () => void): void {
    this.timers.later(g.timers, ms, fn);
  }

  private clearTimers(g: AutoGame): void {
    this.timers.clear(g.timers);
  }

  private scheduleBots(g: AutoGame): void {
    const window = Math.max(0, g.startsAt - this.clock.now());
    for (let i = 0; i < this.config.bots; i++) {
      const at = window * (0.05 + 0.8 * this.rng());
      const want = this.rng() < 0.5 ? 1 : 2;
      this.later(g, at, () => {
        // after a reload the buyers are scheduled again: one that already bought does not buy twice
        if (g.status !== 'waiting' || [...g.owners.values()].includes(`bot:${i}`)) return;
        const free = this.world.boards.map((b) => b.board_id).filter((id) => !g.owners.has(id));
        for (const id of shuffled(free, this.rng).slice(0, want)) g.owners.set(id, `bot:${i}`);
        this.persist();
        this.emitBoardList(g);
      });
    }
  }

  protected start(g: AutoGame): void {
    this.clearTimers(g);
    g.status = 'running';
    this.persist();
    for (const id of g.conns) this.conns.get(id)?.emit(`_auto_game_msg_${g.gameId}`, { message: 'Game started' });
    this.scheduleCall(g);
    this.fill();
  }

  private scheduleCall(g: AutoGame): void {
    if (this.config.callIntervalMs <= 0) return;
    this.later(g, this.config.callIntervalMs, () => {
      if (g.status !== 'running') return;
      this.call(g);
      if (g.status === 'running') this.scheduleCall(g);
    });
  }

  protected call(g: AutoGame): number | null {
    const number = g.order.find((n) => !g.called.includes(n));
    if (number === undefined) {
      this.finish(g, []);
      return null;
    }
    g.called.push(number);
    this.persist();
    this.toGame(g, `_auto_bingo_number_${g.gameId}`, { number, letter: letterOf(number) });
    const winners = [...g.owners.keys()].filter((id) => checkWin(boardCells(this.world.boards[id - 1].board_numbers), g.called, g.pattern).won);
    if (winners.length > 0) this.finish(g, winners);
    return number;
  }

  /** Ends the game: the pool is split evenly between the winning boards (same call). */
  private finish(g: AutoGame, winningBoards: number[]): void {
    this.clearTimers(g);
    g.status = 'completed';
    payWinners(this.world, g, winningBoards);
    // saved together with the payment (same task), so a reload never finds it paid but still running
    this.persist();
    this.toGame(g, `_auto_bingo_result_${g.gameId}`, result(this.world, g));
    this.fill();
  }

  protected emitBoardList(g: AutoGame): void {
    this.toGame(g, `response_auto_boardlist_${g.gameId}`, { gameBoards: [...g.owners.keys()] });
  }

  private toGame(g: AutoGame, event: string, payload: unknown): void {
    for (const id of g.conns) this.conns.get(id)?.emit(event, payload);
  }
}
