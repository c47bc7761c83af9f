import { letterOf } from '@/shared/lib/bingo';
import type { World } from '../../world/world';
import { realClock, type Clock } from '../core/clock';
import { callOrder, RoomCore } from '../core/room-core';
import { botBuys } from './bots';
import { resolveAutoConfig, type AutoConfig } from './config';
import { result } from './payloads';
import { autoPersistence, type AutoStorage } from './persistence';
import { NAMES, PATTERN_CYCLE, winningBoards } from './rules';
import { payWinners } from './settlement';
import type { AutoGame } from './state';

/**
 * The auto games on the room core: a few games announced ahead (`fill`), each started at its start
 * time, numbers called by the clock, winners decided and paid on the call that completes the
 * pattern, bots buying boards, and the snapshot after every change. `AutoGameEngine` (engine.ts)
 * adds the client events, the list and the test controls on top.
 */
export abstract class AutoSchedule extends RoomCore<AutoGame, AutoConfig, ReturnType<typeof autoPersistence.toStored>> {
  protected games: AutoGame[] = [];

  /**
   * @param storage optional persistence (spec §4 Scheduled game flow, reload): when it holds a valid
   *   snapshot saved under the same config, the games come back with their ids, boards, calls and
   *   winners — waiting games start at their start time (at once when it has passed), running ones
   *   go on calling, completed ones stay as they were (never paid again). Otherwise new games are
   *   made. Every change is saved to it.
   */
  constructor(world: World, config: Partial<AutoConfig> = {}, clock: Clock = realClock, storage?: AutoStorage) {
    super(world, resolveAutoConfig(config), clock, storage, autoPersistence);
    this.restore();
    this.fill();
  }

  /**
   * Drops every game and makes new ones with `partial` over the current config (tests, the
   * browser's `reset()`); the saved snapshot is replaced by the new games.
   */
  restart(partial: Partial<AutoConfig> = {}): void {
    for (const g of this.games) this.clearTimers(g);
    this.games = [];
    this.reconfigure(resolveAutoConfig({ ...this.config, ...partial }));
    this.fill();
  }

  // ---- the room core's hooks ----

  protected rooms(): Iterable<AutoGame> {
    return this.games;
  }

  protected isRunning(g: AutoGame): boolean {
    return g.status === 'running';
  }

  protected announceCall(g: AutoGame, number: number): void {
    this.toGame(g, `_auto_bingo_number_${g.gameId}`, { number, letter: letterOf(number) });
    const winners = winningBoards(this.world, g);
    if (winners.length > 0) this.finish(g, winners);
  }

  protected noMoreCalls(g: AutoGame): void {
    this.finish(g, []);
  }

  protected botJoins(g: AutoGame, i: number, want: number): boolean {
    return botBuys(this.world, g, i, want, this.rng);
  }

  protected boardsChanged(g: AutoGame): void {
    this.toGame(g, `response_auto_boardlist_${g.gameId}`, { gameBoards: [...g.owners.keys()] });
  }

  // ---- games ----

  protected byId(id: string) {
    return this.games.find((g) => g.gameId === id);
  }

  /** Tops the list up to `ahead` games not completed; keeps the 3 most recent completed ones. */
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
      this.armWaiting(g);
    }
    const completed = this.games.filter((g) => g.status === 'completed');
    if (completed.length > 3) this.games = this.games.filter((g) => !completed.slice(0, completed.length - 3).includes(g));
    this.persist();
  }

  /** A waiting game's timers: its start and its buyers. */
  private armWaiting(g: AutoGame): void {
    this.later(g, g.startsAt - this.clock.now(), () => g.status === 'waiting' && this.start(g));
    this.scheduleBots(g, Math.max(0, g.startsAt - this.clock.now()), 0.05, 0.8);
  }

  /** Brings back the stored games and re-arms their timers (the caller tops the list up with fill). */
  private restore(): void {
    const stored = this.restoreStored();
    if (!stored) return;
    this.games = stored;
    const overdue: AutoGame[] = [];
    for (const g of this.games) {
      if (g.status === 'running') this.scheduleCall(g);
      else if (g.status === 'waiting' && g.startsAt <= this.clock.now()) overdue.push(g);
      else if (g.status === 'waiting') this.armWaiting(g);
    }
    // started after the loop: start() tops the list up, and new games are armed by fill itself
    for (const g of overdue) this.start(g);
  }

  protected start(g: AutoGame): void {
    this.clearTimers(g);
    g.status = 'running';
    this.persist();
    this.toGame(g, `_auto_game_msg_${g.gameId}`, { message: 'Game started' });
    this.scheduleCall(g);
    this.fill();
  }

  /** Ends the game: the prize pool is split evenly between the winning boards (same call). */
  private finish(g: AutoGame, winningBoards: number[]): void {
    this.clearTimers(g);
    g.status = 'completed';
    payWinners(this.world, g, winningBoards);
    // saved together with the payment (same task), so a reload never finds it paid but still running
    this.persist();
    this.toGame(g, `_auto_bingo_result_${g.gameId}`, result(this.world, g));
    this.fill();
  }
}
