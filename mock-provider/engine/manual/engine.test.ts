import { afterEach, expect, test, vi } from 'vitest';
import { fakeClock, textStorage } from '../core/test-doubles';
import { boardCells, checkWin, STAKE_RULES } from '@/shared/lib/bingo';
import { GameEngine } from './engine';
import { memoryStorage, World } from '../../world/world';
import { limitRefusalText, setLimits } from '../../world/limits';

// ---- persistence: a reload mid-game in mock mode (spec §4 manual flow 5, 7) ----

let engine: GameEngine | null = null;
afterEach(() => engine?.stop());

/** A connection of the player `phone` (identity comes from the handshake token); `events` may be shared. */
function conn(id: string, phone = '0911000001', events: [string, unknown][] = []) {
  return { id, phone, events, emit: (event: string, payload?: unknown) => void events.push([event, payload]) };
}


type Clk = ReturnType<typeof fakeClock>;

/** The page goes away and comes back: a new world and engine on the same storages, the clock goes on. */
function reload(worldStore: ReturnType<typeof memoryStorage>, gameStore: ReturnType<typeof textStorage>, clock: Clk, config: object) {
  engine?.stop();
  const world = new World(worldStore);
  engine = new GameEngine(world, config, clock, gameStore);
  return { world, engine };
}

const PHONE = '0911000001';
const join = (boardIds: number[], gameId: string, phone = PHONE) => ({ phone, betAmount: 10, numberOfBoards: boardIds.length, boardIds, hasLost: false, isActive: true, gameId });

test('reload: a waiting game comes back with its id, the joined players and their boards, and starts at its time', () => {
  const clock = fakeClock();
  const worldStore = memoryStorage();
  const store = textStorage();
  const config = { countdownMs: 60_000, callIntervalMs: 1_000, bots: 2, seed: 3 };
  const world = new World(worldStore);
  engine = new GameEngine(world, config, clock, store);
  const gameId = engine.snapshot(10)!.gameId;
  const c = conn('c1');
  engine.connect(c);
  engine.handle(c, '_join_game_', join([3, 7], gameId));
  expect(c.events.some(([e]) => e === `_game_joined_${gameId}`)).toBe(true);
  // another player picks board 5 without joining: a connection's pick, not kept across the reload
  engine.handle(conn('c2'), '_toggle_board_', { boardId: 5, betAmount: 10, gameId });
  clock.advance(45_000); // both bots have joined (they join within 70 % of the countdown)
  const before = engine.snapshot(10)!;
  expect(before.players).toHaveLength(3);
  const otherStakes = [20, 50].map((b) => engine!.snapshot(b)!.gameId);

  const after = reload(worldStore, store, clock, config);
  const snap = after.engine.snapshot(10)!;
  expect(snap).toMatchObject({ gameId, state: 'waiting', called: [] });
  expect(snap.players).toEqual(before.players);
  expect(snap.players).toContainEqual({ name: 'abebe', boards: [3, 7], bot: false });
  expect(snap.taken.sort((a, b) => a - b)).toEqual(before.taken.filter((id) => id !== 5).sort((a, b) => a - b));
  expect([20, 50].map((b) => after.engine.snapshot(b)!.gameId)).toEqual(otherStakes);
  expect(after.world.balanceOf(PHONE).current_balance).toBe(480);

  // the player comes back on a new connection: the waiting countdown goes on from the stored end time
  const c3 = conn('c3');
  after.engine.connect(c3);
  after.engine.handle(c3, '_rejoin_game_', { phone: PHONE, betAmount: 10, gameId }, (r) => expect(r).toEqual({ success: true }));
  clock.advance(14_999);
  expect(after.engine.snapshot(10)!.state).toBe('waiting');
  expect(after.engine.snapshot(10)!.players).toHaveLength(3); // re-armed bots do not join twice
  expect(c3.events.filter(([e]) => e === `_timer_update_${gameId}`).at(-1)![1]).toEqual({ remainingTime: 1 });
  clock.advance(1);
  expect(after.engine.snapshot(10)!.state).toBe('inProgress');
  clock.advance(2_000);
  expect(after.engine.snapshot(10)!.called).toHaveLength(2);
  expect(c3.events.filter(([e]) => e === `_bingo_number_${gameId}`)).toHaveLength(2);
});

test('reload: a running game goes on calling at the interval, the rejoin by phone answers the calls, it is won and paid once', () => {
  const clock = fakeClock();
  const worldStore = memoryStorage();
  const store = textStorage();
  const config = { countdownMs: 10_000, callIntervalMs: 1_000, checkMs: 500, restartMs: 5_000, bots: 0 };
  const world = new World(worldStore);
  engine = new GameEngine(world, config, clock, store);
  const gameId = engine.snapshot(10)!.gameId;
  const c = conn('c1');
  engine.connect(c);
  engine.handle(c, '_join_game_', join([1, 2], gameId));
  clock.advance(10_000 + 3_000);
  const calledBefore = engine.snapshot(10)!.called;
  expect(calledBefore).toHaveLength(3);

  let now = reload(worldStore, store, clock, config);
  expect(now.engine.snapshot(10)).toMatchObject({ gameId, state: 'inProgress', called: calledBefore });
  // connections are not kept: the client reconnects and rejoins by phone
  const c2 = conn('c2');
  now.engine.connect(c2);
  const acks: unknown[] = [];
  now.engine.handle(c2, '_rejoin_game_', { phone: PHONE, betAmount: 10, gameId }, (r) => acks.push(r));
  expect(acks).toEqual([{ success: true }]);
  expect(c2.events.find(([e]) => e === `_game_rejoined_${gameId}`)![1]).toMatchObject({ numbers: calledBefore });
  // someone who never joined is refused
  now.engine.handle(conn('c9', '0911000002'), '_rejoin_game_', { phone: '0911000002', betAmount: 10, gameId }, (r) => acks.push(r));
  expect(acks[1]).toEqual({ error: 'Game not found or already finished.' });

  clock.advance(1_000);
  const called = now.engine.snapshot(10)!.called;
  expect(called.slice(0, 3)).toEqual(calledBefore);
  expect(called).toHaveLength(4);
  expect(c2.events.filter(([e]) => e === `_bingo_number_${gameId}`)).toHaveLength(1);

  // calls go on until board 1 or 2 completes a line with the last call; the player claims it
  const won = (id: number, nums: number[]) => checkWin(boardCells(world.boards[id - 1].board_numbers), nums, STAKE_RULES[10].pattern).won;
  let board: number | undefined;
  for (let i = 0; i < 75 && board === undefined; i++) {
    const nums = now.engine.snapshot(10)!.called;
    board = [1, 2].find((id) => won(id, nums));
    if (board === undefined) clock.advance(1_000);
  }
  expect(board).toBeDefined();
  const calls = now.engine.snapshot(10)!.called.length;
  now.engine.handle(c2, '_bingo_', { username: 'abebe', betAmount: 10, phone: PHONE, boardId: board!, gameId });
  clock.advance(500); // the check pauses the calls
  expect(now.engine.snapshot(10)!.state).toBe('completed');
  const result = c2.events.find(([e]) => e === `_game_result_${gameId}`)![1] as { success: boolean; winner: string };
  expect(result).toMatchObject({ success: true, winner: 'abebe' });
  // proposed (fairness view): the size of the game comes with its end — one player, two boards
  expect(result).toMatchObject({ players_count: 1, boards_count: 2 });
  expect(c2.events.find(([e]) => e === `_game_ended_${gameId}`)![1]).toMatchObject({ data: { players_count: 1, boards_count: 2 } });
  const bonus = calls < STAKE_RULES[10].bonusUnderCalls ? STAKE_RULES[10].bonusEtb : 0;
  const paid = 480 + 16 + bonus; // pool 2 × 10 × 0.8
  expect(now.world.balanceOf(PHONE).current_balance).toBe(paid);

  // a reload after the payment: the completed game is never settled again, the next one follows
  now = reload(worldStore, store, clock, config);
  expect(now.engine.snapshot(10)).toMatchObject({ gameId, state: 'completed' });
  clock.advance(60_000);
  expect(now.world.balanceOf(PHONE).current_balance).toBe(paid);
  expect(now.world.data.ledger.filter((r) => r.type === 'game_won')).toHaveLength(1);
  expect(now.engine.snapshot(10)!.gameId).not.toBe(gameId);
  expect(now.engine.snapshot(10)!.state).toBe('waiting');
});

test('reload: a malformed snapshot, or one saved under another config, is ignored and new games start', () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const clock = fakeClock();
  const config = { countdownMs: 60_000, callIntervalMs: 0, bots: 0 };
  const good = textStorage();
  engine = new GameEngine(new World(memoryStorage()), config, clock, good);
  const gameId = engine.snapshot(10)!.gameId;
  engine.handle(conn('c1'), '_join_game_', join([1], gameId));
  engine.stop();
  const snap = JSON.parse(good.text!) as { configKey: string; games: Record<string, unknown>[] };
  const game10 = snap.games.find((g) => g.betAmount === 10)!;
  const withGame = (patch: Record<string, unknown>) => JSON.stringify({ ...snap, games: snap.games.map((g) => (g === game10 ? { ...g, ...patch } : g)) });
  const cases: [string, RegExp][] = [
    ['"not a snapshot"', /malformed/],
    [JSON.stringify({ ...snap, version: 2 }), /malformed/],
    [withGame({ state: 'paused' }), /malformed/],
    [withGame({ betAmount: 15 }), /malformed/],
    [withGame({ players: [{ key: `player:${PHONE}`, phone: PHONE, name: 'abebe', boards: [9999], bot: false }] }), /inconsistent/],
    [withGame({ order: Array(75).fill(1) }), /inconsistent/],
    [withGame({ called: [(game10.order as number[])[5]] }), /inconsistent/], // waiting, and not the order's prefix
    [JSON.stringify({ ...snap, games: [...snap.games, game10] }), /inconsistent/], // stake twice
    [JSON.stringify({ ...snap, configKey: JSON.stringify({ ...JSON.parse(snap.configKey) as object, countdownMs: 5 }) }), /saved under another config/],
  ];
  for (const [text, why] of cases) {
    clock.advance(1_000); // new games get ids from the clock: they differ from the stored ones
    const store = textStorage(text);
    info.mockClear();
    engine = new GameEngine(new World(memoryStorage()), config, clock, store);
    expect(engine.snapshot(10)!.gameId, text).not.toBe(gameId);
    expect(engine.snapshot(10)!.players, text).toEqual([]);
    expect(info, text).toHaveBeenCalledWith(expect.stringMatching(why));
    // the new games replace the stored ones
    expect((JSON.parse(store.text!) as { games: { gameId: string }[] }).games.map((g) => g.gameId), text).toContain(engine.snapshot(10)!.gameId);
    engine.stop();
  }
  // without a storage (npm run provider, pact verification) nothing is read or written
  engine = new GameEngine(new World(memoryStorage()), config, clock);
  expect(engine.snapshot(10)!.state).toBe('waiting');
  info.mockRestore();
});

// ---- responsible play: the daily stake limit (the proposed limit calls) ----

test('a join over the daily stake limit is refused before the debit; within it, the stake counts', () => {
  const clock = fakeClock();
  const world = new World(memoryStorage());
  setLimits(world, PHONE, { dailyDeposit: null, dailyStake: 15, breakUntil: null });
  engine = new GameEngine(world, { countdownMs: 60_000, callIntervalMs: 1_000, bots: 0, seed: 3 }, clock);
  const gameId = engine.snapshot(10)!.gameId;
  const c = conn('c1');
  engine.connect(c);
  const acks: unknown[] = [];
  engine.handle(c, '_join_game_', join([3, 7], gameId), (r) => acks.push(r));
  expect(acks).toEqual([{ error: 'Over your daily stake limit of 15.00 ETB: 15.00 ETB left today.' }]);
  expect(world.balanceOf(PHONE).current_balance).toBe(500);
  engine.handle(c, '_join_game_', join([3], gameId), (r) => acks.push(r));
  expect(acks[1]).toEqual({ success: true });
  expect(world.balanceOf(PHONE).current_balance).toBe(490);
  expect(limitRefusalText(world, PHONE, 'stake', 10)).toBe('Over your daily stake limit of 15.00 ETB: 5.00 ETB left today.');
});
