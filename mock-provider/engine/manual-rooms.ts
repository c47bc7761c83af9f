import { boardCells, checkWin, letterOf, stakeRule, STAKES, type Stake } from '@/shared/lib/bingo';
import { createRng } from '../world/rng';
import type { World } from '../world/world';
import { resolveMockConfig, type MockConfig } from './config';
import { botJoins, botWithBingo } from './manual-bots';
import { settleNoWin, settleWin } from './manual-settlement';
import { consistent, fromStoredGame, prizePool, remaining, snapshotSchema, stakeStatus, toStoredGame, type Game, type GameSnapshot, type GameStorage, type Player } from './manual-state';
import { callOrder, GameTimers, realClock, type Clock, type EngineConn } from './shared';
import { loadTrusted } from './snapshot';

/**
 * The manual engine's rooms: per stake one game at a time, waiting (countdown) → inProgress
 * (calls) → completed → after `restartMs` a new waiting game; bots, claims, settlement, persistence
 * and what is sent to the players of a room. `GameEngine` (engine.ts) adds the client events and
 * the test controls on top.
 */
export abstract class ManualRooms {
  config: MockConfig;
  protected conns = new Map<string, { conn: EngineConn; phone?: string }>();
  protected games = new Map<Stake, Game>();
  protected rng: () => number;
  protected seq = 0;
  protected stopped = false;
  private timers: GameTimers;

  constructor(
    protected world: World,
    config: Partial<MockConfig> = {},
    protected clock: Clock = realClock,
    private storage?: GameStorage,
  ) {
    this.config = resolveMockConfig(config);
    this.rng = createRng(this.config.seed);
    this.timers = new GameTimers(clock, () => this.stopped);
    this.restore();
    for (const stake of STAKES) if (!this.games.has(stake)) this.newGame(stake);
  }

  /** Changes timing/seed; running games keep their countdown, later ones use the new values. */
  configure(partial: Partial<MockConfig>): void {
    this.config = resolveMockConfig({ ...this.config, ...partial });
    this.rng = createRng(this.config.seed);
  }

  /** Restarts every room with the current config (tests call it after `configure`). */
  restart(): void {
    for (const game of this.games.values()) this.clearTimers(game);
    this.games.clear();
    for (const stake of STAKES) this.newGame(stake);
    this.persist();
    for (const { conn } of this.conns.values()) conn.emit('_all_game_status', this.allStatus());
  }

  stop(): void {
    this.stopped = true;
    for (const game of this.games.values()) this.clearTimers(game);
  }

  allStatus(): Record<string, ReturnType<typeof stakeStatus>> {
    return Object.fromEntries([...this.games].map(([stake, g]) => [String(stake), stakeStatus(g, this.clock.now())]));
  }

  // ---- room state machine ----

  private newGame(stake: Stake): void {
    if (this.stopped) return;
    const game: Game = {
      gameId: `g${stake}-${(++this.seq).toString(36)}${this.clock.now().toString(36).slice(-4)}`,
      betAmount: stake,
      state: 'waiting',
      startsAt: this.clock.now() + this.config.countdownMs,
      completedAt: null,
      called: [],
      order: callOrder(this.rng),
      picks: new Map(),
      players: new Map(),
      conns: new Set(),
      checking: false,
      timers: new Set(),
    };
    this.games.set(stake, game);
    this.persist();
    this.scheduleTimerTicks(game);
    this.scheduleStart(game);
    this.scheduleBots(game);
    this.broadcastStakeStatus(game);
  }

  protected later(game: Game, ms: number, fn: () => void): void {
    this.timers.later(game.timers, ms, fn);
  }

  protected clearTimers(game: Game): void {
    this.timers.clear(game.timers);
  }

  private scheduleStart(game: Game): void {
    this.later(game, Math.max(0, game.startsAt - this.clock.now()), () => {
      if (game.state !== 'waiting') return;
      if (game.players.size === 0) {
        // nobody joined: a new countdown for the same game
        game.startsAt = this.clock.now() + this.config.countdownMs;
        this.persist();
        this.scheduleStart(game);
        this.scheduleTimerTicks(game);
        this.broadcastStakeStatus(game);
        return;
      }
      this.start(game);
    });
  }

  /** `_timer_update_{id}` every second while the game waits, for the players' countdown. */
  private scheduleTimerTicks(game: Game): void {
    this.later(game, 1000, () => {
      if (game.state !== 'waiting') return;
      if (game.players.size > 0) this.toGame(game, `_timer_update_${game.gameId}`, { remainingTime: this.remaining(game) });
      this.scheduleTimerTicks(game);
    });
  }

  private scheduleBots(game: Game): void {
    for (let i = 0; i < this.config.bots; i++) {
      const at = this.config.countdownMs * (0.1 + 0.6 * this.rng());
      const want = this.rng() < 0.5 ? 1 : 2;
      this.later(game, at, () => {
        if (!botJoins(this.world, game, i, want, this.rng)) return;
        this.persist();
        this.emitBoardList(game);
        this.emitPrize(game);
      });
    }
  }

  protected start(game: Game): void {
    this.clearTimers(game);
    game.state = 'inProgress';
    // picks of players who did not join are freed
    for (const [id, owner] of game.picks) if (owner.startsWith('conn:')) game.picks.delete(id);
    this.persist();
    this.emitBoardList(game);
    this.broadcastStakeStatus(game);
    this.scheduleCall(game);
  }

  private scheduleCall(game: Game): void {
    if (this.config.callIntervalMs <= 0) return;
    this.later(game, this.config.callIntervalMs, () => {
      if (game.state !== 'inProgress') return;
      if (!game.checking) this.call(game);
      if (game.state === 'inProgress') this.scheduleCall(game);
    });
  }

  protected call(game: Game): number | null {
    const number = game.order[game.called.length];
    if (number === undefined) {
      this.endWithoutWinner(game);
      return null;
    }
    game.called.push(number);
    this.persist();
    this.toGame(game, `_bingo_number_${game.gameId}`, { letter: letterOf(number), number });
    this.botsClaim(game);
    return number;
  }

  private botsClaim(game: Game): void {
    const bingo = botWithBingo(this.world, game);
    if (!bingo) return;
    const callsAtClaim = game.called.length;
    const delay = this.config.callIntervalMs > 0 ? Math.min(this.config.callIntervalMs * 0.4, 1200) : 50;
    this.later(game, delay, () => {
      if (game.state === 'inProgress' && !game.checking && game.called.length === callsAtClaim) this.claim(game, bingo.player, bingo.boardId, null);
    });
  }

  protected claim(game: Game, player: Player, boardId: number, claimant: EngineConn | null): void {
    const rule = stakeRule(game.betAmount)!;
    game.checking = true;
    this.toGame(game, `_bingo_checking_result_${game.gameId}`, { checking: true, for: player.name });
    this.later(game, this.config.checkMs, () => {
      game.checking = false;
      this.toGame(game, `_bingo_checking_result_${game.gameId}`, { checking: false, for: player.name });
      if (game.state !== 'inProgress') return;
      const cells = boardCells(this.world.boards[boardId - 1].board_numbers);
      const result = checkWin(cells, game.called, rule.pattern);
      if (!result.won) {
        claimant?.emit(`_game_result_${game.gameId}`, { success: false, failed: true, message: 'Bad Bingo', boardId });
        return;
      }
      this.settle(game, player, boardId, result.cells.map((i) => cells[i] as number).filter((n) => n > 0));
    });
  }

  private settle(game: Game, winner: Player, boardId: number, winningNums: number[]): void {
    this.complete(game);
    const { result, ended } = settleWin(this.world, game, winner, boardId, winningNums);
    // saved in the same task as the payment, so a reload never finds it paid but still running
    this.persist();
    this.toGame(game, `_game_result_${game.gameId}`, result);
    this.toGame(game, `_game_ended_${game.gameId}`, ended);
    this.finish(game);
  }

  protected endWithoutWinner(game: Game): void {
    this.complete(game);
    const ended = settleNoWin(this.world, game);
    this.persist();
    this.toGame(game, `_game_ended_${game.gameId}`, ended);
    this.finish(game);
  }

  private complete(game: Game): void {
    game.state = 'completed';
    game.completedAt = this.clock.now();
    this.clearTimers(game);
  }

  private finish(game: Game): void {
    this.broadcastStakeStatus(game);
    this.scheduleNext(game);
  }

  /** The stake's next waiting game, `restartMs` after this one completed. */
  private scheduleNext(game: Game): void {
    this.later(game, (game.completedAt ?? this.clock.now()) + this.config.restartMs - this.clock.now(), () => {
      if (this.games.get(game.betAmount) === game) this.newGame(game.betAmount);
    });
  }

  // ---- persistence (mock mode: a reload keeps the games) ----

  /** Saves every stake's game (no-op without storage). Called after every change of a game. */
  protected persist(): void {
    if (!this.storage || this.stopped) return;
    this.storage.save({ version: 1, configKey: JSON.stringify(this.config), seq: this.seq, games: [...this.games.values()].map(toStoredGame) });
  }

  /** Brings back the stored games, when they can be trusted, and re-arms their timers (the constructor adds missing stakes). */
  private restore(): void {
    const check = (snap: GameSnapshot) => consistent(snap, this.world.boards.length);
    const snap = loadTrusted(this.storage, snapshotSchema, JSON.stringify(this.config), check, 'manual games');
    if (!snap) return;
    this.seq = snap.seq;
    for (const s of snap.games) {
      const game = fromStoredGame(s);
      this.games.set(game.betAmount, game);
      if (game.state === 'waiting') {
        this.scheduleTimerTicks(game);
        this.scheduleStart(game);
        this.scheduleBots(game);
      } else if (game.state === 'inProgress') {
        this.scheduleCall(game);
        // a bot's claim that was pending at the reload is made again
        this.botsClaim(game);
      } else {
        this.scheduleNext(game);
      }
    }
  }

  // ---- emitting ----

  protected remaining(game: Game): number {
    return remaining(game, this.clock.now());
  }

  protected toGame(game: Game, event: string, payload: unknown): void {
    for (const id of game.conns) this.conns.get(id)?.conn.emit(event, payload);
  }

  protected emitBoardList(game: Game): void {
    this.toGame(game, `_updated_board_list_${game.gameId}`, { gameBoards: [...game.picks.keys()], gameId: game.gameId });
  }

  protected emitPrize(game: Game): void {
    const total = prizePool(game);
    this.toGame(game, `_total_winning_amount_${game.gameId}`, { total_winning: total });
    this.broadcast('_game_status_update', {
      betAmount: game.betAmount,
      waiting: { remainingTime: this.remaining(game), totalWinning: total },
      inProgressCount: game.state === 'inProgress' ? 1 : 0,
      totalWinning: total,
    });
  }

  private broadcastStakeStatus(game: Game): void {
    this.broadcast('_all_game_status_update', { betAmount: game.betAmount, state: game.state, remainingTime: this.remaining(game) });
    this.emitPrize(game);
    if (game.state === 'waiting') this.toGame(game, `_timer_update_${game.gameId}`, { remainingTime: this.remaining(game) });
  }

  private broadcast(event: string, payload: unknown): void {
    for (const { conn } of this.conns.values()) conn.emit(event, payload);
  }
}
