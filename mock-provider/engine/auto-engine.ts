import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from '../zod';
import { autoSchemas } from '@contracts/socket';
import { boardCells, checkWin, letterOf, PATTERNS, type PatternId } from '@/shared/lib/bingo';
import { formatEtb, roundEtb } from '@/shared/lib/money';
import { AnswerLog, IDENTITY_REFUSED, noMoneyHooks, realClock, type Clock, type EngineConn, type MoneyHooks } from './shared';
import { createRng, shuffled } from '../world/rng';
import { loadTrusted, type SnapshotStorage } from './snapshot';
import type { World } from '../world/world';

/**
 * The mock provider's scheduled (automatic) games (spec §2.10–§2.12, §4 Scheduled game flow):
 * it keeps a few games announced ahead, sells boards (debits the wallet and writes a
 * `cartela_purchase` ledger row), starts each game at its start time, calls numbers by itself,
 * decides the winners (every board that completes the pattern on the same call; the prize pool is
 * split between them), pays them, and marks the game running, then completed. Simulated players
 * buy boards too. Timing comes from `AutoConfig` (tests shorten it or call numbers on demand).
 */
export interface AutoConfig {
  /** The first game starts this long after the provider starts (spec: within minutes in mock mode). */
  firstStartMs: number;
  /** Gap between two scheduled games' start times. */
  spacingMs: number;
  /** Pause between two calls; 0 = calls only when a test asks (`callNumbers`/`callNext`). */
  callIntervalMs: number;
  /** Games kept scheduled ahead (waiting or running), plus completed ones kept for the list. */
  ahead: number;
  /** Simulated buyers per game. */
  bots: number;
  seed: number;
  /** Stakes of the games in order of creation (cycled), ETB. */
  stakes: number[];
}

export const DEFAULT_AUTO_CONFIG: AutoConfig = {
  firstStartMs: 120_000,
  spacingMs: 600_000,
  callIntervalMs: 3_000,
  ahead: 3,
  bots: 3,
  seed: 2027,
  stakes: [20, 300, 50],
};

/** Merges a partial config (parsed JSON) over the defaults, keeping only valid values. */
export function resolveAutoConfig(partial: unknown): AutoConfig {
  const out: AutoConfig = { ...DEFAULT_AUTO_CONFIG, stakes: [...DEFAULT_AUTO_CONFIG.stakes] };
  if (partial && typeof partial === 'object') {
    const p = partial as Record<string, unknown>;
    for (const key of ['firstStartMs', 'spacingMs', 'callIntervalMs', 'ahead', 'bots', 'seed'] as const) {
      const v = p[key];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
    }
    if (Array.isArray(p.stakes) && p.stakes.length > 0 && p.stakes.every((s) => typeof s === 'number' && s > 0)) out.stakes = p.stakes as number[];
  }
  return out;
}

const NAMES = ['morning-quick-line', 'lunch-big-win', 'evening-full-card', 'night-owl-special', 'weekend-jackpot'];
const PATTERN_CYCLE: PatternId[] = ['oneLine', 'twoLines', 'rightHalf'];
const HOUSE_SHARE = 0.2;

interface AutoGame {
  gameId: string;
  gameName: string;
  betAmount: number;
  pattern: PatternId;
  startsAt: number;
  status: 'waiting' | 'running' | 'completed';
  order: number[];
  called: number[];
  /** board id → owner phone (or `bot:<n>`). */
  owners: Map<number, string>;
  conns: Set<string>;
  winners: { boardId: number; playerPhone: string; winningAmount: number }[];
  timers: Set<unknown>;
}

type Ack = (response: unknown) => void;

const callNumber = z.number().int().min(1).max(75);
const snapshotSchema = z.object({
  version: z.literal(1),
  configKey: z.string(),
  seq: z.number().int().nonnegative(),
  games: z.array(
    z.object({
      gameId: z.string().min(1),
      gameName: z.string(),
      betAmount: z.number().positive(),
      pattern: z.enum(Object.keys(PATTERNS) as [PatternId, ...PatternId[]]),
      startsAt: z.number(),
      status: z.enum(['waiting', 'running', 'completed']),
      order: z.array(callNumber).length(75),
      called: z.array(callNumber).max(75),
      owners: z.array(z.tuple([z.number().int().positive(), z.string().min(1)])),
      winners: z.array(z.object({ boardId: z.number().int().positive(), playerPhone: z.string(), winningAmount: z.number().nonnegative() })),
    }),
  ),
});

/**
 * What the engine saves after every change (spec §4 Scheduled game flow: a reload must find the
 * game and the boards bought for it). Plain JSON: times are epoch ms, amounts ETB, `owners` is the
 * board id → owner phone (or `bot:<n>`) map as entries, `configKey` the JSON of the AutoConfig the
 * games were scheduled with (a snapshot saved under another config is discarded).
 */
export type AutoSnapshot = z.infer<typeof snapshotSchema>;

/** Where the scheduled games are kept between runs (see `SnapshotStorage`). */
export type AutoStorage = SnapshotStorage<AutoSnapshot>;

/** Client events this engine answers (the manual engine gets the rest). */
export const AUTO_EVENTS = new Set(['request_auto_boardlist', 'purchase_cartela', 'join_auto_game', 'release_auto_boards']);

export class AutoGameEngine {
  config: AutoConfig;
  private games: AutoGame[] = [];
  private conns = new Map<string, EngineConn>();
  private rng: () => number;
  private seq = 0;
  private stopped = false;
  /** Test control: the list call answers 500 while true (a provider state of the pact). */
  listUnavailable = false;
  /** Fault and logging hooks (the transports set them). */
  hooks: MoneyHooks = noMoneyHooks;
  private answered = new AnswerLog();

  /**
   * @param storage optional persistence (spec §4 Scheduled game flow, reload): when it holds a valid
   *   snapshot saved under the same config, the games come back with their ids, boards, calls and
   *   winners — waiting games start at their start time (at once when it has passed), running ones
   *   go on calling, completed ones stay as they were (never paid again). Otherwise new games are
   *   scheduled. Every change is saved to it.
   */
  constructor(
    private world: World,
    config: Partial<AutoConfig> = {},
    private clock: Clock = realClock,
    private storage?: AutoStorage,
  ) {
    this.config = resolveAutoConfig(config);
    this.rng = createRng(this.config.seed);
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
    this.listUnavailable = false;
    for (const g of this.games) this.clearTimers(g);
    this.games = [];
    this.config = resolveAutoConfig({ ...this.config, ...partial });
    this.rng = createRng(this.config.seed);
    this.fill();
  }

  connect(conn: EngineConn): void {
    this.conns.set(conn.id, conn);
  }

  disconnect(conn: EngineConn): void {
    this.conns.delete(conn.id);
    for (const g of this.games) g.conns.delete(conn.id);
  }

  /** Handles a scheduled-game client event; invalid payloads are logged and ignored. */
  handle(conn: EngineConn, event: string, payload: unknown, ack?: Ack): void {
    const reply = ack ?? (() => undefined);
    switch (event) {
      case 'request_auto_boardlist': {
        const p = autoSchemas.RequestAutoBoardlist.safeParse(payload);
        if (!p.success) return reply({ status: 'error', message: 'invalid request' });
        const game = this.byId(p.data.game_id);
        if (!game) return reply({ status: 'error', message: 'Game not found' });
        game.conns.add(conn.id);
        reply({ status: 'success', gameId: game.gameId, message: 'ok' });
        conn.emit(`response_auto_boardlist_${game.gameId}`, { gameBoards: [...game.owners.keys()] });
        return;
      }
      case 'purchase_cartela': {
        const p = autoSchemas.PurchaseCartela.safeParse(payload);
        if (!p.success) return conn.emit('purchase_cartela_result', { success: false, message: 'Invalid purchase request.' });
        this.hooks.recordMoneyRequest(event, p.data.requestId ?? null);
        const answer = (result: { success: boolean; message: string }) => (to: EngineConn, ack: Ack) => {
          to.emit('purchase_cartela_result', result);
          ack(result.success ? { success: true, message: result.message } : { error: result.message });
        };
        if (p.data.phone !== conn.phone) return answer({ success: false, message: IDENTITY_REFUSED })(conn, reply);
        if (this.answered.replay(conn, event, p.data.requestId, reply)) return;
        const result = this.purchase(p.data.phone, p.data.gameId, p.data.boards);
        this.answered.keep(conn, event, p.data.requestId, answer(result));
        // the fault "drop the answer" applies to a purchase that moved money
        if (result.success && this.hooks.takeMoneyAnswerDrop()) return;
        return answer(result)(conn, reply);
      }
      case 'join_auto_game': {
        const p = autoSchemas.JoinAutoGame.safeParse(payload);
        if (!p.success) return reply({ error: 'Invalid join request.' });
        if (p.data.phone !== conn.phone) return reply({ error: IDENTITY_REFUSED });
        const game = this.byId(p.data.gameId);
        if (!game) return reply({ error: 'Game not found.' });
        game.conns.add(conn.id);
        reply({ success: true });
        conn.emit(`_auto_game_details_${game.gameId}`, this.details(game, p.data.phone));
        if (game.status === 'completed') conn.emit(`_auto_bingo_result_${game.gameId}`, this.result(game));
        return;
      }
      case 'release_auto_boards':
        return; // picks are local until bought: nothing is held for the player
      default:
        console.warn(`[mock provider] unknown scheduled event ${event}`);
    }
  }

  /** The list of spec §2.12 as `GET /autogames/status/scheduled` answers it. */
  list() {
    return this.games.map((g) => {
      const players = new Map<string, number[]>();
      for (const [id, owner] of g.owners) if (!owner.startsWith('bot:')) players.set(owner, [...(players.get(owner) ?? []), id]);
      return {
        gameId: g.gameId,
        gameName: g.gameName,
        displayStartTime: new Date(g.startsAt).toISOString().slice(11, 16) + ' UTC',
        startTimeLocal: new Date(g.startsAt).toISOString(),
        gameStatus: g.status,
        betAmount: g.betAmount,
        totalWinning: this.pool(g),
        pattern: { name: PATTERNS[g.pattern].nameEn, grid: gridOf(PATTERNS[g.pattern].preview) },
        callList: [...g.called],
        gameWinners: g.winners.map((w) => ({ ...w })),
        playerBoards: [...players].map(([playerPhone, boardIds]) => ({ playerPhone, boardIds })),
      };
    });
  }

  // ---- test and developer controls ----

  /** Ids of the games, in start order. */
  gameIds(): string[] {
    return this.games.map((g) => g.gameId);
  }

  /** Starts a waiting game now. */
  startNow(gameId: string): boolean {
    const g = this.byId(gameId);
    if (!g || g.status !== 'waiting') return false;
    this.start(g);
    return true;
  }

  /** Calls these numbers next (then the shuffled order goes on); returns the numbers called. */
  callNumbers(gameId: string, numbers: number[]): number[] {
    const g = this.byId(gameId);
    if (!g) return [];
    if (g.status === 'waiting') this.start(g);
    const done: number[] = [];
    for (const n of numbers) {
      if (g.status !== 'running' || g.called.includes(n)) continue;
      g.order = [n, ...g.order.filter((x) => x !== n)];
      this.call(g);
      done.push(n);
    }
    return done;
  }

  /** Calls the next number of a running game; null when it is not running. */
  callNext(gameId: string): number | null {
    const g = this.byId(gameId);
    if (!g || g.status !== 'running') return null;
    return this.call(g);
  }

  // ---- games ----

  private byId(id: string) {
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
        order: shuffled(Array.from({ length: 75 }, (_, i) => i + 1), this.rng),
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
  private persist(): void {
    if (!this.storage || this.stopped) return;
    this.storage.save({
      version: 1,
      configKey: this.configKey(),
      seq: this.seq,
      games: this.games.map((g) => ({
        gameId: g.gameId,
        gameName: g.gameName,
        betAmount: g.betAmount,
        pattern: g.pattern,
        startsAt: g.startsAt,
        status: g.status,
        order: [...g.order],
        called: [...g.called],
        owners: [...g.owners],
        winners: g.winners.map((w) => ({ ...w })),
      })),
    });
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
    this.games = snap.games.map((s) => ({ ...s, owners: new Map(s.owners), winners: s.winners.map((w) => ({ ...w })), conns: new Set<string>(), timers: new Set() }));
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
    const handle = this.clock.setTimeout(() => {
      g.timers.delete(handle);
      if (!this.stopped) fn();
    }, Math.max(0, ms));
    g.timers.add(handle);
  }

  private clearTimers(g: AutoGame): void {
    for (const t of g.timers) this.clock.clearTimeout(t);
    g.timers.clear();
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

  private purchase(phone: string, gameId: string, boards: number[]) {
    const g = this.byId(gameId);
    if (!g || g.status !== 'waiting') return { success: false, message: 'This game is not selling boards any more.' };
    const ids = [...new Set(boards)];
    if (ids.some((id) => !this.world.boards[id - 1])) return { success: false, message: 'Unknown board.' };
    const taken = ids.filter((id) => g.owners.has(id));
    if (taken.length > 0) return { success: false, message: `Board ${taken.join(', ')} is already taken.` };
    const held = [...g.owners.values()].filter((o) => o === phone).length;
    if (held + ids.length > 2) return { success: false, message: 'At most 2 boards per player.' };
    const total = roundEtb(g.betAmount * ids.length);
    if (!this.world.account(phone)) return { success: false, message: 'Unknown player.' };
    if (!this.world.debit(phone, total)) return { success: false, message: `በቂ ባላንስ አልተገኘም - ${formatEtb(this.world.balanceOf(phone).current_balance)} ብር!` };
    this.world.record({ phone, type: 'cartela_purchase', amount: total, net_amount: total, isdebit: true });
    for (const id of ids) g.owners.set(id, phone);
    this.persist();
    this.emitBoardList(g);
    return { success: true, message: `Boards ${ids.join(', ')} bought for ${formatEtb(total)} ETB.` };
  }

  private pool(g: AutoGame): number {
    return roundEtb(g.owners.size * g.betAmount * (1 - HOUSE_SHARE));
  }

  private start(g: AutoGame): void {
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

  private call(g: AutoGame): number | null {
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
    const share = winningBoards.length > 0 ? roundEtb(this.pool(g) / winningBoards.length) : 0;
    g.winners = winningBoards.map((boardId) => ({ boardId, playerPhone: this.phoneOf(g, boardId), winningAmount: share }));
    for (const w of g.winners) {
      const owner = g.owners.get(w.boardId)!;
      if (owner.startsWith('bot:')) continue;
      this.world.credit(owner, share);
      this.world.record({ phone: owner, type: 'game_won', amount: share, net_amount: share, isdebit: false });
    }
    // saved together with the payment (same task), so a reload never finds it paid but still running
    this.persist();
    this.toGame(g, `_auto_bingo_result_${g.gameId}`, this.result(g));
    this.fill();
  }

  private phoneOf(g: AutoGame, boardId: number): string {
    const owner = g.owners.get(boardId) ?? '';
    // simulated players get stable made-up phone numbers
    return owner.startsWith('bot:') ? `09120000${String(10 + Number(owner.slice(4))).padStart(2, '0')}` : owner;
  }

  private result(g: AutoGame) {
    const ids = g.winners.map((w) => w.boardId);
    const message =
      ids.length === 0
        ? 'No winner this game'
        : `BINGO! Board ${ids.join(', ')} won ${formatEtb(g.winners[0].winningAmount)} ETB${ids.length > 1 ? ' each' : ''}`;
    return {
      hasWinner: ids.length > 0,
      winning_board_ids: ids,
      winning_board_maps: Object.fromEntries(ids.map((id) => [String(id), this.world.boards[id - 1].board_numbers])),
      winnerPhoneMap: Object.fromEntries(g.winners.map((w) => [String(w.boardId), w.playerPhone])),
      called_numbers: [...g.called],
      patternGrid: this.winningGrid(g, ids[0]),
      message,
    };
  }

  /**
   * The result's patternGrid: the cells that won on the first winning board (spec §3 has one grid
   * per result, so further winners with another line of the same pattern are approximated), or the
   * pattern's preview when nobody won.
   */
  private winningGrid(g: AutoGame, boardId: number | undefined): boolean[][] {
    if (boardId === undefined) return gridOf(PATTERNS[g.pattern].preview);
    const win = checkWin(boardCells(this.world.boards[boardId - 1].board_numbers), g.called, g.pattern);
    return gridOf(Array.from({ length: 25 }, (_, i) => win.cells.includes(i)));
  }

  private details(g: AutoGame, phone: string) {
    return {
      boardIds: [...g.owners].filter(([, owner]) => owner === phone).map(([id]) => id),
      startTime: new Date(g.startsAt).toISOString(),
      betAmount: g.betAmount,
      totalWinning: this.pool(g),
      calledNumbers: g.called.map((n) => ({ number: n, letter: letterOf(n) })),
    };
  }

  private emitBoardList(g: AutoGame): void {
    this.toGame(g, `response_auto_boardlist_${g.gameId}`, { gameBoards: [...g.owners.keys()] });
  }

  private toGame(g: AutoGame, event: string, payload: unknown): void {
    for (const id of g.conns) this.conns.get(id)?.emit(event, payload);
  }
}

/**
 * Cross-field checks zod's shape cannot express: distinct game ids, a call order that is a
 * permutation of 1–75, calls taken from it once each, boards (owned and winning) that exist.
 */
function consistent(snap: AutoSnapshot, boardCount: number): boolean {
  if (new Set(snap.games.map((g) => g.gameId)).size !== snap.games.length) return false;
  return snap.games.every(
    (g) =>
      new Set(g.order).size === 75 &&
      new Set(g.called).size === g.called.length &&
      (g.status !== 'waiting' || g.called.length === 0) &&
      g.owners.every(([id]) => id <= boardCount) &&
      new Set(g.owners.map(([id]) => id)).size === g.owners.length &&
      g.winners.every((w) => g.owners.some(([id]) => id === w.boardId)),
  );
}

/** 25 row-major booleans → 5 rows of 5 (the contract's grid shape). */
function gridOf(cells: readonly boolean[]): boolean[][] {
  return [0, 1, 2, 3, 4].map((r) => cells.slice(r * 5, r * 5 + 5));
}

/** `GET /autogames/status/scheduled` (spec §7) answered from the auto engine. */
export function createAutoHttpHandlers(world: World, engine: AutoGameEngine): HttpHandler[] {
  return [
    http.get('*/api/autogames/status/:status', ({ request, params }) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
      if (!world.accountByToken(token)) return HttpResponse.json({ message: 'unauthorized' }, { status: 401 });
      if (params.status !== 'scheduled') return HttpResponse.json({ message: 'unknown status' }, { status: 400 });
      if (engine.listUnavailable) return HttpResponse.json({ message: 'scheduled games unavailable' }, { status: 500 });
      return HttpResponse.json(engine.list());
    }),
  ];
}
