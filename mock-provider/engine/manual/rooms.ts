import { letterOf, STAKES, type Stake } from '@/shared/lib/bingo';
import type { World } from '../../world/world';
import { realClock, type Clock } from '../core/clock';
import type { EngineConn } from '../core/connection';
import { callOrder, RoomCore } from '../core/room-core';
import { botJoins, botWithBingo } from './bots';
import { resolveMockConfig, type MockConfig } from './config';
import { manualPersistence, type GameStorage } from './persistence';
import { checkClaim, prizePool, remaining, stakeStatus } from './rules';
import { settleNoWin, settleWin } from './settlement';
import type { Game, Player } from './state';

/**
 * The manual engine's rooms on the room core: per stake one game at a time, waiting (countdown) →
 * inProgress (calls) → completed → after `restartMs` a new waiting game; bots, claims, settlement
 * and what is sent to the players of a room. `GameEngine` (engine.ts) adds the client events and
 * the test controls on top.
 */
export abstract class ManualRooms extends RoomCore<Game, MockConfig, ReturnType<typeof manualPersistence.toStored>> {
  protected games = new Map<Stake, Game>();

  constructor(world: World, config: Partial<MockConfig> = {}, clock: Clock = realClock, storage?: GameStorage) {
    super(world, resolveMockConfig(config), clock, storage, manualPersistence);
    this.restore();
    for (const stake of STAKES) if (!this.games.has(stake)) this.newGame(stake);
  }

  /** Changes timing/seed; running games keep their countdown, later ones use the new values. */
  configure(partial: Partial<MockConfig>): void {
    this.reconfigure(resolveMockConfig({ ...this.config, ...partial }));
  }

  /** Restarts every room with the current config (tests call it after `configure`). */
  restart(): void {
    for (const game of this.games.values()) this.clearTimers(game);
    this.games.clear();
    for (const stake of STAKES) this.newGame(stake);
    this.persist();
    this.broadcast('_all_game_status', this.allStatus());
  }

  allStatus(): Record<string, ReturnType<typeof stakeStatus>> {
    return Object.fromEntries([...this.games].map(([stake, g]) => [String(stake), stakeStatus(g, this.clock.now())]));
  }

  // ---- the room core's hooks ----

  protected rooms(): Iterable<Game> {
    return this.games.values();
  }

  protected isRunning(game: Game): boolean {
    return game.state === 'inProgress';
  }

  protected mayCall(game: Game): boolean {
    return !game.checking;
  }

  protected announceCall(game: Game, number: number): void {
    this.toGame(game, `_bingo_number_${game.gameId}`, { letter: letterOf(number), number });
    this.botsClaim(game);
  }

  protected noMoreCalls(game: Game): void {
    this.endWithoutWinner(game);
  }

  protected botJoins(game: Game, i: number, want: number): boolean {
    return botJoins(this.world, game, i, want, this.rng);
  }

  protected boardsChanged(game: Game): void {
    this.emitBoardList(game);
    this.emitPrize(game);
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
    this.armWaiting(game);
    this.broadcastStakeStatus(game);
  }

  /** The countdown's timers of a waiting game: its ticks, its start and its bots. */
  private armWaiting(game: Game): void {
    this.scheduleTimerTicks(game);
    this.scheduleStart(game);
    this.scheduleBots(game, this.config.countdownMs, 0.1, 0.6);
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

  private botsClaim(game: Game): void {
    const bingo = botWithBingo(this.world, game);
    if (!bingo) return;
    const callsAtClaim = game.called.length;
    const delay = this.config.callIntervalMs > 0 ? Math.min(this.config.callIntervalMs * 0.4, 1200) : 50;
    this.later(game, delay, () => {
      if (game.state === 'inProgress' && !game.checking && game.called.length === callsAtClaim) this.claim(game, bingo.player, bingo.boardId, null);
    });
  }

  /** Checks a claim for `checkMs` (calls pause); a win settles the game, a Bad Bingo goes to the claimant only. */
  protected claim(game: Game, player: Player, boardId: number, claimant: EngineConn | null): void {
    game.checking = true;
    this.toGame(game, `_bingo_checking_result_${game.gameId}`, { checking: true, for: player.name });
    this.later(game, this.config.checkMs, () => {
      game.checking = false;
      this.toGame(game, `_bingo_checking_result_${game.gameId}`, { checking: false, for: player.name });
      if (game.state !== 'inProgress') return;
      const claim = checkClaim(this.world, game, boardId);
      if (!claim.won) {
        claimant?.emit(`_game_result_${game.gameId}`, { success: false, failed: true, message: 'Bad Bingo', boardId });
        return;
      }
      this.settle(game, player, boardId, claim.winningNums);
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

  /** Brings back the stored games, when they can be trusted, and re-arms their timers (the constructor adds missing stakes). */
  private restore(): void {
    for (const game of this.restoreStored() ?? []) {
      this.games.set(game.betAmount, game);
      if (game.state === 'waiting') this.armWaiting(game);
      else if (game.state === 'inProgress') {
        this.scheduleCall(game);
        // a bot's claim that was pending at the reload is made again
        this.botsClaim(game);
      } else this.scheduleNext(game);
    }
  }

  // ---- sending ----

  protected remaining(game: Game): number {
    return remaining(game, this.clock.now());
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
}
