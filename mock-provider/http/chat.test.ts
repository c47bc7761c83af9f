import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { GameChat } from '../engine';
import { memoryStorage, World } from '../world/world';
import { chatOffOf } from '../world/limits';
import { createChatHandlers } from './chat';
import { createLimitsHandlers } from './limits';

/** The chat's proposed HTTP calls: reports, and the chat turned off for good in the limits. */
let world: World;
let chat: GameChat;
let token: string;

beforeEach(() => {
  world = new World(memoryStorage());
  chat = new GameChat(world, []);
  token = world.issueToken('0911000001');
});
afterEach(() => chat.stop());

async function call(method: string, path: string, body?: unknown, bearer: string | null = token) {
  const handlers = [...createLimitsHandlers(world), ...createChatHandlers(world, chat)];
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://app.test', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
  const response = await getResponse(handlers, new Request(`http://app.test/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined }));
  return { status: response!.status, body: await response!.json() };
}

describe('POST /chat/reports (proposed)', () => {
  test('a report is accepted (202) for the token’s player and kept, also of a message the server does not know', async () => {
    expect(await call('POST', '/chat/reports', { gameId: 'g10-1', messageId: 'c9', reason: 'abuse' })).toEqual({ status: 202, body: { message: 'Thanks, a moderator will look at it.' } });
    expect(chat.reports).toEqual([{ phone: '0911000001', gameId: 'g10-1', messageId: 'c9', reason: 'abuse' }]);
  });

  test('400 for a body that is not a report; 401 without a token; 501 when chat is not offered', async () => {
    expect((await call('POST', '/chat/reports', { gameId: 'g10-1', messageId: 'c9', reason: 'rude' })).status).toBe(400);
    expect((await call('POST', '/chat/reports', { gameId: 'g10-1', reason: 'spam' })).status).toBe(400);
    expect((await call('POST', '/chat/reports', { gameId: 'g10-1', messageId: 'c9', reason: 'spam' }, null)).status).toBe(401);
    chat.offered = false;
    expect((await call('POST', '/chat/reports', { gameId: 'g10-1', messageId: 'c9', reason: 'spam' })).status).toBe(501);
    expect(chat.reports).toEqual([]);
  });
});

describe('chat off for good: PUT /limits/chat and Limits.chat_off (proposed)', () => {
  test('PUT sets it for the token’s player; GET /limits answers it (absent while off)', async () => {
    expect((await call('GET', '/limits')).body).not.toHaveProperty('chat_off');
    expect(await call('PUT', '/limits/chat', { chat_off: true })).toEqual({ status: 200, body: { daily_deposit_limit: null, daily_stake_limit: null, break_until: null, chat_off: true } });
    expect(chatOffOf(world, '0911000001')).toBe(true);
    expect(chatOffOf(world, '0911000002')).toBe(false);
    expect((await call('GET', '/limits')).body).toMatchObject({ chat_off: true });
    expect((await call('PUT', '/limits/chat', { chat_off: false })).body).toMatchObject({ chat_off: false });
    expect((await call('GET', '/limits')).body).not.toHaveProperty('chat_off');
  });

  test('400 for a chat_off that is not a boolean; 401 without a token', async () => {
    expect((await call('PUT', '/limits/chat', { chat_off: 'yes' })).status).toBe(400);
    expect((await call('PUT', '/limits/chat', { chat_off: true }, null)).status).toBe(401);
  });
});
