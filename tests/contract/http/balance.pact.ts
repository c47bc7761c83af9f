import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getBalance, readToken } from '../../../src/shared/api';
import { httpPact, STATES, useMockServer, stateParams } from '../pact';

const { like, number, string } = MatchersV3;
const pact = httpPact();

/** Spec §7 row 10 (GET /transactions/balance/{id}), §3 Wallet, §8 (401/403 log out); the real generated client. */
describe('balance call', () => {
  test('GET /transactions/balance/{phone} answers current_balance and promo_balance in ETB', async () => {
    await pact
      .addInteraction()
      .given(STATES.player2, stateParams(STATES.player2))
      .uponReceiving('a balance request for 0911000002')
      .withRequest('GET', '/api/transactions/balance/0911000002', (b) => b.headers({ Authorization: like('Bearer mock.0911000002') }))
      .willRespondWith(200, (b) => b.jsonBody({ current_balance: number(1000.0), promo_balance: number(50.0) }))
      .executeTest(async (server) => {
        useMockServer(server.url, 'mock.0911000002');
        const balance = await getBalance('0911000002');
        expect(balance).toEqual({ current_balance: 1000, promo_balance: 50 });
      });
  });

  test('a 401 answer removes the stored token (spec §8) and surfaces the message', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving('a balance request with a token the provider does not know')
      .withRequest('GET', '/api/transactions/balance/0911000001', (b) => b.headers({ Authorization: like('Bearer mock.expired') }))
      .willRespondWith(401, (b) => b.jsonBody({ message: string('unauthorized') }))
      .executeTest(async (server) => {
        useMockServer(server.url, 'mock.expired');
        await expect(getBalance('0911000001')).rejects.toMatchObject({ status: 401, message: 'unauthorized' });
        expect(readToken()).toBeNull();
      });
  });

  test('a 403 answer also removes the stored token (spec §2.1, §8)', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving("a balance request for another player's phone")
      .withRequest('GET', '/api/transactions/balance/0911000002', (b) => b.headers({ Authorization: like('Bearer mock.0911000001') }))
      .willRespondWith(403, (b) => b.jsonBody({ message: string('forbidden') }))
      .executeTest(async (server) => {
        useMockServer(server.url, 'mock.0911000001');
        await expect(getBalance('0911000002')).rejects.toMatchObject({ status: 403, message: 'forbidden' });
        expect(readToken()).toBeNull();
      });
  });
});
