import { clientEvents } from '@contracts/socket';
import { letterOf, type Stake } from '@/shared/lib/bingo';
import type { World } from '../../world/world';
import { realClock, type Clock } from '../core/clock';
import { echo, emit, IDENTITY_REFUSED, type Ack, type EngineConn, type MoneyHooks } from '../core/connection';
import { dispatchClientEvent, type ClientHandlers, type Reply } from '../core/dispatch';
import { RoomKit, type ChatRoom, type RoomLife } from '../core/room-kit';
import { SnapshotStore } from '../core/snapshot';
import { resolveMockConfig, type MockConfig } from './config';
import { manualPersistence, type GameStorage } from './persistence';
import { ManualRounds } from './rounds';
import { manualRules, prizePool, releasePicks } from './rules';
import { initialBoardlist, joinGame, toggleBoard, type SeatParts } from './seats';
import { manualSettlement } from './settlement';
import type { Game } from './state';

export type { GameSnapshot, GameStorage } from './persistence';

/**
 * The mock provider's game engine: runs manual games the way a server would (spec §4 manual game
 * flow) over any transport that can deliver Socket.IO events: MSW's WebSocket interception in the
 * browser, or a real `socket.io` server in `npm run provider`.
 *
 * Per stake there is one game at a time: waiting (countdown) → inProgress (calls) → completed →
 * after `restartMs` a new waiting game. Simulated players ("bots") pick boards and join during the
 * countdown. Stakes are debited on join; the prize pool is 80 % of all stakes in the game (the house
 * keeps 20 %); the winner also gets the stake's bonus of spec §9 when the game is won in fewer calls
 * than the bonus limit. A claim wins only if the stake's pattern is complete and includes the last
 * call (spec §5); otherwise only the claimant receives a Bad Bingo result and the game goes on.
 *
 * `new GameEngine(world, config?, clock?, storage?)`: with `storage` (mock mode, a reload mid-game)
 * holding a valid snapshot saved under the same config, each stake's game comes back with its id,
 * players, boards and calls — a waiting game starts at its stored time (at once when it has passed),
 * a running one goes on calling, a completed one is never settled or paid again. Connections are not
 * kept: a player comes back with `_rejoin_game_`. Every change is saved to it.
 *
 * Built by composition, no base class: a `RoomKit` (connections, timers, rng, call and bot loops),
 * a `SnapshotStore` with the manual persistence, and the rounds (`ManualRounds`, the schedule) given
 * the rules and the settlement. A claim: `handlers.bingo` → `onBingo` (is it the player's board
 * in a running game?) → `rounds.claim` (checking, calls pause) → `rules.checkClaim` →
 * `settlement.settleWin` (the world's ledger) → saved → `_game_result_` / `_game_ended_` → next game.
 */
export class GameEngine {
  config: MockConfig;
  private kit: RoomKit<Game>;
  private rounds: ManualRounds;
  private seats: SeatParts;

  constructor(
    private world: World,
    config: Partial<MockConfig> = {},
    clock: Clock = realClock,
    storage?: GameStorage,
  ) {
    this.config = resolveMockConfig(config);
    this.kit = new RoomKit<Game>(clock, this.config.seed, () => this.rounds.games.values());
    const store = new SnapshotStore(storage, manualPersistence, () => world.boards.length);
    this.rounds = new ManualRounds({ world, kit: this.kit, store, rules: manualRules, settlement: manualSettlement, config: () => this.config });
    this.seats = { world, kit: this.kit, rounds: this.rounds };
    this.rounds.open();
  }

  /** Fault and logging hooks of money events (the transports set them). */
  get hooks(): MoneyHooks {
    return this.kit.hooks;
  }

  set hooks(hooks: MoneyHooks) {
    this.kit.hooks = hooks;
  }

  connect(conn: EngineConn): void {
    this.kit.connect(conn);
  }

  /** Who hears of each game's start and end (the chat module). */
  set life(life: RoomLife) {
    this.kit.life = life;
  }

  /** The room of one of this engine's games for the chat module; undefined for a game it does not have. */
  chatRoom(gameId: string): ChatRoom | undefined {
    const g = this.rounds.byId(gameId);
    return g && { conns: g.conns, over: g.state === 'completed', bots: this.config.bots > 0 };
  }

  /** The connection is gone: it leaves every game, and its picks are freed (its player has not joined with them). */
  disconnect(conn: EngineConn): void {
    this.kit.disconnect(conn, (game) => this.leave(game, conn));
  }

  /** Stops every timer for good (the engine is shut down). */
  stop(): void {
    this.kit.stop();
  }

  /** Changes timing/seed; running games keep their countdown, later ones use the new values. */
  configure(partial: Partial<MockConfig>): void {
    this.config = resolveMockConfig({ ...this.config, ...partial });
    this.kit.reseed(this.config.seed);
  }

  /** Restarts every room with the current config (tests call it after `configure`). */
  restart(): void {
    this.rounds.restart();
  }

  allStatus() {
    return this.rounds.allStatus();
  }

  /**
   * The manual play's client events (spec §7 "Client emits (manual play)"), each with its handler;
   * `dispatchClientEvent` parses the payload with the contract's schema before it gets here.
   */
  readonly handlers: ClientHandlers<'manual'> = {
    requestAllGameStatus: (conn) => emit(conn, 'allGameStatus', this.allStatus()),
    requestInitialBoardlist: (conn, p, reply) => (p.phone !== conn.phone ? reply({ status: 'error', message: IDENTITY_REFUSED }) : initialBoardlist(this.seats, conn, p, reply)),
    toggleBoard: (conn, p) => toggleBoard(this.seats, conn, p),
    joinGame: (conn, p, reply) => {
      const event = clientEvents.joinGame.name;
      this.kit.hooks.recordMoneyRequest(event, p.requestId ?? null);
      if (p.phone !== conn.phone) {
        emit(conn, 'gameJoinValidationError', p.gameId, { message: IDENTITY_REFUSED, ...echo(p.requestId) });
        return reply({ error: IDENTITY_REFUSED });
      }
      if (this.kit.answered.replay(conn, event, p.requestId, reply)) return;
      joinGame(this.seats, conn, p, reply);
    },
    bingo: (conn, p) =>
      p.phone !== conn.phone ? emit(conn, 'gameResult', p.gameId, { success: false, failed: true, message: IDENTITY_REFUSED, boardId: p.boardId }) : this.onBingo(conn, p),
    navigateBack: (conn, p) => (p.phone !== conn.phone ? undefined : this.onNavigateBack(conn, p)),
    rejoinGame: (conn, p, reply) => (p.phone !== conn.phone ? reply({ error: IDENTITY_REFUSED }) : this.onRejoin(conn, p, reply)),
    // winnings are paid at settlement; nothing more to send
    readyForWinnings: () => undefined,
  };

  /** Handles one manual client event by its wire name (tests, tools); invalid payloads are logged and ignored. */
  handle(conn: EngineConn, event: string, payload: unknown, ack?: Ack): void {
    dispatchClientEvent({ manual: { handlers: this.handlers, conn } }, event, payload, ack);
  }

  // ---- test controls ----

  /** Starts the waiting game of a stake now, if it has a player. Returns whether it started. */
  startNow(betAmount: number): boolean {
    const game = this.rounds.games.get(betAmount as Stake);
    if (!game || game.state !== 'waiting' || game.players.size === 0) return false;
    this.rounds.start(game);
    return true;
  }

  /** Calls the next number of a running game now. Returns the number, or null. */
  callNext(betAmount: number): number | null {
    const game = this.rounds.games.get(betAmount as Stake);
    if (!game || game.state !== 'inProgress' || game.checking) return null;
    return this.rounds.call(game);
  }

  /** Ends the running game of a stake now without a winner (fault tests: "the game ended while away"). */
  endNow(betAmount: number): boolean {
    const game = this.rounds.games.get(betAmount as Stake);
    if (!game || game.state !== 'inProgress') return false;
    this.rounds.endWithoutWinner(game);
    return true;
  }

  /** A read-only view for tests and the dev console. */
  snapshot(betAmount: number) {
    const game = this.rounds.games.get(betAmount as Stake);
    if (!game) return null;
    return {
      gameId: game.gameId,
      state: game.state,
      called: [...game.called],
      taken: [...game.picks.keys()],
      players: [...game.players.values()].map((p) => ({ name: p.name, boards: [...p.boards], bot: p.bot })),
    };
  }

  // ---- client events ----

  private onBingo(conn: EngineConn, p: { phone: string; boardId: number; gameId: string }): void {
    const game = this.rounds.byId(p.gameId);
    const player = game?.players.get(`player:${p.phone}`);
    if (!game || !player || !player.boards.includes(p.boardId) || game.state !== 'inProgress') {
      emit(conn, 'gameResult', p.gameId, { success: false, failed: true, message: 'Invalid claim', boardId: p.boardId });
      return;
    }
    if (game.checking) return;
    this.rounds.claim(game, player, p.boardId, conn);
  }

  private onNavigateBack(conn: EngineConn, p: { gameId: string }): void {
    const game = this.rounds.byId(p.gameId);
    if (!game) return;
    game.conns.delete(conn.id);
    this.leave(game, conn);
  }

  private onRejoin(conn: EngineConn, p: { phone: string; gameId: string }, ack: Reply<'rejoinGame'>): void {
    const game = this.rounds.byId(p.gameId);
    if (!game || !game.players.has(`player:${p.phone}`)) return ack({ error: 'Game not found or already finished.' });
    game.conns.add(conn.id);
    ack({ success: true });
    emit(conn, 'gameRejoined', game.gameId, {
      numbers: [...game.called],
      calledNumbers: game.called.map((n) => ({ letter: letterOf(n), number: n })),
    });
    // a returning player (a reload, another tab or device) sees the prize pool at once
    emit(conn, 'totalWinningAmount', game.gameId, { total_winning: prizePool(game) });
  }

  /** A connection left a game: its picks are freed (its player has not joined with them). */
  private leave(game: Game, conn: EngineConn): void {
    if (releasePicks(game, `conn:${conn.id}`)) this.rounds.news.boardList(game);
  }
}
