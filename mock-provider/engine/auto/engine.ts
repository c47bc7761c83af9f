import { clientEvents } from '@contracts/socket';
import type { World } from '../../world/world';
import { realClock, type Clock } from '../core/clock';
import { echo, emit, IDENTITY_REFUSED, type Ack, type EngineConn, type MoneyHooks } from '../core/connection';
import { dispatchClientEvent, type ClientHandlers, type Reply } from '../core/dispatch';
import { RoomKit, type ChatRoom, type RoomLife } from '../core/room-kit';
import { SnapshotStore } from '../core/snapshot';
import { resolveAutoConfig, type AutoConfig } from './config';
import { details, listEntry, result } from './payloads';
import { autoPersistence, type AutoStorage } from './persistence';
import { autoRules } from './rules';
import { AutoSchedule } from './schedule';
import { autoSettlement } from './settlement';
import type { AutoGame } from './state';

export type { AutoSnapshot, AutoStorage } from './persistence';

/**
 * The mock provider's auto games, the spec's scheduled games (spec §2.10–§2.12, §4 Scheduled game flow):
 * it keeps a few games announced ahead, sells boards (debits the wallet and writes a
 * `cartela_purchase` ledger entry), starts each game at its start time, calls numbers by itself,
 * decides the winners (every board that completes the pattern on the same call; the prize pool is
 * split between them), pays them, and marks the game running, then completed. Simulated players
 * buy boards too. Timing comes from `AutoConfig` (tests shorten it or call numbers on demand).
 *
 * Built by composition, no base class: a `RoomKit`, a `SnapshotStore` with the auto persistence,
 * and the schedule (`AutoSchedule`) given the rules and the settlement. A call: the kit's call loop
 * → `schedule.call` → `rules.winningBoards` → `settlement.payWinners` (the world's ledger) → saved →
 * `_auto_bingo_result_`.
 */
export class AutoGameEngine {
  /** Test control: the list call answers 500 while true (a provider state of the pact). */
  listUnavailable = false;
  config: AutoConfig;
  private kit: RoomKit<AutoGame>;
  private schedule: AutoSchedule;

  /**
   * @param storage optional persistence (spec §4 Scheduled game flow, reload): when it holds a valid
   *   snapshot saved under the same config, the games come back with their ids, boards, calls and
   *   winners — waiting games start at their start time (at once when it has passed), running ones
   *   go on calling, completed ones stay as they were (never paid again). Otherwise new games are
   *   made. Every change is saved to it.
   */
  constructor(
    private world: World,
    config: Partial<AutoConfig> = {},
    clock: Clock = realClock,
    storage?: AutoStorage,
  ) {
    this.config = resolveAutoConfig(config);
    this.kit = new RoomKit<AutoGame>(clock, this.config.seed, () => this.schedule.games);
    const store = new SnapshotStore(storage, autoPersistence, () => world.boards.length);
    this.schedule = new AutoSchedule({ world, kit: this.kit, store, rules: autoRules, settlement: autoSettlement, config: () => this.config });
    this.schedule.open();
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
    const g = this.schedule.byId(gameId);
    return g && { conns: g.conns, over: g.status === 'completed', bots: this.config.bots > 0 };
  }

  disconnect(conn: EngineConn): void {
    this.kit.disconnect(conn);
  }

  /** Stops every timer for good (the engine is shut down). */
  stop(): void {
    this.kit.stop();
  }

  /**
   * Drops every game and makes new ones with `partial` over the current config (tests, the
   * browser's `reset()`); the saved snapshot is replaced by the new games.
   */
  restart(partial: Partial<AutoConfig> = {}): void {
    this.listUnavailable = false;
    this.config = resolveAutoConfig({ ...this.config, ...partial });
    this.kit.reseed(this.config.seed);
    this.schedule.restart();
  }

  /**
   * The scheduled play's client events (spec §7 "Client emits (scheduled games)"), each with its
   * handler and, where this server answers a payload the contract refuses, that answer.
   */
  readonly handlers: ClientHandlers<'scheduled'> = {
    requestAutoBoardlist: {
      on: (conn, p, reply) => {
        const game = this.schedule.byId(p.game_id);
        if (!game) return reply({ status: 'error', message: 'Game not found' });
        game.conns.add(conn.id);
        reply({ status: 'success', gameId: game.gameId, message: 'ok' });
        emit(conn, 'autoBoardlist', game.gameId, { gameBoards: [...game.owners.keys()] });
      },
      invalid: (_conn, reply) => reply({ status: 'error', message: 'invalid request' }),
    },
    purchaseCartela: {
      on: (conn, p, reply) => {
        const event = clientEvents.purchaseCartela.name;
        this.kit.hooks.recordMoneyRequest(event, p.requestId ?? null);
        const answer = (result: { success: boolean; message: string }) => (to: EngineConn, ack: Reply<'purchaseCartela'>) => {
          // the request answered (proposed): the result names no game, a client matches it to its purchase
          emit(to, 'purchaseCartelaResult', { ...result, ...echo(p.requestId) });
          ack(result.success ? { success: true, message: result.message } : { error: result.message });
        };
        if (p.phone !== conn.phone) return answer({ success: false, message: IDENTITY_REFUSED })(conn, reply);
        if (this.kit.answered.replay(conn, event, p.requestId, reply)) return;
        const result = this.purchase(p.phone, p.gameId, p.boards, p.requestId);
        this.kit.answered.keep(conn, event, p.requestId, answer(result));
        // the fault "drop the answer" applies to a purchase that moved money
        if (result.success && this.kit.hooks.takeMoneyAnswerDrop()) return;
        answer(result)(conn, reply);
      },
      invalid: (conn) => emit(conn, 'purchaseCartelaResult', { success: false, message: 'Invalid purchase request.' }),
    },
    joinAutoGame: {
      on: (conn, p, reply) => {
        if (p.phone !== conn.phone) return reply({ error: IDENTITY_REFUSED });
        const game = this.schedule.byId(p.gameId);
        if (!game) return reply({ error: 'Game not found.' });
        game.conns.add(conn.id);
        reply({ success: true });
        emit(conn, 'autoGameDetails', game.gameId, details(game, p.phone));
        if (game.status === 'completed') emit(conn, 'autoBingoResult', game.gameId, result(this.world, game));
      },
      invalid: (_conn, reply) => reply({ error: 'Invalid join request.' }),
    },
    // picks are local until bought: nothing is held for the player
    releaseAutoBoards: () => undefined,
  };

  /** Handles one scheduled client event by its wire name (tests, tools); see `handlers`. */
  handle(conn: EngineConn, event: string, payload: unknown, ack?: Ack): void {
    dispatchClientEvent({ scheduled: { handlers: this.handlers, conn } }, event, payload, ack);
  }

  /** The list of spec §2.12 as `GET /autogames/status/scheduled` answers it. */
  list() {
    return this.schedule.games.map(listEntry);
  }

  // ---- test and developer controls ----

  /** Ids of the games, in start order. */
  gameIds(): string[] {
    return this.schedule.games.map((g) => g.gameId);
  }

  /** Starts a waiting game now. */
  startNow(gameId: string): boolean {
    const g = this.schedule.byId(gameId);
    if (!g || g.status !== 'waiting') return false;
    this.schedule.start(g);
    return true;
  }

  /** Calls these numbers next (then the shuffled order goes on); returns the numbers called. */
  callNumbers(gameId: string, numbers: number[]): number[] {
    const g = this.schedule.byId(gameId);
    if (!g) return [];
    if (g.status === 'waiting') this.schedule.start(g);
    const done: number[] = [];
    for (const n of numbers) {
      if (g.status !== 'running' || g.called.includes(n)) continue;
      g.order = [n, ...g.order.filter((x) => x !== n)];
      this.schedule.call(g);
      done.push(n);
    }
    return done;
  }

  /** Calls the next number of a running game; null when it is not running. */
  callNext(gameId: string): number | null {
    const g = this.schedule.byId(gameId);
    if (!g || g.status !== 'running') return null;
    return this.schedule.call(g);
  }

  private purchase(phone: string, gameId: string, boards: number[], requestId?: string) {
    const g = this.schedule.byId(gameId);
    const bought = autoSettlement.buyBoards(this.world, g, phone, boards, requestId);
    if (!g || !bought.success) return bought;
    this.schedule.save();
    this.schedule.boardsChanged(g);
    return bought;
  }
}
