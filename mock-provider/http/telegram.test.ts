import { createHmac } from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createHttpHandlers } from './accounts';
import { createTelegramHandlers } from './telegram';
import { checkContact, checkInitData, MOCK_TELEGRAM_TEST_BOT_TOKEN, signContact, signInitData, telegramLaunchHash } from '../world/telegram';
import { memoryStorage, World, type MockNotice } from '../world/world';

/** The mock's Telegram calls: Telegram's HMAC rule, the sign-in and link windows, one Telegram user per account, unlink. */
const world = new World(memoryStorage());
const now = Date.parse('2026-11-26T12:00:00Z');
world.now = () => now;
const notices: MockNotice[] = [];
world.onNotice((n) => notices.push(n));
const server = setupServer(...createTelegramHandlers(world), ...createHttpHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  world.reset();
  notices.length = 0;
});

const api = 'http://provider.test/api';
const post = (path: string, body: unknown, token?: string) =>
  fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const user = (id: number) => ({ id, first_name: 'Test', username: `test_${id}`, language_code: 'en' });
const signed = (id: number, ageS = 60, token = MOCK_TELEGRAM_TEST_BOT_TOKEN) => signInitData(token, { user: user(id), authDate: Math.floor(now / 1000) - ageS });
const userInfo = async (token: string) => (await (await fetch(`${api}/users/get_user_info`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { telegram?: unknown };
const link = (init: string, phone: string) => post('/users/telegram_link/', { init_data: init, username: phone, password: 'cartela123' });

// Worked examples published with Telegram Mini Apps' validation packages (bot token and raw init
// data verbatim): https://docs.telegram-mini-apps.com/packages/tma-js-init-data-node/validating
// (before Bot API 8.0, no `signature`) and https://docs.telegram-mini-apps.com/packages/init-data-golang
// (Bot API 8.0+, with `signature`, which the hash covers).
const DOC_EXAMPLE = {
  token: '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8',
  initData:
    'query_id=AAHdF6IQAAAAAN0XohDhrOrc' +
    '&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D' +
    '&auth_date=1662771648' +
    '&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2',
  authDate: 1662771648,
};
const DOC_EXAMPLE_WITH_SIGNATURE = {
  token: '7342037359:AAHI25ES9xCOMPokpYoz-p8XVrZUdygo2J4',
  initData:
    'user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%20%2B%20-%20%3F%20%5C%2F%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%2C%22photo_url%22%3A%22https%3A%5C%2F%5C%2Ft.me%5C%2Fi%5C%2Fuserpic%5C%2F320%5C%2F4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg%22%7D&chat_instance=8134722200314281151&chat_type=private&auth_date=1733509682&signature=TYJxVcisqbWjtodPepiJ6ghziUL94-KNpG8Pau-X7oNNLNBM72APCpi_RKiUlBvcqo5L-LAxIc3dnTzcZX_PDg&hash=a433d8f9847bd6addcc563bff7cc82c89e97ea0d90c11fe5729cae6796a36d73',
  authDate: 1733509682,
};

describe('mock provider: Telegram init data', () => {
  test("accepts the documented worked examples, the one with Telegram's `signature` field included", async () => {
    const old = await checkInitData(DOC_EXAMPLE.initData, DOC_EXAMPLE.token, DOC_EXAMPLE.authDate * 1000);
    expect(old.ok && old.user.id).toBe(279058397);
    const current = await checkInitData(DOC_EXAMPLE_WITH_SIGNATURE.initData, DOC_EXAMPLE_WITH_SIGNATURE.token, DOC_EXAMPLE_WITH_SIGNATURE.authDate * 1000);
    expect(current.ok && current.user.id).toBe(279058397);
    // the hash covers `signature`: data without it (or with another one) is not what Telegram signed
    const withoutSignature = DOC_EXAMPLE_WITH_SIGNATURE.initData.replace(/&signature=[^&]+/, '');
    expect((await checkInitData(withoutSignature, DOC_EXAMPLE_WITH_SIGNATURE.token, DOC_EXAMPLE_WITH_SIGNATURE.authDate * 1000)).ok).toBe(false);
    expect((await checkInitData(DOC_EXAMPLE_WITH_SIGNATURE.initData, DOC_EXAMPLE.token, DOC_EXAMPLE_WITH_SIGNATURE.authDate * 1000)).ok).toBe(false);
  });

  test('signed test data carries a `signature` field as Telegram clients send, and a changed one is refused', async () => {
    const raw = await signed(700000001);
    const pairs = new URLSearchParams(raw);
    expect(pairs.get('signature')).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect((await checkInitData(raw, MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(true);
    pairs.set('signature', 'A'.repeat(86));
    expect((await checkInitData(pairs.toString(), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
  });

  test('a changed field, another bot token, stale (over an hour) or future data are refused', async () => {
    const raw = await signed(700000001);
    expect((await checkInitData(raw, MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(true);
    expect((await checkInitData(raw.replace('700000001', '700000002'), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
    expect((await checkInitData(await signed(700000001, 60, '1:other'), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
    expect((await checkInitData(await signed(700000001, 3600 - 5), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(true);
    expect((await checkInitData(await signed(700000001, 3600 + 1), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
    expect((await checkInitData(await signed(700000001, -3600), MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).ok).toBe(false);
  });
});

describe('mock provider: POST /users/telegram_login/, /telegram_link/ and /telegram_unlink/', () => {
  test('a demo Telegram user linked to 0911000001 gets the login answer', async () => {
    const res = await post('/users/telegram_login/', { init_data: await signed(700000001) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { phone: string } };
    expect(body.user.phone).toBe('0911000001');
    expect(world.accountByToken(body.token)?.phone).toBe('0911000001');
  });

  test('sign-in: forged data or data more than an hour old answers 401 {message}; unlinked 404 {message}', async () => {
    const forged = (await signed(700000001)).replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    expect((await post('/users/telegram_login/', { init_data: forged })).status).toBe(401);
    const stale = await post('/users/telegram_login/', { init_data: await signed(700000001, 3600 + 60) });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: expect.any(String) });
    const unlinked = await post('/users/telegram_login/', { init_data: await signed(700000009) });
    expect(unlinked.status).toBe(404);
    expect(await unlinked.json()).toEqual({ message: 'no Cartela account is linked to this Telegram user' });
  });

  test('linking needs the right password and launch data under ten minutes old; then the Telegram user signs in without one', async () => {
    const init = await signed(700000009);
    expect((await post('/users/telegram_link/', { init_data: init, username: '0911000002', password: 'wrong' })).status).toBe(400);
    expect((await post('/users/telegram_link/', { init_data: 'auth_date=1&hash=00', username: '0911000002', password: 'cartela123' })).status).toBe(401);
    // fine for sign-in (under an hour), too old to link
    const elevenMinutes = await link(await signed(700000009, 11 * 60), '0911000002');
    expect(elevenMinutes.status).toBe(401);
    expect(await elevenMinutes.json()).toEqual({ message: 'Telegram data has expired, please reopen the app' });
    expect((await link(init, '0911000002')).status).toBe(200);
    const again = await post('/users/telegram_login/', { init_data: await signed(700000009) });
    expect(((await again.json()) as { user: { phone: string } }).user.phone).toBe('0911000002');
  });

  test('a new link sends the account owner an SMS naming the Telegram user; the same link again sends none', async () => {
    expect((await link(await signed(700000009), '0911000002')).status).toBe(200);
    expect(notices).toEqual([{ phone: '0911000002', text: expect.stringContaining('Test (@test_700000009)') }]);
    expect((await link(await signed(700000009), '0911000002')).status).toBe(200);
    expect(notices).toHaveLength(1);
  });

  test('one Telegram user per account: linking another to an account that has one answers 409 {message} and changes nothing', async () => {
    const res = await link(await signed(700000009), '0911000001');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'This account is already linked to another Telegram user. Unlink it first.' });
    expect(notices).toEqual([]);
    expect((await post('/users/telegram_login/', { init_data: await signed(700000009) })).status).toBe(404);
    expect((await post('/users/telegram_login/', { init_data: await signed(700000001) })).status).toBe(200);
  });

  test("get_user_info names the account's Telegram user ({id, first_name, username}); none linked: no `telegram`", async () => {
    expect((await userInfo(world.issueToken('0911000001'))).telegram).toEqual({ id: 700000001, first_name: 'Abebe', username: 'abebe_demo' });
    expect((await userInfo(world.issueToken('0911000002'))).telegram).toBeUndefined();
  });

  test("unlink takes the account from the bearer token only: the token's Telegram user no longer signs in, other links stay", async () => {
    await link(await signed(700000009), '0911000002');
    expect((await post('/users/telegram_unlink/', {})).status).toBe(401);
    // a body naming another account changes nothing: the token decides
    const res = await post('/users/telegram_unlink/', { username: '0911000002', telegram_id: 700000009 }, world.issueToken('0911000001'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect((await post('/users/telegram_login/', { init_data: await signed(700000001) })).status).toBe(404);
    expect((await post('/users/telegram_login/', { init_data: await signed(700000009) })).status).toBe(200);
    expect((await userInfo(world.issueToken('0911000001'))).telegram).toBeUndefined();
    // nothing linked any more: still 200, and now another Telegram user may be linked
    expect((await post('/users/telegram_unlink/', {}, world.issueToken('0911000001'))).status).toBe(200);
    expect((await link(await signed(700000002), '0911000001')).status).toBe(200);
  });

  test('the launch hash carries signed init data the mock accepts', async () => {
    const hash = new URLSearchParams((await telegramLaunchHash({ userId: 700000002, startParam: 'ref_abc', nowMs: now })).slice(1));
    const check = await checkInitData(hash.get('tgWebAppData'), MOCK_TELEGRAM_TEST_BOT_TOKEN, now);
    expect(check.ok && check.user.id).toBe(700000002);
    expect(hash.get('tgWebAppStartParam')).toBe('ref_abc');
  });
});

describe('mock provider: POST /users/telegram_verify_phone/ (the contact Telegram shared)', () => {
  const contactOf = (userId: number, phone: string, ageS = 30, token = MOCK_TELEGRAM_TEST_BOT_TOKEN) => signContact(token, { userId, phone, authDate: Math.floor(now / 1000) - ageS, firstName: 'Test' });
  const verify = async (body: Record<string, unknown>) => post('/users/telegram_verify_phone/', body);
  const create = (phone: string) => post('/users/create/', { username: 'tigist', phone, password: 'cartela123', agentId: '', age_confirmed: true });

  test("a signed contact carries Telegram's fields and a hash by Telegram's rule (checked here with node:crypto, not the library)", async () => {
    const raw = await contactOf(700000009, '251944000009');
    const fields = new URLSearchParams(raw);
    expect(JSON.parse(fields.get('contact')!)).toEqual({ user_id: 700000009, phone_number: '251944000009', first_name: 'Test' });
    const secret = createHmac('sha256', 'WebAppData').update(MOCK_TELEGRAM_TEST_BOT_TOKEN).digest();
    const checkString = [...fields.entries()].filter(([k]) => k !== 'hash').map(([k, v]) => `${k}=${v}`).sort().join('\n');
    expect(fields.get('hash')).toBe(createHmac('sha256', secret).update(checkString).digest('hex'));
    expect(await checkContact(raw, MOCK_TELEGRAM_TEST_BOT_TOKEN, now)).toEqual({ ok: true, userId: 700000009, phone: '0944000009' });
  });

  test("the contact of this Telegram user with this phone verifies it as a right code does: create accepts it, no SMS is sent", async () => {
    const sms: string[] = [];
    const stop = world.onSms((m) => sms.push(m.phone));
    const res = await verify({ init_data: await signed(700000009), contact: await contactOf(700000009, '+251 944 000 009'), phone: '0944000009' });
    stop();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'phone verified' });
    expect(sms).toEqual([]);
    expect((await create('0944000009')).status).toBe(200);
  });

  test('another phone, or a contact another Telegram user shared, answers 400 {message} and verifies nothing', async () => {
    const init = await signed(700000009);
    const otherPhone = await verify({ init_data: init, contact: await contactOf(700000009, '251944000008'), phone: '0944000009' });
    expect(otherPhone.status).toBe(400);
    expect(await otherPhone.json()).toEqual({ message: 'the phone Telegram shared is not this phone number' });
    const otherUser = await verify({ init_data: init, contact: await contactOf(700000002, '251944000009'), phone: '0944000009' });
    expect(otherUser.status).toBe(400);
    expect((await verify({ init_data: init, contact: await contactOf(700000009, '+14155550100'), phone: '0944000009' })).status).toBe(400);
    expect((await create('0944000009')).status).toBe(400);
  });

  test('a forged or stale contact or launch data (over ten minutes) answers 401 {message}', async () => {
    const init = await signed(700000009);
    const contact = await contactOf(700000009, '251944000009');
    const forged = contact.replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    expect((await verify({ init_data: init, contact: forged, phone: '0944000009' })).status).toBe(401);
    // the contact's phone changed after signing
    expect((await verify({ init_data: init, contact: contact.replace('251944000009', '251944000008'), phone: '0944000008' })).status).toBe(401);
    expect((await verify({ init_data: init, contact: await contactOf(700000009, '251944000009', 60, '1:other'), phone: '0944000009' })).status).toBe(401);
    expect((await verify({ init_data: init, contact: await contactOf(700000009, '251944000009', 11 * 60), phone: '0944000009' })).status).toBe(401);
    const stale = await verify({ init_data: await signed(700000009, 11 * 60), contact, phone: '0944000009' });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: expect.any(String) });
    expect((await verify({ init_data: init, phone: '0944000009' })).status).toBe(401);
    expect((await create('0944000009')).status).toBe(400);
  });
});
