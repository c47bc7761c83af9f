import { afterEach, describe, expect, test } from 'vitest';
import { AutoGameEngine } from './auto/engine';
import { IDENTITY_REFUSED } from './core/connection';
import { GameEngine } from './manual/engine';
import { FaultInjector } from '../controls/faults';
import { memoryStorage, World } from '../world/world';

/** The mock provider's side of the money and identity rules (proposed contract). */
let engines: { stop(): void }[] = [];
afterEach(() => {
  for (const e of engines) e.stop();
  engines = [];
});

function conn(id: string, phone: string) {
  const events: [string, unknown][] = [];
  return { id, phone, events, emit: (event: string, payload?: unknown) => void events.push([event, payload]) };
}

function manual() {
  const world = new World(memoryStorage());
  const engine = new GameEngine(world, { countdownMs: 600_000, callIntervalMs: 0, bots: 0 });
  const faults = new FaultInjector(undefined, (phone) => world.revokeTokens(phone));
  engine.hooks = faults;
  engines.push(engine);
  const gameId = engine.snapshot(10)!.gameId;
  return { world, engine, faults, gameId };
}
const joinOf = (phone: string, gameId: string, requestId?: string) => ({ phone, betAmount: 10, numberOfBoards: 1, boardIds: [7], hasLost: false, isActive: true, gameId, requestId });

describe('identity comes from the token, never from the payload', () => {
  test('player B naming A in _join_game_, _bingo_, _rejoin_game_ and request_initial_boardlist is refused; A pays nothing', () => {
    const { world, engine, gameId } = manual();
    const b = conn('b', '0911000002');
    engine.connect(b);
    const acks: unknown[] = [];
    engine.handle(b, 'request_initial_boardlist', { betAmount: 10, phone: '0911000001' }, (r) => acks.push(r));
    engine.handle(b, '_join_game_', joinOf('0911000001', gameId), (r) => acks.push(r));
    engine.handle(b, '_bingo_', { username: 'abebe', betAmount: 10, boardId: 7, phone: '0911000001', gameId });
    engine.handle(b, '_rejoin_game_', { phone: '0911000001', betAmount: 10, gameId }, (r) => acks.push(r));
    expect(acks).toEqual([{ status: 'error', message: IDENTITY_REFUSED }, { error: IDENTITY_REFUSED }, { error: IDENTITY_REFUSED }]);
    expect(b.events).toEqual([
      [`_game_join_validation_error_${gameId}`, { message: IDENTITY_REFUSED }],
      [`_game_result_${gameId}`, { success: false, failed: true, message: IDENTITY_REFUSED, boardId: 7 }],
    ]);
    expect(world.balanceOf('0911000001').current_balance).toBe(500);
    expect(engine.snapshot(10)!.players).toEqual([]);
  });

  test('purchase_cartela and join_auto_game naming another player are refused; nothing is debited', () => {
    const world = new World(memoryStorage());
    const auto = new AutoGameEngine(world, { firstStartMs: 600_000, callIntervalMs: 0, bots: 0, stakes: [20] });
    engines.push(auto);
    const [gameId] = auto.gameIds();
    const b = conn('b', '0911000002');
    auto.connect(b);
    const acks: unknown[] = [];
    auto.handle(b, 'purchase_cartela', { phone: '0911000001', gameId, boards: [3] }, (r) => acks.push(r));
    auto.handle(b, 'join_auto_game', { phone: '0911000001', gameId }, (r) => acks.push(r));
    expect(acks).toEqual([{ error: IDENTITY_REFUSED }, { error: IDENTITY_REFUSED }]);
    expect(b.events).toEqual([['purchase_cartela_result', { success: false, message: IDENTITY_REFUSED }]]);
    expect(world.balanceOf('0911000001').current_balance).toBe(500);
    expect(world.data.ledger).toEqual([]);
  });
});

describe('one money intent, one effect', () => {
  test('_join_game_ with its answer dropped, then repeated with the same requestId: debited once, the repeat is told it joined', () => {
    const { world, engine, faults, gameId } = manual();
    const a = conn('a', '0911000001');
    engine.connect(a);
    faults.dropNextMoneyAnswer();
    const acks: unknown[] = [];
    engine.handle(a, '_join_game_', joinOf('0911000001', gameId, 'req-join-0001'), (r) => acks.push(r));
    expect(acks).toEqual([]);
    expect(a.events.some(([e]) => e === `_game_joined_${gameId}`)).toBe(false);
    expect(world.balanceOf('0911000001').current_balance).toBe(490);
    // the retry may come on a new connection (the player reconnected)
    const again = conn('a2', '0911000001');
    engine.connect(again);
    engine.handle(again, '_join_game_', joinOf('0911000001', gameId, 'req-join-0001'), (r) => acks.push(r));
    expect(acks).toEqual([{ success: true }]);
    // the answer names the boards seated and echoes the request it answers (both proposed)
    expect(again.events.find(([e]) => e === `_game_joined_${gameId}`)).toEqual([`_game_joined_${gameId}`, { gameId, boardIds: [7], requestId: 'req-join-0001' }]);
    expect(world.balanceOf('0911000001').current_balance).toBe(490);
    // another intent (a new requestId) is a new join: refused, the player is already in
    engine.handle(again, '_join_game_', joinOf('0911000001', gameId, 'req-join-0002'), (r) => acks.push(r));
    expect(acks.at(-1)).toEqual({ error: 'You already joined this game.' });
    expect(again.events.at(-1)).toEqual([`_game_join_validation_error_${gameId}`, { message: 'You already joined this game.', requestId: 'req-join-0002' }]);
    expect(faults.moneyRequests()).toEqual([
      { kind: '_join_game_', key: 'req-join-0001' },
      { kind: '_join_game_', key: 'req-join-0001' },
      { kind: '_join_game_', key: 'req-join-0002' },
    ]);
  });

  test('purchase_cartela repeated with the same requestId answers the first result again and debits once', () => {
    const world = new World(memoryStorage());
    const auto = new AutoGameEngine(world, { firstStartMs: 600_000, callIntervalMs: 0, bots: 0, stakes: [20] });
    const faults = new FaultInjector();
    auto.hooks = faults;
    engines.push(auto);
    const [gameId] = auto.gameIds();
    const a = conn('a', '0911000001');
    auto.connect(a);
    faults.dropNextMoneyAnswer();
    const acks: unknown[] = [];
    const buy = { phone: '0911000001', gameId, boards: [3, 4], requestId: 'req-buy-00001' };
    auto.handle(a, 'purchase_cartela', buy, (r) => acks.push(r));
    expect(acks).toEqual([]);
    expect(a.events.filter(([e]) => e === 'purchase_cartela_result')).toEqual([]);
    auto.handle(a, 'purchase_cartela', buy, (r) => acks.push(r));
    expect(acks).toEqual([{ success: true, message: 'Boards 3, 4 bought for 40.00 ETB.' }]);
    // the result echoes the request it answers (proposed): it names no game, a client matches it by this
    expect(a.events.filter(([e]) => e === 'purchase_cartela_result')).toEqual([['purchase_cartela_result', { success: true, message: 'Boards 3, 4 bought for 40.00 ETB.', requestId: 'req-buy-00001' }]]);
    expect(world.balanceOf('0911000001').current_balance).toBe(460);
    expect(world.data.ledger.filter((r) => r.type === 'cartela_purchase')).toHaveLength(1);
  });

  test('revoking a player removes their tokens and drops their connections only', () => {
    const world = new World(memoryStorage());
    const faults = new FaultInjector(undefined, (phone) => world.revokeTokens(phone));
    const token = world.issueToken('0911000001');
    const other = world.issueToken('0911000002');
    let dropped = '';
    faults.wrap({ id: 'a', phone: '0911000001', emit: () => undefined }, () => (dropped += 'a'));
    faults.wrap({ id: 'b', phone: '0911000002', emit: () => undefined }, () => (dropped += 'b'));
    expect(faults.revokePlayer('0911000001')).toBe(1);
    expect(dropped).toBe('a');
    expect(world.accountByToken(token)).toBeUndefined();
    expect(world.accountByToken(other)?.phone).toBe('0911000002');
  });
});
