import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { parseClientAck, parseServerEvent } from '../../src/shared/socket/parse';
import { serverEvents } from '@contracts/socket';
import { Chaos, CHAOS_REFUSAL, CHAOS_ROLE, resolveChaos, type ChaosConfig } from './chaos';
import { chaosHttpHandlers } from './chaos-http';

const OFF = { duplicate: 0, delay: 0, reorder: 0, droppedAck: 0, refusal: 0, broadcast: false, busy: 0, nulls: 0, phoneFormat: '0' as const };
const config = (over: Partial<ChaosConfig>): ChaosConfig => ({ ...resolveChaos({ seed: 1 })!, ...OFF, ...over });

/** A transport connection that records what reaches the wire. */
function wire(id: string, phone = '0911000001') {
  const got: [string, unknown][] = [];
  return { conn: { id, phone, emit: (event: string, payload?: unknown) => void got.push([event, payload]) }, got };
}

describe('chaos mode of the mock provider', () => {
  test('every server event of the contract has its place in chaos (answer, reorderable or ordered), and no other key', () => {
    expect(Object.keys(CHAOS_ROLE).sort()).toEqual(Object.keys(serverEvents).sort());
  });

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

describe('chaos mode and the chat of a game (proposed)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a reaction or message may be refused by the rate limit and is then not posted; a chat ack is never dropped', () => {
    const chaos = new Chaos(config({ refusal: 1, droppedAck: 1 }));
    const { conn } = wire('c1');
    const to = chaos.wrap(conn);
    const acks: unknown[] = [];
    const dispatch = vi.fn((ack?: (r: unknown) => void) => ack?.({ success: true }));
    chaos.receive(to, 'game_reaction', { gameId: 'g1', reaction: 'clap' }, (r) => acks.push(r), dispatch);
    chaos.receive(to, 'game_chat_message', { gameId: 'g1', text: 'hi', clientMessageId: 'cm-00000001' }, (r) => acks.push(r), dispatch);
    chaos.receive(to, 'game_chat_open', { gameId: 'g1' }, (r) => acks.push(r), dispatch);
    vi.advanceTimersByTime(1000);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(acks).toEqual([
      { success: false, refusal: 'rate_limited', retryAfter: 1, message: CHAOS_REFUSAL },
      { success: false, refusal: 'rate_limited', retryAfter: 1, message: CHAOS_REFUSAL },
      { success: true },
    ]);
    expect(parseClientAck('sendReaction', acks[0]).ok).toBe(true);
  });

  test('chat events are duplicated, delayed and sent with nulls as the contract allows; a message keeps its messageId', () => {
    const chaos = new Chaos(config({ duplicate: 1, nulls: 1 }));
    const { conn, got } = wire('c1');
    const to = chaos.wrap(conn);
    to.emit('_game_chat_message_g1', { messageId: 'c1', fromId: 'p1', from: 'abebe', text: 'hi', sentAt: '2026-11-29T10:00:00.000Z' });
    to.emit('_game_chat_state_g1', { state: 'closed' });
    vi.advanceTimersByTime(1000);
    expect(got.filter(([e]) => e === '_game_chat_message_g1')).toHaveLength(2);
    expect(got[0]![1]).toMatchObject({ messageId: 'c1', clientMessageId: null });
    expect(got.find(([e]) => e === '_game_chat_state_g1')![1]).toEqual({ state: 'closed', reason: null });
    for (const [event, payload] of got) expect(parseServerEvent(event.startsWith('_game_chat_message_') ? 'gameChatMessage' : 'gameChatState', payload).ok).toBe(true);
  });
});

describe('chaos mode behind npm run provider', () => {
  test('MOCK_CHAOS reaches the server: GET /__mock/chaos shows its config and counts, nulls when off; HTTP answers bent on the wire', async () => {
    const { startProviderServer } = await import('../transports/node-server');
    const on = await startProviderServer(0, {}, {}, { chaos: resolveChaos({ seed: 9 }) });
    const off = await startProviderServer(0);
    try {
      expect(await (await fetch(`${on.url}/__mock/chaos`)).json()).toMatchObject({ config: { seed: 9 }, stats: { refused: 0 } });
      expect(await (await fetch(`${off.url}/__mock/chaos`)).json()).toEqual({ config: null, stats: null });
      // a bent HTTP answer is longer than the handler's: it reaches the wire whole
      const bent = await startProviderServer(0, {}, {}, { chaos: resolveChaos({ seed: 9, nulls: 1, phoneFormat: '+251' }) });
      try {
        const login = await fetch(`${bent.url}/api/users/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '0911000001', password: 'cartela123' }) });
        expect(((await login.json()) as { user: { phone: string } }).user.phone).toBe('+251911000001');
      } finally {
        await bent.close();
      }
    } finally {
      await on.close();
      await off.close();
    }
  });
});

describe('chaos mode on HTTP answers', () => {
  test('the optional answer fields it may send as null are exactly openapi.yaml’s (200/201 JSON answers)', async () => {
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const { parse } = await import('yaml');
    type Node = { $ref?: string; type?: string; items?: Node; properties?: Record<string, Node>; required?: string[]; allOf?: Node[]; oneOf?: Node[]; anyOf?: Node[] };
    const doc = parse(readFileSync(resolve(import.meta.dirname, '../../openapi/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const deref = (n: unknown): Node | undefined => {
      let node = n as Node | undefined;
      while (node?.$ref) node = node.$ref.split('/').slice(1).reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], doc) as Node;
      return node;
    };
    const optional = (n: unknown, prefix: string, out: string[]): string[] => {
      const node = deref(n);
      if (!node) return out;
      for (const part of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) optional(part, prefix, out);
      if (node.items) return optional(node.items, `${prefix}[]`, out);
      for (const [key, field] of Object.entries(node.properties ?? {})) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (!(node.required ?? []).includes(key)) out.push(path);
        optional(field, path, out);
      }
      return out;
    };
    const fromContract: Record<string, string[]> = {};
    for (const [path, item] of Object.entries(doc.paths))
      for (const operation of Object.values(item)) {
        const answer = deref(operation.responses?.['200'] ?? operation.responses?.['201']) as { content?: Record<string, { schema?: unknown }> } | undefined;
        const fields = optional(answer?.content?.['application/json']?.schema, '', []);
        if (fields.length) fromContract[path] = [...new Set([...(fromContract[path] ?? []), ...fields])];
      }
    const { HTTP_OPTIONAL_FIELDS } = await import('./chaos-shape');
    expect(HTTP_OPTIONAL_FIELDS).toEqual(fromContract);
  });

  test('busy: a money POST answered 409 or 429 is not performed and its key not spent; answers get nulls and phones in another form', async () => {
    const { getResponse } = await import('msw');
    const { memoryStorage, World } = await import('../world/world');
    const { createHttpHandlers } = await import('../http/accounts');
    const { createWalletHandlers } = await import('../http/wallet');
    const world = new World(memoryStorage());
    const token = world.issueToken('0911000001');
    const logged: [string, string | null][] = [];
    const busy = new Chaos(config({ busy: 1 }));
    const calm = new Chaos(config({ nulls: 1, phoneFormat: '+251' }));
    const handlers = [...createHttpHandlers(world), ...createWalletHandlers(world)];
    const call = async (chaos: Chaos, method: string, path: string, body?: unknown, key?: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      if (key) headers['idempotency-key'] = key;
      const request = new Request(`http://app.test/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const response = (await getResponse(chaosHttpHandlers(chaos, handlers, (k, v) => logged.push([k, v])), request))!;
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const transfer = { sender: '0911000001', receiver: '0911000002', credit: 25 };
    const refused = await call(busy, 'POST', '/transactions/transfer', transfer, 'k-1');
    expect([409, 429]).toContain(refused.status);
    expect(world.balanceOf('0911000001').current_balance).toBe(500);
    expect(logged).toEqual([['/api/transactions/transfer', 'k-1']]);
    expect(busy.stats.busyHttp).toBe(1);
    // the same key again is performed once, and its answer kept for the next repeat
    expect((await call(calm, 'POST', '/transactions/transfer', transfer, 'k-1')).body).toEqual({ current_balance: 475, promo_balance: 0 });
    expect((await call(calm, 'POST', '/transactions/transfer', transfer, 'k-1')).status).toBe(200);
    expect(world.data.ledger.filter((e) => e.phone === '0911000001')).toHaveLength(1);
    // reads are not busy; an entry without a key comes with idempotency_key null
    world.credit('0911000001', 5, [{ type: 'deposit', amount: 5, net_amount: 5, isdebit: false }]);
    const history = await call(busy, 'GET', '/transactions/history/data/0911000001');
    expect(history.status).toBe(200);
    const nulled = await call(calm, 'GET', '/transactions/history/data/0911000001');
    expect((nulled.body.data as Record<string, unknown>[]).map((e) => e.idempotency_key)).toEqual([null, 'k-1']);
    const login = await call(calm, 'POST', '/users/login/', { username: '0911000001', password: 'cartela123' });
    expect(login.body.user).toMatchObject({ phone: '+251911000001' });
    expect(calm.stats).toMatchObject({ nulls: 1, phones: 1 });
  });
});
