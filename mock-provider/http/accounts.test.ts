import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHttpHandlers } from './accounts';
import { memoryStorage, World, type MockSms } from '../world/world';

/** The mock provider's account calls: codes of 6 uppercase alphanumerics, valid 2 minutes. */
const world = new World(memoryStorage());
const sms: MockSms[] = [];
world.onSms((s) => sms.push(s));
let now = Date.parse('2026-11-23T08:00:00Z');
world.now = () => now;
const server = setupServer(...createHttpHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = 'http://provider.test/api';
const post = (path: string, body: unknown) => fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const sendCode = async (phone: string) => (await (await fetch(`${api}/users/verify_phone?phone=${phone}`)).json()) as string;

describe('mock provider: accounts', () => {
  test('a code is six uppercase letters or digits; a wrong one fails with a message; the right one verifies', async () => {
    const id = await sendCode('0944000001');
    const { code } = sms.at(-1)!;
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const wrong = await post('/users/validate_phone', { phone: '0944000001', code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', verificationId: id });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'wrong code, please check the SMS and try again' });
    const right = await post('/users/validate_phone', { phone: '0944000001', code: code.toLowerCase(), verificationId: id });
    expect(right.status).toBe(200);
  });

  test('a code expires after 2 minutes', async () => {
    const id = await sendCode('0944000002');
    const { code } = sms.at(-1)!;
    now += 2 * 60 * 1000 + 1;
    const late = await post('/users/validate_phone', { phone: '0944000002', code, verificationId: id });
    expect(await late.json()).toEqual({ message: 'code expired, please request a new code' });
  });

  test('signup needs a verified phone and the 21-or-older confirmation, and refuses a registered one with an `error`', async () => {
    const unverified = await post('/users/create/', { username: 'x', phone: '0944000003', password: 'pw1234', agentId: '' });
    expect(await unverified.json()).toEqual({ error: 'phone number not verified' });
    const id = await sendCode('0944000003');
    await post('/users/validate_phone', { phone: '0944000003', code: sms.at(-1)!.code, verificationId: id });
    const underage = await post('/users/create/', { username: 'x', phone: '0944000003', password: 'pw1234', agentId: '' });
    expect(await underage.json()).toEqual({ error: 'you must confirm you are 21 years of age or older' });
    const ok = await post('/users/create/', { username: 'x', phone: '0944000003', password: 'pw1234', agentId: '0911000001', age_confirmed: true });
    expect(ok.status).toBe(200);
    const again = await post('/users/create/', { username: 'y', phone: '0911000001', password: 'pw1234', agentId: '' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'phone number already registered' });
  });

  test('a password reset: request → code → reset → the new password logs in', async () => {
    const { data } = await (await fetch(`${api}/users/pwd_change_request?phone=0911000001`)).json();
    await post('/users/validate_phone', { phone: '0911000001', code: sms.at(-1)!.code, verificationId: data.verification_id });
    const reset = await post('/users/reset_pwd', { phone: '0911000001', newPassword: 'newpw1', confirmPassword: 'newpw1', token: data.token });
    expect(reset.status).toBe(200);
    expect((await post('/users/login/', { username: '0911000001', password: 'newpw1' })).status).toBe(200);
    expect((await post('/users/login/', { username: '0911000001', password: 'cartela123' })).status).toBe(400);
  });

  test('the world serves as many boards as set (the first 100 unchanged); a count out of range is ignored', async () => {
    const { token } = (await (await post('/users/login/', { username: '0911000002', password: 'cartela123' })).json()) as { token: string };
    const get = async (path: string) => (await fetch(api + path, { headers: { Authorization: `Bearer ${token}` } })).json();
    const first = world.boards.slice(0, 100);
    expect(world.setBoardCount(400)).toBe(400);
    expect(await get('/boards/ids/')).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    expect(world.boards.slice(0, 100)).toEqual(first);
    expect(world.setBoardCount(0)).toBe(400);
    expect(world.setBoardCount(100)).toBe(100);
    expect(await get('/boards/ids/')).toHaveLength(100);
  });
});
