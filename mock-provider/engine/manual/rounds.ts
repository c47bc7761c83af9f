import { letterOf, STAKES, type Stake } from '@/shared/lib/bingo';
import type { World } from '../../world/world';
import { emit, type EngineConn } from '../core/connection';
import { callOrder } from '../core/game';
import { drawNext, type RoomKit } from '../core/room-kit';
import type { SnapshotStore } from '../core/snapshot';
import { botJoins, botWithBingo } from './bots';
import { ManualNews } from './news';
import type { MockConfig } from './config';
import type { StoredGame } from './persistence';
import type { ManualRules, stakeStatus } from './rules';
import type { ManualSettlement } from './settlement';
import type { Game, Player } from './state';

/**
 * What the manual rounds are made of: the world, the room kit (connections, timers, rng), the
 * persistence (a snapshot store), the rules, the settlement and the config (read anew each time).
 */
export interface RoundsParts {
  world: World;
  kit: RoomKit<Game>;
  store: SnapshotStore<Game, StoredGame>;
  rules: ManualRules;
  settlement: ManualSettlement;
  config: () => MockConfig;
}

/**
 * The manual games' rounds (spec §4 manual game flow): per stake one game at a time, waiting
 * (countdown) → inProgress (calls) → completed → after `restartMs` a new waiting game. It decides
 * when things happen and tells the players; the rules (./rules.ts) decide what is allowed and who
 * won, the settlement (./settlement.ts) moves the money through the world's ledger, the store saves
 * after every change. The engine (./engine.ts) turns client events into calls of this class.
 */
export class ManualRounds {
  readonly games = new Map<Stake, Game>();
  /** What the players are told besides calls and ends (board list, prize, countdown, stake status). */
  readonly news: ManualNews;

  constructor(private parts: RoundsParts) {
    this.news = new ManualNews(parts.kit, parts.rules);
  }

  private get config() {
    return this.parts.config();
  }

  /** Brings back the stored games when they can be trusted, re-arms their timers, then opens a game for every stake missing. */
  open(): void {
    const stored = this.parts.store.restore(JSON.stringify(this.config));
    if (stored) this.parts.kit.seq = stored.seq;
    for (const game of stored?.games ?? []) {
      this.games.set(game.betAmount, game);
      if (game.state === 'waiting') this.armWaiting(game);
      else if (game.state === 'inProgress') {
        this.scheduleCalls(game);
        // a bot's claim that was pending at the reload is made again
        this.botsClaim(game);
      } else this.scheduleNext(game);
    }
    for (const stake of STAKES) if (!this.games.has(stake)) this.newGame(stake);
  }

  /** Drops every game and opens new ones (tests, after a new config). */
  restart(): void {
    for (const game of this.games.values()) this.parts.kit.clearTimers(game);
    this.games.clear();
    for (const stake of STAKES) this.newGame(stake);
    this.save();
    this.parts.kit.broadcast('allGameStatus', this.allStatus());
  }

  allStatus(): Record<string, ReturnType<typeof stakeStatus>> {
    return Object.fromEntries([...this.games].map(([stake, g]) => [String(stake), this.parts.rules.stakeStatus(g, this.parts.kit.clock.now())]));
  }

  byId(gameId: string): Game | undefined {
    for (const g of this.games.values()) if (g.gameId === gameId) return g;
    return undefined;
  }

  /** Saves every game (not after the engine stopped). Called after every change of a game. */
  save(): void {
    if (!this.parts.kit.stopped) this.parts.store.save(this.games.values(), JSON.stringify(this.config), this.parts.kit.seq);
  }

  // ---- the round ----

  private newGame(stake: Stake): void {
    const { kit } = this.parts;
    if (kit.stopped) return;
    const game: Game = {
      gameId: `g${stake}-${(++kit.seq).toString(36)}${kit.clock.now().toString(36).slice(-4)}`,
      betAmount: stake,
      state: 'waiting',
      startsAt: kit.clock.now() + this.config.countdownMs,
      completedAt: null,
      called: [],
      order: callOrder(kit.rng),
      picks: new Map(),
      players: new Map(),
      conns: new Set(),
      checking: false,
      timers: new Set(),
    };
    this.games.set(stake, game);
    this.save();
    this.armWaiting(game);
    this.news.stakeStatus(game);
  }

  /** The countdown's timers of a waiting game: its ticks, its start and its bots. */
  private armWaiting(game: Game): void {
    this.scheduleTicks(game);
    this.scheduleStart(game);
    const take = (i: number, want: number) => botJoins(this.parts.world, game, i, want, this.parts.kit.rng);
    this.parts.kit.scheduleBots(game, this.config.bots, { ms: this.config.countdownMs, from: 0.1, spread: 0.6 }, take, () => {
      this.save();
      this.news.boardList(game);
      this.news.prize(game);
    });
  }

  private scheduleStart(game: Game): void {
    const { kit } = this.parts;
    kit.later(game, Math.max(0, game.startsAt - kit.clock.now()), () => {
      if (game.state !== 'waiting') return;
      if (game.players.size > 0) return this.start(game);
      // nobody joined: a new countdown for the same game
      game.startsAt = kit.clock.now() + this.config.countdownMs;
      this.save();
      this.scheduleStart(game);
      this.scheduleTicks(game);
      this.news.stakeStatus(game);
    });
  }

  /** `_timer_update_{id}` every second while the game waits, for the players' countdown. */
  private scheduleTicks(game: Game): void {
    this.parts.kit.later(game, 1000, () => {
      if (game.state !== 'waiting') return;
      if (game.players.size > 0) this.parts.kit.toGame(game, 'timerUpdate', { remainingTime: this.news.remaining(game) });
      this.scheduleTicks(game);
    });
  }

  start(game: Game): void {
    this.parts.kit.clearTimers(game);
    game.state = 'inProgress';
    // picks of players who did not join are freed
    for (const [id, owner] of game.picks) if (owner.startsWith('conn:')) game.picks.delete(id);
    this.save();
    this.news.boardList(game);
    this.news.stakeStatus(game);
    this.scheduleCalls(game);
    this.parts.kit.life.started?.(game.gameId);
  }

  private scheduleCalls(game: Game): void {
    this.parts.kit.callEvery(game, {
      interval: () => this.config.callIntervalMs,
      running: (g) => g.state === 'inProgress',
      paused: (g) => g.checking,
      call: (g) => this.call(g),
    });
  }

  /** Calls the next number and sends it; all 75 called ends the game without a winner (null). */
  call(game: Game): number | null {
    const number = drawNext(game);
    if (number === null) {
      this.endWithoutWinner(game);
      return null;
    }
    this.save();
    this.parts.kit.toGame(game, 'bingoNumber', { letter: letterOf(number), number });
    this.botsClaim(game);
    return number;
  }

  /** A bot whose board completes the pattern claims shortly after the call (unless the calls went on). */
  private botsClaim(game: Game): void {
    const bingo = botWithBingo(this.parts.world, game);
    if (!bingo) return;
    const callsAtClaim = game.called.length;
    const delay = this.config.callIntervalMs > 0 ? Math.min(this.config.callIntervalMs * 0.4, 1200) : 50;
    this.parts.kit.later(game, delay, () => {
      if (game.state === 'inProgress' && !game.checking && game.called.length === callsAtClaim) this.claim(game, bingo.player, bingo.boardId, null);
    });
  }

  /** Checks a claim for `checkMs` (calls pause); a win settles the game, a Bad Bingo goes to the claimant only. */
  claim(game: Game, player: Player, boardId: number, claimant: EngineConn | null): void {
    const { kit, world } = this.parts;
    game.checking = true;
    kit.toGame(game, 'bingoCheckingResult', { checking: true, for: player.name });
    kit.later(game, this.config.checkMs, () => {
      game.checking = false;
      kit.toGame(game, 'bingoCheckingResult', { checking: false, for: player.name });
      if (game.state !== 'inProgress') return;
      const claim = this.parts.rules.checkClaim(world, game, boardId);
      if (!claim.won) return claimant && emit(claimant, 'gameResult', game.gameId, { success: false, failed: true, message: 'Bad Bingo', boardId });
      this.complete(game);
      const { result, ended } = this.parts.settlement.settleWin(world, game, player, boardId, claim.winningNums);
      // saved in the same task as the payment, so a reload never finds it paid but still running
      this.save();
      kit.toGame(game, 'gameResult', result);
      kit.toGame(game, 'gameEnded', ended);
      kit.life.over?.(game.gameId, [player.name]);
      this.finish(game);
    });
  }

  endWithoutWinner(game: Game): void {
    this.complete(game);
    const ended = this.parts.settlement.settleNoWin(this.parts.world, game);
    this.save();
    this.parts.kit.toGame(game, 'gameEnded', ended);
    this.parts.kit.life.over?.(game.gameId, []);
    this.finish(game);
  }

  private complete(game: Game): void {
    game.state = 'completed';
    game.completedAt = this.parts.kit.clock.now();
    this.parts.kit.clearTimers(game);
  }

  private finish(game: Game): void {
    this.news.stakeStatus(game);
    this.scheduleNext(game);
  }

  /** The stake's next waiting game, `restartMs` after this one completed. */
  private scheduleNext(game: Game): void {
    const now = this.parts.kit.clock.now();
    this.parts.kit.later(game, (game.completedAt ?? now) + this.config.restartMs - now, () => {
      if (this.games.get(game.betAmount) === game) this.newGame(game.betAmount);
    });
  }
}
