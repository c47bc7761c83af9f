import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { telegramLink, telegramLogin, telegramVerifyPhone } from '../../../src/shared/api/index.account';
import { getLinkedTelegram, telegramUnlink } from '../../../src/shared/api/index.linked-telegram';
import { httpPact, PLAYER_TOKEN, useMockServer, stateParams } from '../pact';

const AUTH = () => ({ Authorization: like(`Bearer ${PLAYER_TOKEN}`) });

const { boolean, integer, like, number, string, fromProviderState } = MatchersV3;
const pact = httpPact();
const JSON_BODY = { 'Content-Type': 'application/json' };
const LINKED = 'Telegram user 700000001 is linked to player 0911000001';
const UNLINKED = 'Telegram user 700000009 is linked to no player';
const SHARED_PHONE = 'Telegram user 700000009 shared phone 0944000009';
/** Example only: the verifier sends the contact the provider state answers (signed now with the server's bot token). */
const EXAMPLE_CONTACT =
  'contact=%7B%22user_id%22%3A700000009%2C%22phone_number%22%3A%22251944000009%22%2C%22first_name%22%3A%22Tigist%22%7D&auth_date=1764158430&hash=8e1b7c0d2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c';

/**
 * Examples only: the verifier sends the init data the provider state answers (`init_data`, signed
 * now with the server's own bot token; `stale_init_data`, signed two hours ago), since signed data
 * goes stale and only the server knows its bot token.
 */
const EXAMPLE_INIT_DATA = 'auth_date=1764158400&query_id=AAH700000001mock&user=%7B%22id%22%3A700000001%2C%22first_name%22%3A%22Abebe%22%2C%22language_code%22%3A%22en%22%7D&hash=5f0c6f4a1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f';
/** Init data whose hash does not match its fields (signed by no bot token). */
const FORGED_INIT_DATA = `auth_date=1764158400&query_id=AAH700000001mock&user=%7B%22id%22%3A700000001%2C%22first_name%22%3A%22Abebe%22%7D&hash=${'0'.repeat(64)}`;

const loginAnswer = (phone: string, username: string, balance: number) => ({
  token: string(PLAYER_TOKEN),
  user: { username: string(username), phone: string(phone), verified: boolean(true) },
  credit_balance: { current_balance: number(balance), promo_balance: number(0.0) },
});

/** The proposed Telegram Mini App sign-in (beside spec §2.3 Login), through the real generated client. */
describe('Telegram sign-in calls (proposed)', () => {
  test('POST /users/telegram_login/ with valid init data of a linked Telegram user answers the login answer', async () => {
    await pact
      .addInteraction()
      .given(LINKED, stateParams(LINKED))
      .uponReceiving('a Telegram sign-in with valid init data of a linked user')
      .withRequest('POST', '/api/users/telegram_login/', (b) => b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${init_data}', EXAMPLE_INIT_DATA) }))
      .willRespondWith(200, (b) => b.jsonBody(loginAnswer('0911000001', 'abebe', 500)))
      .executeTest(async (server) => {
        useMockServer(server.url);
        const answer = await telegramLogin(EXAMPLE_INIT_DATA);
        expect(answer.user.phone).toBe('0911000001');
      });
  });

  test('POST /users/telegram_login/ with a forged signature answers 401 {message}', async () => {
    await pact
      .addInteraction()
      .given(LINKED, stateParams(LINKED))
      .uponReceiving('a Telegram sign-in with forged init data')
      .withRequest('POST', '/api/users/telegram_login/', (b) => b.headers(JSON_BODY).jsonBody({ init_data: FORGED_INIT_DATA }))
      .willRespondWith(401, (b) => b.jsonBody({ message: string('Telegram data signature is invalid') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(telegramLogin(FORGED_INIT_DATA)).rejects.toMatchObject({ status: 401 });
      });
  });

  test('POST /users/telegram_login/ with init data older than an hour answers 401 {message}', async () => {
    await pact
      .addInteraction()
      .given(LINKED, stateParams(LINKED))
      .uponReceiving('a Telegram sign-in with init data older than an hour')
      .withRequest('POST', '/api/users/telegram_login/', (b) => b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${stale_init_data}', EXAMPLE_INIT_DATA) }))
      .willRespondWith(401, (b) => b.jsonBody({ message: string('Telegram data has expired, please reopen the app') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(telegramLogin(EXAMPLE_INIT_DATA)).rejects.toMatchObject({ status: 401 });
      });
  });

  test('POST /users/telegram_login/ for a Telegram user linked to no account answers 404 {message}', async () => {
    await pact
      .addInteraction()
      .given(UNLINKED, stateParams(UNLINKED))
      .uponReceiving('a Telegram sign-in of a user linked to no account')
      .withRequest('POST', '/api/users/telegram_login/', (b) => b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${init_data}', EXAMPLE_INIT_DATA) }))
      .willRespondWith(404, (b) => b.jsonBody({ message: string('no Cartela account is linked to this Telegram user') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(telegramLogin(EXAMPLE_INIT_DATA)).rejects.toMatchObject({ status: 404 });
      });
  });

  test('POST /users/telegram_link/ with the right phone and password links and answers the login answer', async () => {
    await pact
      .addInteraction()
      .given(UNLINKED, stateParams(UNLINKED))
      .uponReceiving('a Telegram link with the right phone and password')
      .withRequest('POST', '/api/users/telegram_link/', (b) =>
        b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${init_data}', EXAMPLE_INIT_DATA), username: '0911000002', password: 'cartela123' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ...loginAnswer('0911000002', 'almaz', 1000), credit_balance: { current_balance: number(1000.0), promo_balance: number(50.0) } }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        const answer = await telegramLink({ initData: EXAMPLE_INIT_DATA, username: '0911000002', password: 'cartela123' });
        expect(answer.user.phone).toBe('0911000002');
      });
  });

  test('POST /users/telegram_link/ with a wrong password answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given(UNLINKED, stateParams(UNLINKED))
      .uponReceiving('a Telegram link with a wrong password')
      .withRequest('POST', '/api/users/telegram_link/', (b) =>
        b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${init_data}', EXAMPLE_INIT_DATA), username: '0911000002', password: 'wrong' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ message: string('invalid phone number or password') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(telegramLink({ initData: EXAMPLE_INIT_DATA, username: '0911000002', password: 'wrong' })).rejects.toThrow('invalid phone number or password');
      });
  });
  test('POST /users/telegram_link/ to an account that has another Telegram user answers 409 {message}', async () => {
    await pact
      .addInteraction()
      .given(LINKED, { ...stateParams(LINKED), otherTelegramId: 700000009 })
      .uponReceiving('a Telegram link of another Telegram user to an account that has one')
      .withRequest('POST', '/api/users/telegram_link/', (b) =>
        b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${other_init_data}', EXAMPLE_INIT_DATA), username: '0911000001', password: 'cartela123' }),
      )
      .willRespondWith(409, (b) => b.jsonBody({ message: string('This account is already linked to another Telegram user. Unlink it first.') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(telegramLink({ initData: EXAMPLE_INIT_DATA, username: '0911000001', password: 'cartela123' })).rejects.toMatchObject({ status: 409 });
      });
  });

  test('GET /users/get_user_info of a player with a linked Telegram user names it in `telegram`', async () => {
    await pact
      .addInteraction()
      .given(LINKED, stateParams(LINKED))
      .uponReceiving('a request for the logged-in user who has a linked Telegram user')
      .withRequest('GET', '/api/users/get_user_info', (b) => b.headers(AUTH()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user: { username: string('abebe'), phone: string('0911000001'), verified: boolean(true) },
          credit_balance: like({ current_balance: number(500.0), promo_balance: number(0.0) }),
          telegram: { id: integer(700000001), first_name: string('Abebe') },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect(await getLinkedTelegram()).toMatchObject({ id: 700000001, firstName: 'Abebe' });
      });
  });

  test('POST /users/telegram_unlink/ with the bearer token (no body) answers 200 {message}', async () => {
    await pact
      .addInteraction()
      .given(LINKED, stateParams(LINKED))
      .uponReceiving('an unlink of the Telegram user of the logged-in account')
      .withRequest('POST', '/api/users/telegram_unlink/', (b) => b.headers(AUTH()))
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Telegram user unlinked') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect(await telegramUnlink()).toEqual({ message: 'Telegram user unlinked' });
      });
  });

  test('POST /users/telegram_verify_phone/ with the contact this Telegram user shared for this phone answers 200 {message}', async () => {
    await pact
      .addInteraction()
      .given(SHARED_PHONE, stateParams(SHARED_PHONE))
      .uponReceiving("a signup phone verified with the contact Telegram shared")
      .withRequest('POST', '/api/users/telegram_verify_phone/', (b) =>
        b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${init_data}', EXAMPLE_INIT_DATA), contact: fromProviderState('${contact}', EXAMPLE_CONTACT), phone: '0944000009' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string('phone verified') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        expect(await telegramVerifyPhone({ initData: EXAMPLE_INIT_DATA, contact: EXAMPLE_CONTACT, phone: '0944000009' })).toEqual({ message: 'phone verified' });
      });
  });

  test('POST /users/telegram_verify_phone/ for another phone than the contact\'s answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given(SHARED_PHONE, stateParams(SHARED_PHONE))
      .uponReceiving("a signup phone that is not the one Telegram shared")
      .withRequest('POST', '/api/users/telegram_verify_phone/', (b) =>
        b.headers(JSON_BODY).jsonBody({ init_data: fromProviderState('${init_data}', EXAMPLE_INIT_DATA), contact: fromProviderState('${contact}', EXAMPLE_CONTACT), phone: '0944000008' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ message: string('the phone Telegram shared is not this phone number') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(telegramVerifyPhone({ initData: EXAMPLE_INIT_DATA, contact: EXAMPLE_CONTACT, phone: '0944000008' })).rejects.toMatchObject({ status: 400 });
      });
  });
});
