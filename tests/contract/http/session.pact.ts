import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getUserInfo, login } from '../../../src/shared/api';
import { httpPact, PLAYER_TOKEN, useMockServer, stateParams } from '../pact';

const { like, boolean, number, string } = MatchersV3;
const pact = httpPact();

/** Spec §7 rows 1 and 3: login and get_user_info, called through the real generated client. */
describe('session calls', () => {
  test('POST /users/login/ answers token, user and credit_balance', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .uponReceiving('a login with phone and password')
      .withRequest('POST', '/api/users/login/', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody({ username: '0911000001', password: 'cartela123' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          token: string(PLAYER_TOKEN),
          user: { username: string('abebe'), phone: string('0911000001'), verified: boolean(true) },
          credit_balance: { current_balance: number(500.0), promo_balance: number(0.0) },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        const answer = await login({ username: '0911000001', password: 'cartela123' });
        expect(answer.user.verified).toBe(true);
        expect(answer.credit_balance.current_balance).toBe(500);
      });
  });

  test('POST /users/login/ with a wrong password answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/users/login/', (b) => b.headers({ 'Content-Type': 'application/json' }).jsonBody({ username: '0911000001', password: 'wrong' }))
      .willRespondWith(400, (b) => b.jsonBody({ message: string('invalid phone number or password') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(login({ username: '0911000001', password: 'wrong' })).rejects.toThrow('invalid phone number or password');
      });
  });

  test('GET /users/get_user_info sends the bearer token and answers user and credit_balance', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .uponReceiving('a request for the logged-in user')
      .withRequest('GET', '/api/users/get_user_info', (b) => b.headers({ Authorization: like(`Bearer ${PLAYER_TOKEN}`) }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user: { username: string('abebe'), phone: string('0911000001'), verified: boolean(true) },
          credit_balance: like({ current_balance: number(500.0), promo_balance: number(0.0) }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const answer = await getUserInfo();
        expect(answer.user.phone).toBe('0911000001');
      });
  });
});
