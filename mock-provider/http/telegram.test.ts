import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTelegramHandlers } from './telegram';
import { checkInitData, dataCheckString, MOCK_TELEGRAM_TEST_BOT_TOKEN, signInitData, telegramLaunchHash } from '../world/telegram';
import { memoryStorage, World } from '../world/world';

/** The mock's Telegram sign-in: Telegram's HMAC rule, 24 h freshness, links kept in the world. */
const world = new World(memoryStorage());
const now = Date.parse('2026-11-26T12:00:00Z');
world.now = () => now;
const server = setupServer(...createTelegramHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = 'http://provider.test/api';
const post = (path: string, body: unknown) => fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const user = (id: number) => ({ id, first_name: 'Test', language_code: 'en' });
const signed = (id: number, ageS = 60, token = MOCK_TELEGRAM_TEST_BOT_TOKEN) => signInitData(token, { user: user(id), authDate: Math.floor(now / 1000) - ageS });

describe('mock provider: Telegram init data', () => {
  test('matches a vector computed independently with node:crypto (Telegram documentation steps)', async () => {
    const { createHmac } = await import('node:crypto');
    const raw = await signed(700000001);
    const secret = createHmac('sha256', 'WebAppData').update(MOCK_TELEGRAM_TEST_BOT_TOKEN).digest();
    const expected = createHmac('sha256', secret).update(dataCheckString(new URLSearchParams(raw))).digest('hex');
    expect(new URLSearchParams(raw).get('hash')).toBe(expected);
    expect(dataCheckString(new URLSearchParams(raw)).split('\n').map((l) => l.split('=')[0])).toEqual(['auth_date', 'query_id', 'user']);
  });

  test('a changed field, another bot token, stale or future data are refused', async () => {
    const raw = await signed(700000001);
    expect((await checkInitData(raw, MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(true);
    expect((await checkInitData(raw.replace('700000001', '700000002'), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
    expect((await checkInitData(await signed(700000001, 60, '1:other'), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
    expect((await checkInitData(await signed(700000001, 24 * 3600 + 1), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
    expect((await checkInitData(await signed(700000001, -3600), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
  });
});

describe('mock provider: POST /users/telegram_login/ and /users/telegram_link/', () => {
  test('a demo Telegram user linked to 0911000001 gets the login answer', async () => {
    const res = await post('/users/telegram_login/', { init_data: await signed(700000001) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { phone: string } };
    expect(body.user.phone).toBe('0911000001');
    expect(world.accountByToken(body.token)?.phone).toBe('0911000001');
  });

  test('forged or stale data answers 401 {message}; unlinked 404 {message}', async () => {
    const forged = (await signed(700000001)).replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    expect((await post('/users/telegram_login/', { init_data: forged })).status).toBe(401);
    const stale = await post('/users/telegram_login/', { init_data: await signed(700000001, 25 * 3600) });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: expect.any(String) });
    const unlinked = await post('/users/telegram_login/', { init_data: await signed(700000009) });
    expect(unlinked.status).toBe(404);
    expect(await unlinked.json()).toEqual({ message: 'no Cartela account is linked to this Telegram user' });
  });

  test('linking needs the right password, then the Telegram user signs in without one', async () => {
    const init = await signed(700000009);
    expect((await post('/users/telegram_link/', { init_data: init, username: '0911000002', password: 'wrong' })).status).toBe(400);
    expect((await post('/users/telegram_link/', { init_data: 'auth_date=1&hash=00', username: '0911000002', password: 'cartela123' })).status).toBe(401);
    const linked = await post('/users/telegram_link/', { init_data: init, username: '0911000002', password: 'cartela123' });
    expect(linked.status).toBe(200);
    const again = await post('/users/telegram_login/', { init_data: await signed(700000009) });
    expect(((await again.json()) as { user: { phone: string } }).user.phone).toBe('0911000002');
  });

  test('the launch hash carries signed init data the mock accepts', async () => {
    const hash = new URLSearchParams((await telegramLaunchHash({ userId: 700000002, startParam: 'ref_abc', nowMs: now })).slice(1));
    const check = await checkInitData(hash.get('tgWebAppData'), MOCK_TELEGRAM_TEST_BOT_TOKEN, now);
    expect(check.ok && check.user.id).toBe(700000002);
    expect(hash.get('tgWebAppStartParam')).toBe('ref_abc');
  });
});
