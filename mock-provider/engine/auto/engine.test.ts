import { afterEach, expect, test, vi } from 'vitest';
import { boardCells, checkWin, LINES } from '@/shared/lib/bingo';
import { serverEvents } from '@contracts/socket';
import { AutoGameEngine } from './engine';
import { fakeClock, textStorage } from '../core/test-doubles';
import { memoryStorage, World } from '../../world/world';
import { setLimits } from '../../world/limits';

let engine: AutoGameEngine | null = null;
afterEach(() => engine?.stop());

/** A connection of the player `phone` (identity comes from the handshake token); `events` may be shared. */
function conn(id: string, phone = '0911000001', events: [string, unknown][] = []) {
  return { id, phone, events, emit: (event: string, payload?: unknown) => void events.push([event, payload]) };
}

test('sells boards (debit + cartela_purchase row), splits the pool between boards winning on the same call, pays them', () => {
  const world = new World(memoryStorage());
  engine = new AutoGameEngine(world, { firstStartMs: 600_000, callIntervalMs: 0, bots: 0, stakes: [20] });
  const [gameId] = engine.gameIds();
  expect(engine.gameIds()).toHaveLength(3);
  const c = conn('c1');
  engine.connect(c);

  // two boards sharing a number on one of their lines
  const cells = (id: number) => boardCells(world.boards[id - 1].board_numbers) as number[];
  let plan: { a: number; b: number; calls: number[] } | null = null;
  for (let b = 2; b <= 100 && !plan; b++) {
    const la = LINES[5].map((i) => cells(1)[i]).filter(Boolean);
    const lb = LINES[5].map((i) => cells(b)[i]).filter(Boolean);
    const shared = la.find((n) => lb.includes(n));
    if (shared === undefined) continue;
    const calls = [...new Set([...la, ...lb])].filter((n) => n !== shared).concat(shared);
    const first = (id: number) => calls.findIndex((_, k) => checkWin(cells(id), calls.slice(0, k + 1), 'oneLine').won);
    if (first(1) === calls.length - 1 && first(b) === calls.length - 1) plan = { a: 1, b, calls };
  }
  expect(plan).not.toBeNull();
  const { a, b, calls } = plan!;

  engine.handle(c, 'purchase_cartela', { phone: '0911000001', gameId, boards: [a], requestId: 'purchase-key-1' });
  const almaz = conn('c1b', '0911000002', c.events);
  engine.connect(almaz);
  engine.handle(almaz, 'purchase_cartela', { phone: '0911000002', gameId, boards: [b] });
  expect(c.events.filter(([e]) => e === 'purchase_cartela_result').map(([, p]) => (p as { success: boolean }).success)).toEqual([true, true]);
  expect(world.balanceOf('0911000001').current_balance).toBe(480);
  expect(world.data.ledger.filter((r) => r.type === 'cartela_purchase')).toHaveLength(2);
  // the purchase's requestId is its entry's idempotency key (proposed), so a lost answer can be settled by identity
  expect(world.data.ledger.filter((r) => r.type === 'cartela_purchase').map((r) => r.idempotency_key)).toEqual(['purchase-key-1', undefined]);
  // a board already sold cannot be bought again
  engine.handle(almaz, 'purchase_cartela', { phone: '0911000002', gameId, boards: [a] });
  expect((c.events.at(-1)![1] as { success: boolean }).success).toBe(false);

  engine.handle(c, 'join_auto_game', { gameId, phone: '0911000001' }, () => undefined);
  engine.callNumbers(gameId, calls);
  const result = c.events.find(([e]) => e === `_auto_bingo_result_${gameId}`)![1] as { winning_board_ids: number[]; winnerPhoneMap: Record<string, string> };
  expect(result.winning_board_ids.sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
  expect(result.winnerPhoneMap[String(a)]).toBe('0911000001');
  // proposed (fairness view): two players with one board each
  expect(result).toMatchObject({ players_count: 2, boards_count: 2 });
  // pool 2 × 20 × 0.8 = 32, 16 each
  expect(world.balanceOf('0911000001').current_balance).toBe(496);
  expect(world.balanceOf('0911000002').current_balance).toBe(1000 - 20 + 16);
  const listed = engine.list().find((g) => g.gameId === gameId)!;
  expect(listed.gameStatus).toBe('completed');
  expect(listed.gameWinners.map((w) => w.winningAmount)).toEqual([16, 16]);
  // every event the engine sent honours the socket contract
  for (const [event, payload] of c.events) {
    const def = Object.values(serverEvents).find((d) => (d.kind === 'fixed' ? d.name === event : event.startsWith(d.prefix)));
    expect(def, event).toBeDefined();
    expect(def!.schema.safeParse(payload).success, event).toBe(true);
  }
  // a new game is scheduled to keep 3 ahead
  expect(engine.list().filter((g) => g.gameStatus !== 'completed')).toHaveLength(3);
});

test('over the balance the purchase fails with the balance message and nothing is debited', () => {
  const world = new World(memoryStorage());
  engine = new AutoGameEngine(world, { firstStartMs: 600_000, callIntervalMs: 0, bots: 0, stakes: [300] });
  const c = conn('c1');
  engine.handle(c, 'purchase_cartela', { phone: '0911000001', gameId: engine.gameIds()[0], boards: [1, 2] });
  expect(c.events.at(-1)).toEqual(['purchase_cartela_result', { success: false, message: 'በቂ ባላንስ አልተገኘም - 500.00 ብር!' }]);
  expect(world.balanceOf('0911000001').current_balance).toBe(500);
});

test('by default the first game starts within minutes and three games are scheduled ahead', () => {
  const world = new World(memoryStorage());
  engine = new AutoGameEngine(world);
  const list = engine.list();
  expect(list).toHaveLength(3);
  const firstIn = Date.parse(list[0].startTimeLocal) - Date.now();
  expect(firstIn).toBeGreaterThan(60_000);
  expect(firstIn).toBeLessThanOrEqual(120_000);
  expect(list.map((g) => g.gameStatus)).toEqual(['waiting', 'waiting', 'waiting']);
  expect(list[0].pattern.grid.flat()).toHaveLength(25);
});

// ---- persistence: a reload in mock mode (spec §4 Scheduled game flow) ----


/** The page goes away and comes back: a new world and engine on the same storages, the clock goes on. */
function reload(worldStore: ReturnType<typeof memoryStorage>, autoStore: ReturnType<typeof textStorage>, clock: ReturnType<typeof fakeClock>, config: object) {
  engine?.stop();
  const world = new World(worldStore);
  engine = new AutoGameEngine(world, config, clock, autoStore);
  return { world, engine };
}

const phoneBoards = (e: AutoGameEngine, gameId: string, phone: string) =>
  e.list().find((g) => g.gameId === gameId)?.playerBoards.find((p) => p.playerPhone === phone)?.boardIds ?? [];

test('reload: the game id and the bought boards survive; simulated buyers do not buy twice; the game starts at its time', () => {
  const clock = fakeClock();
  const worldStore = memoryStorage();
  const autoStore = textStorage();
  const config = { firstStartMs: 60_000, callIntervalMs: 1_000, bots: 3, stakes: [20] };
  const world = new World(worldStore);
  engine = new AutoGameEngine(world, config, clock, autoStore);
  const ids = engine.gameIds();
  const [gameId] = ids;
  const c = conn('c1');
  engine.handle(c, 'purchase_cartela', { phone: '0911000001', gameId, boards: [1, 2] });
  expect(world.balanceOf('0911000001').current_balance).toBe(460);
  clock.advance(55_000); // every simulated buyer has bought (they buy within 85 % of the window)
  const sold = engine.list()[0].totalWinning;

  const after = reload(worldStore, autoStore, clock, config);
  expect(after.engine.gameIds()).toEqual(ids);
  expect(phoneBoards(after.engine, gameId, '0911000001')).toEqual([1, 2]);
  expect(after.world.balanceOf('0911000001').current_balance).toBe(460);
  const c2 = conn('c2');
  after.engine.handle(c2, 'join_auto_game', { gameId, phone: '0911000001' }, (r) => expect(r).toEqual({ success: true }));
  expect((c2.events.find(([e]) => e === `_auto_game_details_${gameId}`)![1] as { boardIds: number[] }).boardIds).toEqual([1, 2]);

  clock.advance(4_999);
  expect(after.engine.list()[0].gameStatus).toBe('waiting');
  expect(after.engine.list()[0].totalWinning).toBe(sold); // the buyers re-armed by the reload had bought already
  clock.advance(1);
  expect(after.engine.list()[0].gameStatus).toBe('running');
  clock.advance(3_000);
  expect(after.engine.list()[0].callList).toHaveLength(3);
  // when it ends, the game scheduled to keep three ahead goes on from the stored sequence
  after.engine.callNumbers(gameId, Array.from({ length: 75 }, (_, i) => i + 1));
  expect(after.engine.list()[0].gameStatus).toBe('completed');
  expect(after.engine.gameIds()).toHaveLength(4);
  expect(after.engine.gameIds()[3]).toMatch(/^auto-4-/);
});

test('reload: a running game goes on calling, is won and paid once; a completed game is never paid again', () => {
  const clock = fakeClock();
  const worldStore = memoryStorage();
  const autoStore = textStorage();
  const config = { firstStartMs: 1_000, callIntervalMs: 1_000, bots: 0, stakes: [20] };
  const world = new World(worldStore);
  engine = new AutoGameEngine(world, config, clock, autoStore);
  const [gameId] = engine.gameIds();
  engine.handle(conn('c1'), 'purchase_cartela', { phone: '0911000001', gameId, boards: [1] });
  clock.advance(1_000 + 3_000);
  const calledBefore = engine.list()[0].callList;
  expect(calledBefore).toHaveLength(3);

  let now = reload(worldStore, autoStore, clock, config);
  expect(now.engine.list()[0]).toMatchObject({ gameId, gameStatus: 'running', callList: calledBefore });
  clock.advance(1_000);
  expect(now.engine.list()[0].callList).toHaveLength(4);
  expect(now.engine.list()[0].callList.slice(0, 3)).toEqual(calledBefore);

  // board 1's first column (B) completes a line: board 1 wins the pool of 1 × 20 × 0.8
  now.engine.callNumbers(gameId, world.boards[0].board_numbers[0]);
  const won = now.engine.list()[0];
  expect(won.gameStatus).toBe('completed');
  expect(won.gameWinners).toEqual([{ boardId: 1, playerPhone: '0911000001', winningAmount: 16 }]);
  expect(now.world.balanceOf('0911000001').current_balance).toBe(496);

  now = reload(worldStore, autoStore, clock, config);
  clock.advance(10_000);
  const c = conn('c3');
  now.engine.handle(c, 'join_auto_game', { gameId, phone: '0911000001' }, () => undefined);
  expect(now.engine.list()[0]).toMatchObject({ gameId, gameStatus: 'completed', callList: won.callList, gameWinners: won.gameWinners });
  expect(c.events.filter(([e]) => e === `_auto_bingo_result_${gameId}`)).toHaveLength(1);
  expect(now.world.balanceOf('0911000001').current_balance).toBe(496);
  expect(now.world.data.ledger.filter((r) => r.type === 'game_won')).toHaveLength(1);
});

test('reload: a malformed snapshot is ignored and replaced by new games', () => {
  const config = { firstStartMs: 60_000, callIntervalMs: 0, bots: 0, stakes: [20] };
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const clock = fakeClock();
  const good = textStorage();
  engine = new AutoGameEngine(new World(memoryStorage()), config, clock, good);
  engine.handle(conn('c1'), 'purchase_cartela', { phone: '0911000001', gameId: engine.gameIds()[0], boards: [1] });
  engine.stop();
  const snap = JSON.parse(good.text!) as { games: Record<string, unknown>[] };
  const broken = [
    '"not a snapshot"',
    JSON.stringify({ ...snap, version: 2 }),
    JSON.stringify({ ...snap, games: [{ ...snap.games[0], status: 'paused' }] }),
    JSON.stringify({ ...snap, games: [{ ...snap.games[0], owners: [[9999, '0911000001']] }] }), // no such board
    JSON.stringify({ ...snap, games: [{ ...snap.games[0], order: Array(75).fill(1) }] }),
    JSON.stringify({ ...snap, games: [snap.games[0], snap.games[0]] }), // same id twice
  ];
  for (const text of broken) {
    clock.advance(1_000); // new games get ids from the clock: they differ from the stored ones
    const store = textStorage(text);
    engine = new AutoGameEngine(new World(memoryStorage()), config, clock, store);
    expect(engine.list().map((g) => g.gameStatus), text).toEqual(['waiting', 'waiting', 'waiting']);
    expect(engine.gameIds(), text).not.toContain(snap.games[0].gameId);
    expect(engine.list()[0].playerBoards, text).toEqual([]);
    expect((JSON.parse(store.text!) as { games: { gameId: string }[] }).games.map((g) => g.gameId), text).toEqual(engine.gameIds());
    engine.stop();
  }
  expect(info).toHaveBeenCalledWith(expect.stringMatching(/not restored \((malformed|inconsistent)\)/));
  info.mockRestore();
});

test('reload: a snapshot saved under another config is discarded; restart() replaces the snapshot', () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const clock = fakeClock();
  const worldStore = memoryStorage();
  const store = textStorage();
  const config = { firstStartMs: 60_000, callIntervalMs: 0, bots: 0, stakes: [20] };
  engine = new AutoGameEngine(new World(worldStore), config, clock, store);
  const [oldId] = engine.gameIds();
  engine.handle(conn('c1'), 'purchase_cartela', { phone: '0911000001', gameId: oldId, boards: [1] });
  clock.advance(1_000);

  const other = { ...config, stakes: [50] };
  const { engine: e2 } = reload(worldStore, store, clock, other);
  expect(e2.gameIds()).not.toContain(oldId);
  expect(e2.list()[0]).toMatchObject({ betAmount: 50, playerBoards: [] });
  expect(info).toHaveBeenCalledWith(expect.stringMatching(/saved under another config/));
  // the same config again: the new games come back
  const newIds = e2.gameIds();
  clock.advance(1_000);
  expect(reload(worldStore, store, clock, other).engine.gameIds()).toEqual(newIds);

  clock.advance(1_000);
  engine!.restart();
  const restarted = engine!.gameIds();
  expect(restarted).not.toEqual(newIds);
  clock.advance(1_000);
  expect(reload(worldStore, store, clock, other).engine.gameIds()).toEqual(restarted);
  info.mockRestore();
});

test('reload after the start time: a waiting game starts at once and calls at the interval', () => {
  const clock = fakeClock();
  const worldStore = memoryStorage();
  const store = textStorage();
  const config = { firstStartMs: 60_000, callIntervalMs: 1_000, bots: 0, stakes: [20] };
  engine = new AutoGameEngine(new World(worldStore), config, clock, store);
  const [gameId] = engine.gameIds();
  engine.stop(); // the tab was closed before the start
  clock.advance(90_000);
  const { engine: after } = reload(worldStore, store, clock, config);
  expect(after.list()[0]).toMatchObject({ gameId, gameStatus: 'running', callList: [] });
  clock.advance(1_000);
  expect(after.list()[0].callList).toHaveLength(1);
});

test('responsible play: a purchase over the daily stake limit or during a break is refused before the debit', () => {
  const world = new World(memoryStorage());
  setLimits(world, '0911000001', { dailyDeposit: null, dailyStake: 30, breakUntil: null });
  engine = new AutoGameEngine(world, { firstStartMs: 600_000, callIntervalMs: 0, bots: 0, stakes: [20] });
  const [gameId] = engine.gameIds();
  const c = conn('c1');
  engine.connect(c);
  const results = () => c.events.filter(([e]) => e === 'purchase_cartela_result').map(([, p]) => p as { success: boolean; message: string });
  engine.handle(c, 'purchase_cartela', { phone: '0911000001', gameId, boards: [1, 2] });
  expect(results().at(-1)).toEqual({ success: false, message: 'Over your daily stake limit of 30.00 ETB: 30.00 ETB left today.' });
  expect(world.balanceOf('0911000001').current_balance).toBe(500);
  engine.handle(c, 'purchase_cartela', { phone: '0911000001', gameId, boards: [1] });
  expect(results().at(-1)?.success).toBe(true);
  setLimits(world, '0911000001', { dailyDeposit: null, dailyStake: null, breakUntil: world.now() + 60_000 });
  engine.handle(c, 'purchase_cartela', { phone: '0911000001', gameId, boards: [2] });
  expect(results().at(-1)?.message).toMatch(/^You are on a break until /);
  expect(world.balanceOf('0911000001').current_balance).toBe(480);
});
