import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { createUser, requestPasswordReset, resetPassword, sendPhoneCode, validatePhoneCode } from '../../../src/shared/api/index.account';
import { httpPact, useMockServer, stateParams } from '../pact';

const { boolean, string, regex } = MatchersV3;
const pact = httpPact();
const JSON_BODY = { 'Content-Type': 'application/json' };

/**
 * Spec §7 rows 2, 4–7: signup, one-time codes and password reset, through the real generated
 * client. None of these carries a bearer token (spec §6).
 */
describe('account calls', () => {
  test('POST /users/create/ creates an account for a verified phone', async () => {
    await pact
      .addInteraction()
      .given('phone 0944000001 was verified with a one-time code', stateParams('phone 0944000001 was verified with a one-time code'))
      .uponReceiving('a signup for a verified phone')
      .withRequest('POST', '/api/users/create/', (b) =>
        b.headers(JSON_BODY).jsonBody({ username: 'tigist', phone: '0944000001', password: 'cartela123', agentId: '0911000001', age_confirmed: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ user: { username: string('tigist'), phone: string('0944000001'), verified: boolean(true) } }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        const answer = await createUser({ username: 'tigist', phone: '0944000001', password: 'cartela123', agentId: '0911000001', age_confirmed: true });
        expect(answer.user.phone).toBe('0944000001');
      });
  });

  test('POST /users/create/ for a registered phone answers 400 {error}', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .uponReceiving('a signup for a phone that already has an account')
      .withRequest('POST', '/api/users/create/', (b) => b.headers(JSON_BODY).jsonBody({ username: 'abebe2', phone: '0911000001', password: 'cartela123', agentId: '', age_confirmed: true }))
      .willRespondWith(400, (b) => b.jsonBody({ error: string('phone number already registered') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(createUser({ username: 'abebe2', phone: '0911000001', password: 'cartela123', agentId: '', age_confirmed: true })).rejects.toThrow(
          'phone number already registered',
        );
      });
  });

  test('GET /users/verify_phone?phone= sends a code and answers the verification id', async () => {
    await pact
      .addInteraction()
      .given('an unverified player 0911000003', stateParams('an unverified player 0911000003'))
      .uponReceiving('a request to send a one-time code')
      .withRequest('GET', '/api/users/verify_phone', (b) => b.query({ phone: '0911000003' }))
      .willRespondWith(200, (b) => b.jsonBody(string('vrf-8f2k1q')))
      .executeTest(async (server) => {
        useMockServer(server.url);
        expect(typeof (await sendPhoneCode('0911000003'))).toBe('string');
      });
  });

  test('POST /users/validate_phone with the right code verifies the phone', async () => {
    await pact
      .addInteraction()
      .given('code A1B2C3 was sent to 0911000003 with verification id vrf-pact-1', stateParams('code A1B2C3 was sent to 0911000003 with verification id vrf-pact-1'))
      .uponReceiving('a one-time code check with the right code')
      .withRequest('POST', '/api/users/validate_phone', (b) =>
        b.headers(JSON_BODY).jsonBody({ phone: '0911000003', code: 'A1B2C3', verificationId: 'vrf-pact-1', password: 'cartela123' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string('phone verified') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(validatePhoneCode({ phone: '0911000003', code: 'A1B2C3', verificationId: 'vrf-pact-1', password: 'cartela123' })).resolves.toBeTruthy();
      });
  });

  test('POST /users/validate_phone with a wrong code answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given('code A1B2C3 was sent to 0911000003 with verification id vrf-pact-1', stateParams('code A1B2C3 was sent to 0911000003 with verification id vrf-pact-1'))
      .uponReceiving('a one-time code check with a wrong code')
      .withRequest('POST', '/api/users/validate_phone', (b) => b.headers(JSON_BODY).jsonBody({ phone: '0911000003', code: 'ZZZZZZ', verificationId: 'vrf-pact-1' }))
      .willRespondWith(400, (b) => b.jsonBody({ message: string('wrong code, please check the SMS and try again') }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expect(validatePhoneCode({ phone: '0911000003', code: 'ZZZZZZ', verificationId: 'vrf-pact-1' })).rejects.toThrow(
          'wrong code, please check the SMS and try again',
        );
      });
  });

  test('GET /users/pwd_change_request?phone= answers data.token and data.verification_id', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .uponReceiving('a password reset request')
      .withRequest('GET', '/api/users/pwd_change_request', (b) => b.query({ phone: '0911000001' }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { token: string('rst-3j9d0a'), verification_id: string('vrf-8f2k1q') } }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        const data = await requestPasswordReset('0911000001');
        expect(data.token).toBeTruthy();
        expect(data.verification_id).toBeTruthy();
      });
  });

  test('POST /users/reset_pwd sets the new password', async () => {
    await pact
      .addInteraction()
      .given('a verified password reset rst-pact-1 for 0911000001', stateParams('a verified password reset rst-pact-1 for 0911000001'))
      .uponReceiving('a new password with the reset token')
      .withRequest('POST', '/api/users/reset_pwd', (b) =>
        b.headers(JSON_BODY).jsonBody({ phone: '0911000001', newPassword: 'NewPass1!', confirmPassword: 'NewPass1!', token: 'rst-pact-1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ data: { message: regex(/.+/, 'password changed') } }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        const data = await resetPassword({ phone: '0911000001', newPassword: 'NewPass1!', confirmPassword: 'NewPass1!', token: 'rst-pact-1' });
        expect(data).toBeTruthy();
      });
  });
});
