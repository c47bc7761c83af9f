import { z } from '../zod';
import { schemas } from '@contracts/socket';
import { boardCells, checkWin, letterOf, stakeRule, STAKES, type Stake } from '@/shared/lib/bingo';
import { formatEtb, roundEtb } from '@/shared/lib/money';
import { resolveMockConfig, type MockConfig } from './config';
import { createRng, shuffled } from '../world/rng';
import { loadTrusted, type SnapshotStorage } from './snapshot';
import type { World } from '../world/world';
import { recordGame } from '../http/wallet';

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
 */

export interface EngineConn {
  readonly id: string;
  /** The player of the connection's handshake token (proposed contract: identity comes from the token). */
  readonly phone: string;
  emit(event: string, payload?: unknown): void;
}

/** The refusal of an event whose `phone` is not the connection's player (proposed contract). */
export const IDENTITY_REFUSED = 'This request names another player than the one logged in.';

/**
 * Hooks the transports give the engines: the test fault "perform the next money call, then drop its
 * answer", and the log of money requests with their idempotency key or request id.
 */
export interface MoneyHooks {
  /** True once per armed drop: the money call is performed, its answer (ack and answer event) is not sent. */
  takeMoneyAnswerDrop(): boolean;
  recordMoneyRequest(kind: string, key: string | null): void;
}

export const noMoneyHooks: MoneyHooks = { takeMoneyAnswerDrop: () => false, recordMoneyRequest: () => undefined };

/**
 * Answers of money and seat events by (player, event, requestId): a repeat of the same intent gets
 * the first answer again and moves nothing twice (proposed contract).
 */
export class AnswerLog {
  /** The last answers, oldest first (a retry comes within seconds; the log must not grow forever). */
  private answers = new Map<string, (conn: EngineConn, ack: (response: unknown) => void) => void>();
  private static readonly KEEP = 200;

  /** Replays the stored answer of this intent to `conn`; false when the intent is new. */
  replay(conn: EngineConn, event: string, requestId: string | undefined, ack: (response: unknown) => void): boolean {
    const answer = requestId ? this.answers.get(`${conn.phone}:${event}:${requestId}`) : undefined;
    if (!answer) return false;
    answer(conn, ack);
    return true;
  }

  /** Keeps the answer of an intent; without a request id nothing is kept (a spec client). */
  keep(conn: EngineConn, event: string, requestId: string | undefined, answer: (conn: EngineConn, ack: (response: unknown) => void) => void): void {
    if (!requestId) return;
    this.answers.set(`${conn.phone}:${event}:${requestId}`, answer);
    if (this.answers.size > AnswerLog.KEEP) this.answers.delete(this.answers.keys().next().value!);
  }
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

type Ack = (response: unknown) => void;

interface Player {
  key: string;
  phone: string | null;
  name: string;
  boards: number[];
  bot: boolean;
}

interface Game {
  gameId: string;
  betAmount: Stake;
  state: 'waiting' | 'inProgress' | 'completed';
  startsAt: number;
  /** When the game was settled or ended (epoch ms); the next game follows `restartMs` later. */
  completedAt: number | null;
  called: number[];
  order: number[];
  /** board id → owner: `conn:<id>` while picked, `player:<phone>` or `bot:<n>` once joined. */
  picks: Map<number, string>;
  players: Map<string, Player>;
  conns: Set<string>;
  checking: boolean;
  timers: Set<unknown>;
}

const HOUSE_SHARE = 0.2;

const callNumber = z.number().int().min(1).max(75);
const snapshotSchema = z.object({
  version: z.literal(1),
  configKey: z.string(),
  seq: z.number().int().nonnegative(),
  games: z.array(
    z.object({
      gameId: z.string().min(1),
      betAmount: z.number().refine((n) => (STAKES as readonly number[]).includes(n), 'unknown stake'),
      state: z.enum(['waiting', 'inProgress', 'completed']),
      startsAt: z.number(),
      completedAt: z.number().nullable(),
      order: z.array(callNumber).length(75),
      called: z.array(callNumber).max(75),
      players: z.array(
        z.object({
          key: z.string().min(1),
          phone: z.string().min(1).nullable(),
          name: z.string(),
          boards: z.array(z.number().int().positive()).min(1),
          bot: z.boolean(),
        }),
      ),
    }),
  ),
});

/**
 * What the engine saves after every change of a game (mock mode: a reload mid-game must find the
 * game, spec §4 step 5/7). Plain JSON: times are epoch ms, one game per stake; `players` are the
 * joined players (bots included) with their boards — picks of players who have not joined belong
 * to a connection and are not kept. `configKey` is the JSON of the MockConfig the games ran under
 * (a snapshot saved under another config is discarded).
 */
export type GameSnapshot = z.infer<typeof snapshotSchema>;

/** Where the manual games are kept between runs (see `SnapshotStorage`). */
export type GameStorage = SnapshotStorage<GameSnapshot>;

export class GameEngine {
  config: MockConfig;
  private conns = new Map<string, { conn: EngineConn; phone?: string }>();
  private games = new Map<Stake, Game>();
  private rng: () => number;
  private seq = 0;
  private stopped = false;
  private answered = new AnswerLog();
  /** Fault and logging hooks (the transports set them). */
  hooks: MoneyHooks = noMoneyHooks;

  /**
   * @param storage optional persistence (mock mode, a reload mid-game): when it holds a valid
   *   snapshot saved under the same config, each stake's game comes back with its id, players,
   *   boards and calls — a waiting game starts at its stored time (at once when it has passed), a
   *   running one goes on calling, a completed one is never settled or paid again. Connections are
   *   not kept: a player comes back with `_rejoin_game_`. Every change is saved to it.
   */
  constructor(
    private world: World,
    config: Partial<MockConfig> = {},
    private clock: Clock = realClock,
    private storage?: GameStorage,
  ) {
    this.config = resolveMockConfig(config);
    this.rng = createRng(this.config.seed);
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

  connect(conn: EngineConn): void {
    this.conns.set(conn.id, { conn });
  }

  disconnect(conn: EngineConn): void {
    this.conns.delete(conn.id);
    for (const game of this.games.values()) {
      game.conns.delete(conn.id);
      if (this.releasePicks(game, `conn:${conn.id}`)) this.emitBoardList(game);
    }
  }

  /** Handles one client event; invalid payloads are logged and ignored, as a strict server would. */
  handle(conn: EngineConn, event: string, payload: unknown, ack?: Ack): void {
    const reply = ack ?? (() => undefined);
    switch (event) {
      case '_request_all_game_status':
        conn.emit('_all_game_status', this.allStatus());
        return;
      case 'request_initial_boardlist':
        return this.parse(schemas.RequestInitialBoardlist, payload, event, (p) =>
          p.phone !== conn.phone ? reply({ status: 'error', message: IDENTITY_REFUSED }) : this.onInitialBoardlist(conn, p, reply),
        );
      case '_toggle_board_':
        return this.parse(schemas.ToggleBoard, payload, event, (p) => this.onToggle(conn, p));
      case '_join_game_':
        return this.parse(schemas.JoinGame, payload, event, (p) => {
          this.hooks.recordMoneyRequest(event, p.requestId ?? null);
          if (p.phone !== conn.phone) {
            conn.emit(`_game_join_validation_error_${p.gameId}`, { message: IDENTITY_REFUSED });
            return reply({ error: IDENTITY_REFUSED });
          }
          if (this.answered.replay(conn, event, p.requestId, reply)) return;
          this.onJoin(conn, p, reply);
        });
      case '_bingo_':
        return this.parse(schemas.Bingo, payload, event, (p) =>
          p.phone !== conn.phone
            ? conn.emit(`_game_result_${p.gameId}`, { success: false, failed: true, message: IDENTITY_REFUSED, boardId: p.boardId })
            : this.onBingo(conn, p),
        );
      case '_navigate_back_':
        return this.parse(schemas.NavigateBack, payload, event, (p) => (p.phone !== conn.phone ? undefined : this.onNavigateBack(conn, p)));
      case '_rejoin_game_':
        return this.parse(schemas.RejoinGame, payload, event, (p) => (p.phone !== conn.phone ? reply({ error: IDENTITY_REFUSED }) : this.onRejoin(conn, p, reply)));
      case '_ready_for_winnings':
        return; // winnings are paid at settlement; nothing more to send
      default:
        console.warn(`[mock provider] unknown event ${event}`);
    }
  }

  // ---- test controls ----

  /** Starts the waiting game of a stake now, if it has a player. Returns whether it started. */
  startNow(betAmount: number): boolean {
    const game = this.games.get(betAmount as Stake);
    if (!game || game.state !== 'waiting' || game.players.size === 0) return false;
    this.start(game);
    return true;
  }

  /** Calls the next number of a running game now. Returns the number, or null. */
  callNext(betAmount: number): number | null {
    const game = this.games.get(betAmount as Stake);
    if (!game || game.state !== 'inProgress' || game.checking) return null;
    return this.call(game);
  }

  /** Ends the running game of a stake now without a winner (fault tests: "the game ended while away"). */
  endNow(betAmount: number): boolean {
    const game = this.games.get(betAmount as Stake);
    if (!game || game.state !== 'inProgress') return false;
    this.endWithoutWinner(game);
    return true;
  }

  /** A read-only view for tests and the dev console. */
  snapshot(betAmount: number) {
    const game = this.games.get(betAmount as Stake);
    if (!game) return null;
    return {
      gameId: game.gameId,
      state: game.state,
      called: [...game.called],
      taken: [...game.picks.keys()],
      players: [...game.players.values()].map((p) => ({ name: p.name, boards: [...p.boards], bot: p.bot })),
    };
  }

  // ---- rooms ----

  private parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: unknown } }, payload: unknown, event: string, then: (p: T) => void): void {
    const r = schema.safeParse(payload);
    if (r.success) then(r.data);
    else console.warn(`[mock provider] invalid ${event} payload`, r.error);
  }

  private newGame(stake: Stake): void {
    if (this.stopped) return;
    const game: Game = {
      gameId: `g${stake}-${(++this.seq).toString(36)}${this.clock.now().toString(36).slice(-4)}`,
      betAmount: stake,
      state: 'waiting',
      startsAt: this.clock.now() + this.config.countdownMs,
      completedAt: null,
      called: [],
      order: shuffled(Array.from({ length: 75 }, (_, i) => i + 1), this.rng),
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

  private later(game: Game, ms: number, fn: () => void): void {
    const handle = this.clock.setTimeout(() => {
      game.timers.delete(handle);
      if (!this.stopped) fn();
    }, Math.max(0, ms));
    game.timers.add(handle);
  }

  private clearTimers(game: Game): void {
    for (const t of game.timers) this.clock.clearTimeout(t);
    game.timers.clear();
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
        const key = `bot:${i}`;
        // after a reload the bots are scheduled again: one that already joined does not join twice
        if (game.state !== 'waiting' || game.players.has(key)) return;
        const free = Array.from({ length: this.world.boards.length }, (_, k) => k + 1).filter((id) => !game.picks.has(id));
        const boards = shuffled(free, this.rng).slice(0, want);
        if (boards.length === 0) return;
        for (const id of boards) game.picks.set(id, key);
        game.players.set(key, { key, phone: null, name: `player${100 + i}`, boards, bot: true });
        this.persist();
        this.emitBoardList(game);
        this.emitPrize(game);
      });
    }
  }

  private start(game: Game): void {
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

  private call(game: Game): number | null {
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
    const rule = stakeRule(game.betAmount)!;
    for (const player of game.players.values()) {
      if (!player.bot) continue;
      const boardId = player.boards.find((id) => checkWin(boardCells(this.board(id).board_numbers), game.called, rule.pattern).won);
      if (boardId === undefined) continue;
      const callsAtClaim = game.called.length;
      const delay = this.config.callIntervalMs > 0 ? Math.min(this.config.callIntervalMs * 0.4, 1200) : 50;
      this.later(game, delay, () => {
        if (game.state === 'inProgress' && !game.checking && game.called.length === callsAtClaim) this.claim(game, player, boardId, null);
      });
      return;
    }
  }

  private board(id: number) {
    return this.world.boards[id - 1];
  }

  private claim(game: Game, player: Player, boardId: number, claimant: EngineConn | null): void {
    const rule = stakeRule(game.betAmount)!;
    game.checking = true;
    this.toGame(game, `_bingo_checking_result_${game.gameId}`, { checking: true, for: player.name });
    this.later(game, this.config.checkMs, () => {
      game.checking = false;
      this.toGame(game, `_bingo_checking_result_${game.gameId}`, { checking: false, for: player.name });
      if (game.state !== 'inProgress') return;
      const board = this.board(boardId);
      const cells = boardCells(board.board_numbers);
      const result = checkWin(cells, game.called, rule.pattern);
      if (!result.won) {
        claimant?.emit(`_game_result_${game.gameId}`, { success: false, failed: true, message: 'Bad Bingo', boardId });
        return;
      }
      this.settle(game, player, boardId, result.cells.map((i) => cells[i] as number).filter((n) => n > 0));
    });
  }

  private prizePool(game: Game): number {
    let boards = 0;
    for (const p of game.players.values()) boards += p.boards.length;
    return roundEtb(boards * game.betAmount * (1 - HOUSE_SHARE));
  }

  private settle(game: Game, winner: Player, boardId: number, winningNums: number[]): void {
    const rule = stakeRule(game.betAmount)!;
    const prize = this.prizePool(game);
    const bonus = game.called.length < rule.bonusUnderCalls ? rule.bonusEtb : 0;
    game.state = 'completed';
    game.completedAt = this.clock.now();
    this.clearTimers(game);
    for (const p of game.players.values()) {
      if (!p.phone) continue;
      const stake = game.betAmount * p.boards.length;
      if (p === winner) {
        this.world.credit(p.phone, prize + bonus);
        // net_amount is the size of the change; a prize below the player's stake is a net debit (spec §2.14 running balance)
        this.world.record({ phone: p.phone, type: 'game_won', amount: prize, net_amount: roundEtb(Math.abs(prize - stake)), isdebit: prize < stake });
        if (bonus > 0) this.world.record({ phone: p.phone, type: 'game_bonus', amount: bonus, net_amount: bonus, isdebit: false });
      } else {
        this.world.record({ phone: p.phone, type: 'game_lost', amount: stake, net_amount: stake, isdebit: true });
      }
    }
    this.recordGames(game, (p) => (p === winner ? { boardId, winningNums, amount: roundEtb(prize + bonus) } : null));
    // saved in the same task as the payment, so a reload never finds it paid but still running
    this.persist();
    const message = `BINGO! ${winner.name} won ${formatEtb(prize)} ETB${bonus > 0 ? ` + ${formatEtb(bonus)} ETB bonus` : ''}`;
    const board = this.board(boardId);
    const payload = {
      success: true,
      failed: false,
      message,
      winner: winner.name,
      boardId,
      board_numbers: board.board_numbers,
      called_numbers: [...game.called],
      winning_nums: winningNums,
    };
    this.toGame(game, `_game_result_${game.gameId}`, payload);
    this.toGame(game, `_game_ended_${game.gameId}`, {
      reason: 'winner',
      failed: false,
      data: { success: true, message, called_numbers: [...game.called], board_numbers: board.board_numbers, winning_nums: winningNums },
    });
    this.finish(game);
  }

  private endWithoutWinner(game: Game): void {
    game.state = 'completed';
    game.completedAt = this.clock.now();
    this.clearTimers(game);
    for (const p of game.players.values()) {
      if (p.phone) this.world.record({ phone: p.phone, type: 'game_lost', amount: game.betAmount * p.boards.length, net_amount: game.betAmount * p.boards.length, isdebit: true });
    }
    this.recordGames(game, () => null);
    this.persist();
    this.toGame(game, `_game_ended_${game.gameId}`, {
      reason: 'all numbers called',
      failed: true,
      data: { success: false, message: 'No winner this game', called_numbers: [...game.called] },
    });
    this.finish(game);
  }

  /** Keeps each real player's game for game history (spec §2.15). */
  private recordGames(game: Game, winOf: (p: Player) => { boardId: number; winningNums: number[]; amount: number } | null): void {
    for (const p of game.players.values()) {
      if (!p.phone) continue;
      const win = winOf(p);
      recordGame(this.world, {
        phone: p.phone,
        gameId: game.gameId,
        betAmount: game.betAmount,
        winnings: win?.amount ?? 0,
        won: win !== null,
        called_numbers: [...game.called],
        boards: p.boards.map((id) => ({
          board_id: id,
          board_numbers: this.board(id).board_numbers.map((col) => [...col]),
          won: win?.boardId === id,
          won_amount: win?.boardId === id ? win.amount : 0,
          winning_nums: win?.boardId === id ? win.winningNums : [],
        })),
      });
    }
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

  private configKey(): string {
    return JSON.stringify(this.config);
  }

  /** Saves every stake's game (no-op without storage). Called after every change of a game. */
  private persist(): void {
    if (!this.storage || this.stopped) return;
    this.storage.save({
      version: 1,
      configKey: this.configKey(),
      seq: this.seq,
      games: [...this.games.values()].map((g) => ({
        gameId: g.gameId,
        betAmount: g.betAmount,
        state: g.state,
        startsAt: g.startsAt,
        completedAt: g.completedAt,
        order: [...g.order],
        called: [...g.called],
        players: [...g.players.values()].map((p) => ({ ...p, boards: [...p.boards] })),
      })),
    });
  }

  /** The stored snapshot when it can be trusted: valid shape, same config, consistent games. */
  private loadSnapshot(): GameSnapshot | null {
    return loadTrusted(this.storage, snapshotSchema, this.configKey(), (snap) => consistent(snap, this.world.boards.length), 'manual games');
  }

  /** Brings back the stored games and re-arms their timers (the constructor adds missing stakes). */
  private restore(): void {
    const snap = this.loadSnapshot();
    if (!snap) return;
    this.seq = snap.seq;
    for (const s of snap.games) {
      const players = new Map<string, Player>(s.players.map((p) => [p.key, { ...p, boards: [...p.boards] }]));
      const game: Game = {
        ...s,
        betAmount: s.betAmount as Stake,
        order: [...s.order],
        called: [...s.called],
        picks: new Map<number, string>([...players.values()].flatMap((p) => p.boards.map((id): [number, string] => [id, p.key]))),
        players,
        conns: new Set(),
        checking: false,
        timers: new Set(),
      };
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

  // ---- client events ----

  private onInitialBoardlist(conn: EngineConn, p: { betAmount: number; phone: string }, ack: Ack): void {
    this.remember(conn, p.phone);
    const game = this.games.get(p.betAmount as Stake);
    if (!game) return ack({ status: 'error', message: `No game for stake ${p.betAmount}` });
    if (game.state !== 'waiting') return ack({ status: 'error', message: 'Game already in progress, please wait for the next one' });
    game.conns.add(conn.id);
    ack({ status: 'success', gameId: game.gameId, message: 'ok' });
    conn.emit(`_updated_board_list_${game.gameId}`, { gameBoards: [...game.picks.keys()], gameId: game.gameId });
    conn.emit(`_total_winning_amount_${game.gameId}`, { total_winning: this.prizePool(game) });
  }

  private gameById(gameId: string): Game | undefined {
    for (const g of this.games.values()) if (g.gameId === gameId) return g;
    return undefined;
  }

  private onToggle(conn: EngineConn, p: { boardId: number; gameId: string }): void {
    const game = this.gameById(p.gameId);
    if (!game || game.state !== 'waiting' || p.boardId > this.world.boards.length) return;
    const mine = `conn:${conn.id}`;
    const owner = game.picks.get(p.boardId);
    if (owner === mine) game.picks.delete(p.boardId);
    else if (owner === undefined) {
      const held = [...game.picks.values()].filter((o) => o === mine).length;
      if (held >= 2) return;
      game.picks.set(p.boardId, mine);
    } else return;
    game.conns.add(conn.id);
    this.emitBoardList(game);
  }

  private onJoin(conn: EngineConn, p: { phone: string; betAmount: number; boardIds: number[]; gameId: string; requestId?: string }, ack: Ack): void {
    this.remember(conn, p.phone);
    const game = this.gameById(p.gameId);
    const refuse = (message: string) => {
      const answer = (to: EngineConn, reply: Ack) => {
        to.emit(`_game_join_validation_error_${p.gameId}`, { message });
        reply({ error: message });
      };
      this.answered.keep(conn, '_join_game_', p.requestId, answer);
      answer(conn, ack);
    };
    if (!game || game.state !== 'waiting') return refuse('This game has already started. Please wait for the next one.');
    if (game.betAmount !== p.betAmount) return refuse('Wrong stake for this game.');
    const key = `player:${p.phone}`;
    if (game.players.has(key)) return refuse('You already joined this game.');
    const mine = `conn:${conn.id}`;
    const boardIds = [...new Set(p.boardIds)];
    if (boardIds.some((id) => id > this.world.boards.length)) return refuse('Unknown board.');
    const takenByOthers = boardIds.filter((id) => {
      const owner = game.picks.get(id);
      return owner !== undefined && owner !== mine;
    });
    if (takenByOthers.length > 0) return refuse(`Board ${takenByOthers.join(', ')} is already taken.`);
    const account = this.world.account(p.phone);
    if (!account) return refuse('Unknown player.');
    if (!this.world.debit(p.phone, game.betAmount * boardIds.length)) return refuse('Insufficient balance!');
    for (const id of boardIds) game.picks.set(id, key);
    game.players.set(key, { key, phone: p.phone, name: account.username, boards: boardIds, bot: false });
    // saved in the same task as the debit, so a reload never finds the stake taken but the player gone
    this.persist();
    game.conns.add(conn.id);
    // a repeat of this intent (same requestId) is told it joined, from whichever connection it comes;
    // the answer holds the game's id, not the game, so finished games are not kept alive by it
    const gameId = game.gameId;
    const answer = (to: EngineConn, reply: Ack) => {
      const current = this.gameById(gameId);
      if (current) current.conns.add(to.id);
      to.emit(`_game_joined_${gameId}`, { gameId, boardIds });
      if (current) to.emit(`_timer_update_${gameId}`, { remainingTime: this.remaining(current) });
      reply({ success: true });
    };
    this.answered.keep(conn, '_join_game_', p.requestId, answer);
    if (!this.hooks.takeMoneyAnswerDrop()) answer(conn, ack);
    this.emitBoardList(game);
    this.emitPrize(game);
  }

  private onBingo(conn: EngineConn, p: { phone: string; boardId: number; gameId: string }): void {
    const game = this.gameById(p.gameId);
    const player = game?.players.get(`player:${p.phone}`);
    if (!game || !player || !player.boards.includes(p.boardId) || game.state !== 'inProgress') {
      conn.emit(`_game_result_${p.gameId}`, { success: false, failed: true, message: 'Invalid claim', boardId: p.boardId });
      return;
    }
    if (game.checking) return;
    this.claim(game, player, p.boardId, conn);
  }

  private onNavigateBack(conn: EngineConn, p: { gameId: string }): void {
    const game = this.gameById(p.gameId);
    if (!game) return;
    game.conns.delete(conn.id);
    if (this.releasePicks(game, `conn:${conn.id}`)) this.emitBoardList(game);
  }

  private onRejoin(conn: EngineConn, p: { phone: string; gameId: string }, ack: Ack): void {
    this.remember(conn, p.phone);
    const game = this.gameById(p.gameId);
    if (!game || !game.players.has(`player:${p.phone}`)) return ack({ error: 'Game not found or already finished.' });
    game.conns.add(conn.id);
    ack({ success: true });
    conn.emit(`_game_rejoined_${game.gameId}`, {
      numbers: [...game.called],
      calledNumbers: game.called.map((n) => ({ letter: letterOf(n), number: n })),
    });
  }

  // ---- emitting ----

  private remember(conn: EngineConn, phone: string): void {
    const entry = this.conns.get(conn.id);
    if (entry) entry.phone = phone;
  }

  private releasePicks(game: Game, owner: string): boolean {
    if (game.state !== 'waiting') return false;
    let changed = false;
    for (const [id, o] of game.picks) {
      if (o === owner) {
        game.picks.delete(id);
        changed = true;
      }
    }
    return changed;
  }

  private toGame(game: Game, event: string, payload: unknown): void {
    for (const id of game.conns) this.conns.get(id)?.conn.emit(event, payload);
  }

  private emitBoardList(game: Game): void {
    this.toGame(game, `_updated_board_list_${game.gameId}`, { gameBoards: [...game.picks.keys()], gameId: game.gameId });
  }

  private emitPrize(game: Game): void {
    const total = this.prizePool(game);
    this.toGame(game, `_total_winning_amount_${game.gameId}`, { total_winning: total });
    this.broadcast('_game_status_update', {
      betAmount: game.betAmount,
      waiting: { remainingTime: this.remaining(game), totalWinning: total },
      inProgressCount: game.state === 'inProgress' ? 1 : 0,
      totalWinning: total,
    });
  }

  private remaining(game: Game): number {
    return game.state === 'waiting' ? Math.max(0, Math.ceil((game.startsAt - this.clock.now()) / 1000)) : 0;
  }

  private stakeStatus(game: Game) {
    return {
      state: game.state,
      remainingTime: this.remaining(game),
      waiting: { remainingTime: this.remaining(game), totalWinning: this.prizePool(game) },
      inProgressCount: game.state === 'inProgress' ? 1 : 0,
    };
  }

  allStatus(): Record<string, ReturnType<GameEngine['stakeStatus']>> {
    return Object.fromEntries([...this.games].map(([stake, g]) => [String(stake), this.stakeStatus(g)]));
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

/**
 * Cross-field checks zod's shape cannot express: one game per stake, distinct ids, a call order
 * that is a permutation of 1–75 with the calls its prefix, players with distinct keys matching
 * their phone, boards that exist and belong to one player each.
 */
function consistent(snap: GameSnapshot, boardCount: number): boolean {
  if (new Set(snap.games.map((g) => g.betAmount)).size !== snap.games.length) return false;
  if (new Set(snap.games.map((g) => g.gameId)).size !== snap.games.length) return false;
  return snap.games.every((g) => {
    const boards = g.players.flatMap((p) => p.boards);
    return (
      new Set(g.order).size === 75 &&
      g.called.every((n, i) => g.order[i] === n) &&
      (g.state !== 'waiting' || g.called.length === 0) &&
      (g.state === 'completed') === (g.completedAt !== null) &&
      new Set(g.players.map((p) => p.key)).size === g.players.length &&
      g.players.every((p) => (p.bot ? p.phone === null && p.key.startsWith('bot:') : p.key === `player:${p.phone}`)) &&
      boards.every((id) => id <= boardCount) &&
      new Set(boards).size === boards.length
    );
  });
}
