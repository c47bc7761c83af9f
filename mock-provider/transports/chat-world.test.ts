// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, test } from 'vitest';
import { startProviderServer, type ProviderServer } from './node-server';

/**
 * The chat over `npm run provider`'s real Socket.IO server: two players of a scheduled game's room,
 * and the MOCK_WORLD servers without it (proposedOff: `{error: 'not offered'}`; acksOff: no ack).
 */
const servers: ProviderServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  for (const s of servers.splice(0)) await s.close();
});

async function serve(world: { proposedOff?: boolean; acksOff?: boolean } = {}) {
  const server = await startProviderServer(0, { bots: 0, callIntervalMs: 0 }, { bots: 0, callIntervalMs: 0, firstStartMs: 600_000 }, { world, chat: { botEveryMs: 0 } });
  servers.push(server);
  return server;
}

async function player(server: ProviderServer, phone: string): Promise<Socket> {
  const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], auth: { token: server.world.issueToken(phone) }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  return socket;
}

const ask = (socket: Socket, event: string, payload: unknown, ms = 1_500) => socket.timeout(ms).emitWithAck(event, payload).catch(() => 'no ack');

test('two players of a scheduled game: a reaction reaches both, a message the one that opened the chat', async () => {
  const server = await serve();
  const gameId = server.auto.gameIds()[0]!;
  const [a, b] = [await player(server, '0911000001'), await player(server, '0911000002')];
  for (const s of [a, b]) await ask(s, 'request_auto_boardlist', { game_id: gameId });
  const reactions: unknown[] = [];
  b.on(`_game_reaction_${gameId}`, (p: unknown) => reactions.push(p));
  expect(await ask(b, 'game_chat_open', { gameId })).toEqual({ success: true, state: 'open', messages: [] });
  const message = new Promise((resolve) => b.once(`_game_chat_message_${gameId}`, resolve));
  expect(await ask(a, 'game_reaction', { gameId, reaction: 'good_luck' })).toEqual({ success: true });
  expect(await ask(a, 'game_chat_message', { gameId, text: 'Good luck!', clientMessageId: 'cm-node-001' })).toMatchObject({ success: true });
  expect(await message).toMatchObject({ from: 'abebe', text: 'Good luck!' });
  expect(reactions).toEqual([{ reaction: 'good_luck', fromId: 'p1', from: 'abebe' }]);
  expect(await ask(a, 'game_reaction', { gameId, reaction: 'clap' })).toMatchObject({ refusal: 'rate_limited', retryAfter: 1 });
});

test('MOCK_WORLD proposedOff: the chat events answer {error: "not offered"} and the report call 501', async () => {
  const server = await serve({ proposedOff: true });
  const gameId = server.auto.gameIds()[0]!;
  const a = await player(server, '0911000001');
  expect(await ask(a, 'game_chat_open', { gameId })).toEqual({ error: 'not offered' });
  expect(await ask(a, 'game_reaction', { gameId, reaction: 'clap' })).toEqual({ error: 'not offered' });
  const token = server.world.issueToken('0911000001');
  const report = await fetch(`${server.url}/api/chat/reports`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ gameId, messageId: 'c1', reason: 'spam' }) });
  expect(report.status).toBe(501);
});

test('MOCK_WORLD acksOff: the chat events get no ack', async () => {
  const server = await serve({ acksOff: true });
  const gameId = server.auto.gameIds()[0]!;
  const a = await player(server, '0911000001');
  expect(await ask(a, 'game_chat_open', { gameId }, 600)).toBe('no ack');
  expect(await ask(a, 'game_reaction', { gameId, reaction: 'clap' }, 600)).toBe('no ack');
});
