import { letterOf } from '@/shared/lib/bingo';
import type { World } from '../../world/world';
import { callOrder } from '../core/game';
import { drawNext, type RoomKit } from '../core/room-kit';
import type { SnapshotStore } from '../core/snapshot';
import { botBuys } from './bots';
import type { AutoConfig } from './config';
import { result } from './payloads';
import type { StoredAutoGame } from './persistence';
import { NAMES, PATTERN_CYCLE, type AutoRules } from './rules';
import type { AutoSettlement } from './settlement';
import type { AutoGame } from './state';

/**
 * What the auto schedule is made of: the world, the room kit (connections, timers, rng), the
 * persistence (a snapshot store), the rules, the settlement and the config (read anew each time).
 */
export interface ScheduleParts {
  world: World;
  kit: RoomKit<AutoGame>;
  store: SnapshotStore<AutoGame, StoredAutoGame>;
  rules: AutoRules;
  settlement: AutoSettlement;
  config: () => AutoConfig;
}

/**
 * The auto games' schedule (spec §4 Scheduled game flow): a few games announced ahead (`fill`),
 * each started at its start time, numbers called by the clock, the winners of the call that
 * completes the pattern decided by the rules and paid by the settlement (through the world's
 * ledger), bots buying boards, and the snapshot after every change. The engine (./engine.ts) turns
 * client events and test controls into calls of this class.
 */
export class AutoSchedule {
  games: AutoGame[] = [];

  constructor(private parts: ScheduleParts) {}

  private get config() {
    return this.parts.config();
  }

  /** Brings back the stored games when they can be trusted, re-arms their timers, then tops the list up. */
  open(): void {
    const { kit, store } = this.parts;
    const stored = store.restore(JSON.stringify(this.config));
    if (stored) {
      kit.seq = stored.seq;
      this.games = stored.games;
      const overdue: AutoGame[] = [];
      for (const g of this.games) {
        if (g.status === 'running') this.scheduleCalls(g);
        else if (g.status === 'waiting' && g.startsAt <= kit.clock.now()) overdue.push(g);
        else if (g.status === 'waiting') this.armWaiting(g);
      }
      // started after the loop: start() tops the list up, and new games are armed by fill itself
      for (const g of overdue) this.start(g);
    }
    this.fill();
  }

  /** Drops every game and makes new ones (the engine has set the new config); the saved snapshot is replaced. */
  restart(): void {
    for (const g of this.games) this.parts.kit.clearTimers(g);
    this.games = [];
    this.fill();
  }

  byId(id: string): AutoGame | undefined {
    return this.games.find((g) => g.gameId === id);
  }

  /** Saves every game (not after the engine stopped). Called after every change of a game. */
  save(): void {
    if (!this.parts.kit.stopped) this.parts.store.save(this.games, JSON.stringify(this.config), this.parts.kit.seq);
  }

  /** The game's boards changed (a purchase, a bot): its listeners get the board list. */
  boardsChanged(g: AutoGame): void {
    this.parts.kit.toGame(g, 'autoBoardlist', { gameBoards: [...g.owners.keys()] });
  }

  /** Tops the list up to `ahead` games not completed; keeps the 3 most recent completed ones. */
  private fill(): void {
    const { kit } = this.parts;
    if (kit.stopped) return;
    const active = this.games.filter((g) => g.status !== 'completed');
    while (active.length < this.config.ahead) {
      const last = this.games.filter((g) => g.status !== 'completed').at(-1);
      const startsAt = last ? Math.max(last.startsAt, kit.clock.now()) + this.config.spacingMs : kit.clock.now() + this.config.firstStartMs;
      const n = kit.seq++;
      const g: AutoGame = {
        gameId: `auto-${n + 1}-${kit.clock.now().toString(36).slice(-4)}`,
        gameName: NAMES[n % NAMES.length],
        betAmount: this.config.stakes[n % this.config.stakes.length],
        pattern: PATTERN_CYCLE[n % PATTERN_CYCLE.length],
        startsAt,
        status: 'waiting',
        order: callOrder(kit.rng),
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
    this.save();
  }

  /** A waiting game's timers: its start and its buyers. */
  private armWaiting(g: AutoGame): void {
    const { kit, world } = this.parts;
    kit.later(g, g.startsAt - kit.clock.now(), () => g.status === 'waiting' && this.start(g));
    const take = (i: number, want: number) => botBuys(world, g, i, want, kit.rng);
    kit.scheduleBots(g, this.config.bots, { ms: Math.max(0, g.startsAt - kit.clock.now()), from: 0.05, spread: 0.8 }, take, () => {
      this.save();
      this.boardsChanged(g);
    });
  }

  start(g: AutoGame): void {
    this.parts.kit.clearTimers(g);
    g.status = 'running';
    this.save();
    this.parts.kit.toGame(g, 'autoGameMsg', { message: 'Game started' });
    this.scheduleCalls(g);
    this.parts.kit.life.started?.(g.gameId);
    this.fill();
  }

  private scheduleCalls(g: AutoGame): void {
    this.parts.kit.callEvery(g, { interval: () => this.config.callIntervalMs, running: (x) => x.status === 'running', call: (x) => this.call(x) });
  }

  /** Calls the next number and sends it; the boards it completes win (all 75 called: nobody). Null when none was left. */
  call(g: AutoGame): number | null {
    const number = drawNext(g);
    if (number === null) {
      this.finish(g, []);
      return null;
    }
    this.save();
    this.parts.kit.toGame(g, 'autoBingoNumber', { number, letter: letterOf(number) });
    const winners = this.parts.rules.winningBoards(this.parts.world, g);
    if (winners.length > 0) this.finish(g, winners);
    return number;
  }

  /** Ends the game: the prize pool is split evenly between the winning boards (same call). */
  private finish(g: AutoGame, winningBoards: number[]): void {
    this.parts.kit.clearTimers(g);
    g.status = 'completed';
    this.parts.settlement.payWinners(this.parts.world, g, winningBoards);
    // saved together with the payment (same task), so a reload never finds it paid but still running
    this.save();
    this.parts.kit.toGame(g, 'autoBingoResult', result(this.parts.world, g));
    const names = g.winners.map((w) => this.parts.world.account(w.playerPhone)?.username ?? 'player');
    this.parts.kit.life.over?.(g.gameId, [...new Set(names)]);
    this.fill();
  }
}
