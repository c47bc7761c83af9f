import { afterEach, expect, test } from 'vitest';
import { boardCells, checkWin, LINES } from '@/shared/lib/bingo';
import { serverEvents } from '@contracts/socket';
import { AutoGameEngine } from './auto-engine';
import { memoryStorage, World } from './world';

let engine: AutoGameEngine | null = null;
afterEach(() => engine?.stop());

function conn(id: string) {
  const events: [string, unknown][] = [];
  return { id, events, emit: (event: string, payload?: unknown) => void events.push([event, payload]) };
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

  engine.handle(c, 'purchase_cartela', { phone: '0911000001', gameId, boards: [a] });
  engine.handle(c, 'purchase_cartela', { phone: '0911000002', gameId, boards: [b] });
  expect(c.events.filter(([e]) => e === 'purchase_cartela_result').map(([, p]) => (p as { success: boolean }).success)).toEqual([true, true]);
  expect(world.balanceOf('0911000001').current_balance).toBe(480);
  expect(world.data.ledger.filter((r) => r.type === 'cartela_purchase')).toHaveLength(2);
  // a board already sold cannot be bought again
  engine.handle(c, 'purchase_cartela', { phone: '0911000002', gameId, boards: [a] });
  expect((c.events.at(-1)![1] as { success: boolean }).success).toBe(false);

  engine.handle(c, 'join_auto_game', { gameId, phone: '0911000001' }, () => undefined);
  engine.callNumbers(gameId, calls);
  const result = c.events.find(([e]) => e === `_auto_bingo_result_${gameId}`)![1] as { winning_board_ids: number[]; winnerPhoneMap: Record<string, string> };
  expect(result.winning_board_ids.sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
  expect(result.winnerPhoneMap[String(a)]).toBe('0911000001');
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
