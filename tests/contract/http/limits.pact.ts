import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getLimits, putLimits, takeBreak } from '../../../src/shared/api/index.limits';
import { requestDeposit } from '../../../src/shared/api/index.payments';
import { httpPact, PLAYER_TOKEN, useMockServer, stateParams } from '../pact';

const { like, number, string, datetime, nullValue } = MatchersV3;
const pact = httpPact();

const PLAYER = 'a verified player 0911000001 with 500.00 ETB';
const STAKE_LIMIT_50 = 'a verified player 0911000001 with a daily stake limit of 50.00 ETB';
const DEPOSIT_LIMIT_100 = 'a verified player 0911000001 who deposited 60.00 ETB today under a daily deposit limit of 100.00 ETB';
const auth = { Authorization: like(`Bearer ${PLAYER_TOKEN}`) };
/** This interaction's own idempotency key (every money interaction of the pact has a distinct one). */
const KEY = 'a8b7c6d5-e4f3-4a2b-9c1d-0e9f8a7b6c08';

/**
 * The proposed limit calls (responsible play, OpenAPI tag `limits`), through the real generated
 * client. Answers name only the fields that are set: a limit that is `null` or absent means none.
 */
describe('limits (proposed)', () => {
  test('GET /limits answers the daily limits and the break (null = none)', async () => {
    await pact
      .addInteraction()
      .given(STAKE_LIMIT_50, stateParams(STAKE_LIMIT_50))
      .uponReceiving('a request for the daily limits')
      .withRequest('GET', '/api/limits', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody({ daily_stake_limit: number(50.0) }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect(await getLimits()).toEqual({ daily_stake_limit: 50 });
      });
  });

  test('PUT /limits sets both daily limits and answers the ones that apply', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('a request to set the daily limits')
      .withRequest('PUT', '/api/limits', (b) => b.headers({ ...auth, 'Content-Type': 'application/json' }).jsonBody({ daily_deposit_limit: number(100.0), daily_stake_limit: nullValue() }))
      .willRespondWith(200, (b) => b.jsonBody({ daily_deposit_limit: number(100.0) }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect(await putLimits({ daily_deposit_limit: 100.5, daily_stake_limit: null })).toEqual({ daily_deposit_limit: 100 });
      });
  });

  test('POST /limits/break answers the limits with the break’s end', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('a request for a break of 7 days')
      .withRequest('POST', '/api/limits/break', (b) => b.headers({ ...auth, 'Content-Type': 'application/json' }).jsonBody({ period: '7d' }))
      .willRespondWith(200, (b) => b.jsonBody({ break_until: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-12-03T09:30:00.000Z') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect(Date.parse((await takeBreak('7d')).break_until!)).toBeGreaterThan(0);
      });
  });

  test('a deposit over the daily deposit limit answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given(DEPOSIT_LIMIT_100, stateParams(DEPOSIT_LIMIT_100))
      .uponReceiving('an automatic deposit request over the daily deposit limit')
      .withRequest('POST', '/api/transactions/depositRequest', (b) =>
        b.headers({ ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': like(KEY) }).jsonBody({ phone: '0911000001', amount: number(50.0) }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ message: string('Over your daily deposit limit of 100.00 ETB: 40.00 ETB left today.') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        await expect(requestDeposit({ phone: '0911000001', amount: 50 }, KEY)).rejects.toThrow('Over your daily deposit limit');
      });
  });
});
