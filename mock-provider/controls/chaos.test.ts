import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { parseClientAck, parseServerEvent } from '../../src/shared/socket/parse';
import { Chaos, CHAOS_REFUSAL, resolveChaos, type ChaosConfig } from './chaos';

const OFF = { duplicate: 0, delay: 0, reorder: 0, droppedAck: 0, refusal: 0, broadcast: false, nulls: 0, phoneFormat: '0' as const };
const config = (over: Partial<ChaosConfig>): ChaosConfig => ({ ...resolveChaos({ seed: 1 })!, ...OFF, ...over });

/** A transport connection that records what reaches the wire. */
function wire(id: string, phone = '0911000001') {
  const got: [string, unknown][] = [];
  return { conn: { id, phone, emit: (event: string, payload?: unknown) => void got.push([event, payload]) }, got };
}

describe('chaos mode of the mock provider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('off unless configured; an invalid config keeps it off', () => {
    expect(resolveChaos(null)).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(resolveChaos({ seed: 'x' })).toBeNull();
    expect(resolveChaos({ seed: 3 })).toMatchObject({ seed: 3, broadcast: true, phoneFormat: 'mixed' });
  });

  test('the same seed makes the same decisions; delays and duplicates never reorder calls', () => {
    const run = (seed: number) => {
      const chaos = new Chaos(config({ seed, duplicate: 0.5, delay: 0.7, reorder: 1, maxDelayMs: 300 }), undefined, () => Date.now());
      const { conn, got } = wire('c1');
      const to = chaos.wrap(conn);
      for (let n = 1; n <= 40; n++) {
        to.emit('_bingo_number_g1', { letter: 'B', number: n });
        to.emit('_total_winning_amount_g1', { total_winning: n });
      }
      vi.advanceTimersByTime(60_000);
      return got;
    };
    const a = run(5);
    expect(run(5)).toEqual(a);
    expect(run(6)).not.toEqual(a);
    const calls = a.filter(([e]) => e.startsWith('_bingo_number_')).map(([, p]) => (p as { number: number }).number);
    expect(calls.length).toBeGreaterThan(40);
    expect(calls).toEqual([...calls].sort((x, y) => x - y));
    const prizes = a.filter(([e]) => e.startsWith('_total_winning_amount_')).map(([, p]) => (p as { total_winning: number }).total_winning);
    expect(prizes).toEqual([...prizes].sort((x, y) => x - y));
  });

  test('a refused money event is not performed: ack {success: false, message}, its refusal answer, and the same refusal for a retry', () => {
    const recorded: unknown[] = [];
    const chaos = new Chaos(config({ refusal: 1 }), (kind, key) => recorded.push([kind, key]));
    const { conn, got } = wire('c1');
    const acks: unknown[] = [];
    const dispatch = vi.fn();
    const join = { gameId: 'g1', requestId: 'req-12345678', phone: '0911000001' };
    chaos.receive(chaos.wrap(conn), '_join_game_', join, (r) => acks.push(r), dispatch);
    chaos.receive(chaos.wrap(conn), 'purchase_cartela', { gameId: 'a1', requestId: 'req-abcdefgh' }, (r) => acks.push(r), dispatch);
    vi.advanceTimersByTime(1000);
    expect(dispatch).not.toHaveBeenCalled();
    expect(acks).toEqual([
      { success: false, message: CHAOS_REFUSAL, requestId: 'req-12345678' },
      { success: false, message: CHAOS_REFUSAL, requestId: 'req-abcdefgh' },
    ]);
    expect(got).toEqual([
      ['_game_join_validation_error_g1', { message: CHAOS_REFUSAL, requestId: 'req-12345678' }],
      ['purchase_cartela_result', { success: false, message: CHAOS_REFUSAL, requestId: 'req-abcdefgh' }],
    ]);
    expect(recorded).toEqual([
      ['_join_game_', 'req-12345678'],
      ['purchase_cartela', 'req-abcdefgh'],
    ]);
    expect(parseClientAck('joinGame', acks[0]).ok).toBe(true);
    const retry = new Chaos(config({ refusal: 0 }));
    retry.receive(retry.wrap(conn), '_join_game_', join, () => undefined, dispatch);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  test('a dropped ack leaves the answer event; other events keep their acks', () => {
    const chaos = new Chaos(config({ droppedAck: 1 }));
    const { conn, got } = wire('c1');
    const acks: unknown[] = [];
    const to = chaos.wrap(conn);
    chaos.receive(to, '_join_game_', { gameId: 'g1' }, (r) => acks.push(r), (ack) => (to.emit('_game_joined_g1', { gameId: 'g1' }), ack?.({ success: true })));
    chaos.receive(to, '_rejoin_game_', { gameId: 'g1' }, (r) => acks.push(r), (ack) => ack?.({ success: true }));
    expect(got).toEqual([['_game_joined_g1', { gameId: 'g1' }]]);
    expect(acks).toEqual([{ success: true }]);
  });

  test('answers go to every watcher of the game; absent optional fields come as null; phones in another valid form', () => {
    const chaos = new Chaos(config({ broadcast: true, nulls: 1, phoneFormat: '+251' }));
    const a = wire('a', '0911000001');
    const b = wire('b', '0911000002');
    const toA = chaos.wrap(a.conn);
    const toB = chaos.wrap(b.conn);
    toA.emit('_updated_board_list_g1', { gameBoards: [], gameId: 'g1' });
    toB.emit('_updated_board_list_g1', { gameBoards: [], gameId: 'g1' });
    toA.emit('_game_joined_g1', { gameId: 'g1' });
    expect(b.got.at(-1)).toEqual(['_game_joined_g1', { gameId: 'g1', boardIds: null, requestId: null }]);
    expect(parseServerEvent('gameJoined', b.got.at(-1)![1]).ok).toBe(true);
    // a refused claim stays with the claimant (the contract says so)
    toA.emit('_game_result_g1', { success: false, failed: true, message: 'Bad Bingo', boardId: 3 });
    expect(b.got.filter(([e]) => e === '_game_result_g1')).toEqual([]);
    toB.emit('_auto_bingo_result_x', { hasWinner: true, winnerPhoneMap: { '3': '0911000002' } });
    expect(b.got.at(-1)![1]).toMatchObject({ winnerPhoneMap: { '3': '+251911000002' }, players_count: null });
    expect(a.got.filter(([e]) => e === '_auto_bingo_result_x')).toEqual([]);
  });
});

describe('chaos mode behind npm run provider', () => {
  test('MOCK_CHAOS reaches the server: GET /__mock/chaos shows its config and counts, nulls when off', async () => {
    const { startProviderServer } = await import('../transports/node-server');
    const on = await startProviderServer(0, {}, {}, { chaos: resolveChaos({ seed: 9 }) });
    const off = await startProviderServer(0);
    try {
      expect(await (await fetch(`${on.url}/__mock/chaos`)).json()).toMatchObject({ config: { seed: 9 }, stats: { refused: 0 } });
      expect(await (await fetch(`${off.url}/__mock/chaos`)).json()).toEqual({ config: null, stats: null });
    } finally {
      await on.close();
      await off.close();
    }
  });
});
