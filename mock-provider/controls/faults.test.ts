// @vitest-environment node
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GameEngine } from '../engine/manual/engine';
import { memoryStorage, World } from '../world/world';
import { BENT_JOIN_REFUSAL, FaultInjector } from './faults';
import { mockControlRoutes } from './node-routes';
import { WalletFaults } from './wallet-faults';

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('mock provider fault controls', () => {
  test('duplicates the next calls, emits raw payloads, drops every connection, refuses for a while', () => {
    let now = 1000;
    const faults = new FaultInjector(() => now);
    const sent: [string, unknown][] = [];
    const drop = vi.fn();
    const conn = faults.wrap({ id: 'a', phone: '0911000001', emit: (e, p) => sent.push([e, p]) }, drop);

    faults.duplicateCalls(1);
    conn.emit('_bingo_number_g1', { letter: 'B', number: 3 });
    conn.emit('_bingo_number_g1', { letter: 'B', number: 4 });
    conn.emit('_timer_update_g1', { remainingTime: 3 });
    expect(sent.map(([, p]) => (p as { number?: number }).number ?? 'timer')).toEqual([3, 3, 4, 'timer']);

    expect(faults.emitRaw('_bingo_number_g1', { number: 'x' })).toBe(1);
    expect(sent.at(-1)).toEqual(['_bingo_number_g1', { number: 'x' }]);

    faults.refuseFor(500);
    expect(faults.refusing()).toBe(true);
    now += 200;
    expect(faults.refusing()).toBe(true);
    now += 301;
    expect(faults.refusing()).toBe(false);
    // every refused attempt is recorded with its time; accepted ones are not
    expect(faults.refusedAttempts()).toEqual([1000, 1200]);

    expect(faults.dropAll()).toBe(1);
    expect(drop).toHaveBeenCalledOnce();
    expect(faults.connections()).toBe(0);
  });
});

describe('withholding calls from the page (the fairness view\'s check)', () => {
  test('the next n calls reach no connection, manual and scheduled; other events and later calls do', () => {
    const faults = new FaultInjector();
    const sent: [string, string, unknown][] = [];
    const a = faults.wrap({ id: 'a', phone: '0911000001', emit: (e, p) => sent.push(['a', e, p]) }, () => undefined);
    const b = faults.wrap({ id: 'b', phone: '0911000002', emit: (e, p) => sent.push(['b', e, p]) }, () => undefined);
    faults.withholdCalls(2);
    // one call goes to every connection of the game: it is withheld from all, and counts once
    for (const conn of [a, b]) conn.emit('_bingo_number_g1', { letter: 'B', number: 3 });
    a.emit('_timer_update_g1', { remainingTime: 3 });
    a.emit('_auto_bingo_number_auto-1', { letter: 'I', number: 20 });
    for (const conn of [a, b]) conn.emit('_bingo_number_g1', { letter: 'B', number: 4 });
    expect(sent).toEqual([
      ['a', '_timer_update_g1', { remainingTime: 3 }],
      ['a', '_bingo_number_g1', { letter: 'B', number: 4 }],
      ['b', '_bingo_number_g1', { letter: 'B', number: 4 }],
    ]);
  });

  test('the game still counts a withheld call: a rejoin\'s snapshot restores it', () => {
    const world = new World(memoryStorage());
    const engine = new GameEngine(world, { countdownMs: 600_000, callIntervalMs: 0, bots: 0 });
    stops.push(() => engine.stop());
    const faults = new FaultInjector();
    const events: [string, unknown][] = [];
    const player = { id: 'a', phone: '0911000001', emit: (e: string, p?: unknown) => void events.push([e, p]) };
    const conn = faults.wrap(player, () => undefined);
    engine.connect(conn);
    const gameId = engine.snapshot(10)!.gameId;
    engine.handle(conn, 'request_initial_boardlist', { betAmount: 10, phone: player.phone }, () => undefined);
    engine.handle(conn, '_join_game_', { phone: player.phone, betAmount: 10, numberOfBoards: 1, boardIds: [7], hasLost: false, isActive: true, gameId }, () => undefined);
    expect(engine.startNow(10)).toBe(true);
    faults.withholdCalls(1);
    const withheld = engine.callNext(10)!;
    const next = engine.callNext(10)!;
    const calls = events.filter(([e]) => e === `_bingo_number_${gameId}`).map(([, p]) => (p as { number: number }).number);
    expect(calls).toEqual([next]);
    engine.handle(conn, '_rejoin_game_', { phone: player.phone, betAmount: 10, gameId }, () => undefined);
    expect(events.find(([e]) => e === `_game_rejoined_${gameId}`)?.[1]).toMatchObject({ numbers: [withheld, next] });
  });

  test('npm run provider: POST /__mock/withhold-calls?count=n', async () => {
    const faults = new FaultInjector();
    const spy = vi.spyOn(faults, 'withholdCalls');
    const app = express().use(mockControlRoutes({ world: new World(memoryStorage()), engine: {} as never, auto: {} as never, chat: {} as never, faults, wallet: new WalletFaults() }));
    const server = app.listen(0, '127.0.0.1');
    stops.push(() => server.close());
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/__mock/withhold-calls?count=2`, { method: 'POST' });
    expect(await answer.json()).toEqual({ ok: true });
    expect(spy).toHaveBeenCalledWith(2);
  });
});

describe('bent join answers (two players joining one manual game at the same moment)', () => {
  /** The engine behind the fault controls, as the transports put them: every client event through `faults.receive`. */
  function setup() {
    const world = new World(memoryStorage());
    const engine = new GameEngine(world, { countdownMs: 600_000, callIntervalMs: 0, bots: 0 });
    stops.push(() => engine.stop());
    const faults = new FaultInjector();
    engine.hooks = faults;
    const got: Record<string, [string, unknown][]> = { a: [], b: [], c: [] };
    const acks: Record<string, unknown[]> = { a: [], b: [], c: [] };
    const phones = { a: '0911000001', b: '0911000002', c: '0911000003' } as const;
    const conns = Object.fromEntries(
      (['a', 'b', 'c'] as const).map((id) => {
        const conn = faults.wrap({ id, phone: phones[id], emit: (e, p) => void got[id].push([e, p]) }, () => undefined);
        engine.connect(conn);
        return [id, conn];
      }),
    );
    const gameId = engine.snapshot(10)!.gameId;
    const join = (id: 'a' | 'b', board: number) => {
      const payload = { phone: phones[id], betAmount: 10, numberOfBoards: 1, boardIds: [board], hasLost: false, isActive: true, gameId, requestId: `req-${id}-0001` };
      faults.receive(conns[id], '_join_game_', payload, (r) => void acks[id].push(r), (ack) => engine.handle(conns[id], '_join_game_', payload, ack));
    };
    const answers = (id: string) => got[id].filter(([e]) => /^_game_(joined|join_validation_error)_/.test(e));
    return { world, engine, faults, gameId, join, answers, acks };
  }

  test('held until both are in, handled in arrival order; every answer to every socket, without its requestId', () => {
    const { engine, faults, gameId, join, answers, acks } = setup();
    faults.bendJoins({ toEverySocket: true, requestId: 'drop', together: 2 });
    join('b', 5);
    expect(faults.heldJoins()).toBe(1);
    expect(answers('a')).toEqual([]);
    join('a', 3);
    expect(faults.heldJoins()).toBe(0);
    // a is still waiting for its own answer when b's reaches it
    expect(answers('a')).toEqual([
      [`_game_joined_${gameId}`, { gameId, boardIds: [5] }],
      [`_game_joined_${gameId}`, { gameId, boardIds: [3] }],
    ]);
    expect(answers('c')).toEqual(answers('a'));
    expect(acks).toMatchObject({ a: [{ success: true }], b: [{ success: true }] });
    expect(engine.snapshot(10)!.players.map((p) => [p.name, p.boards])).toEqual([
      ['almaz', [5]],
      ['abebe', [3]],
    ]);
    expect(faults.moneyRequests()).toEqual([
      { kind: '_join_game_', key: 'req-b-0001' },
      { kind: '_join_game_', key: 'req-a-0001' },
    ]);
  });

  test('a refused player is not seated or charged: the refusal event (to every socket, with its requestId) and ack {success: false, message}', () => {
    const { world, engine, faults, gameId, join, answers, acks } = setup();
    faults.bendJoins({ toEverySocket: true, together: 2, refuse: ['0911000001'] });
    join('b', 5);
    join('a', 3);
    expect(answers('a')).toEqual([
      [`_game_joined_${gameId}`, { gameId, boardIds: [5], requestId: 'req-b-0001' }],
      [`_game_join_validation_error_${gameId}`, { message: BENT_JOIN_REFUSAL, requestId: 'req-a-0001' }],
    ]);
    expect(acks.a).toEqual([{ success: false, message: BENT_JOIN_REFUSAL }]);
    expect(engine.snapshot(10)!.players.map((p) => p.boards)).toEqual([[5]]);
    expect(world.balanceOf('0911000001').current_balance).toBe(500);
    expect(world.balanceOf('0911000002').current_balance).toBe(990);
  });

  test('a lone join is handled after holdMs; bendJoins(null) hands on the waiting ones and ends the bending', () => {
    vi.useFakeTimers();
    try {
      const { faults, join, acks } = setup();
      faults.bendJoins({ together: 2, holdMs: 500 });
      join('a', 3);
      vi.advanceTimersByTime(499);
      expect(acks.a).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(acks.a).toEqual([{ success: true }]);
      faults.bendJoins({ together: 2 });
      join('b', 5);
      faults.bendJoins(null);
      expect(acks.b).toEqual([{ success: true }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
