import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getGamesByDate, getTransactionHistory } from '../../../src/shared/api/index.history';
import { getReceivingAccounts, requestDeposit, requestManualDeposit, requestManualWithdrawal, requestWithdrawal, transferCredit } from '../../../src/shared/api/index.payments';
import { sendInvitationCode } from '../../../src/shared/api/index.account';
import { httpPact, PLAYER_TOKEN, useMockServer, stateParams } from '../pact';

const { like, boolean, number, string, regex, eachLike, integer, datetime } = MatchersV3;
const pact = httpPact();

const PLAYER = 'a verified player 0911000001 with 500.00 ETB';
/**
 * One idempotency key per money interaction: a server that replays keys (once per player, path and
 * key) must never answer one interaction with another's result.
 */
const KEYS = {
  deposit: 'f3c1a2e4-7b9d-4c1e-9a0f-2d6b8e5c3a71',
  depositLow: '0b6f5d0e-2c4a-4a51-8f3e-6d1c9b7a2e01',
  withdrawal: '5a9e3c7b-1d2f-4e8a-b6c0-7f4d2e9a1b02',
  withdrawalLow: '9c2d7e4f-6a1b-4c3d-8e5f-0a9b8c7d6e03',
  transfer: '2e8f6a1c-4b3d-4f5e-9a7b-1c0d2e3f4a04',
  transferOver: '7d1c3b5a-9e8f-4a6b-b2c1-3d4e5f6a7b05',
  manualDeposit: 'c4b2a1f0-3e5d-4c7b-a9e8-5f6a7b8c9d06',
  manualWithdrawal: 'e6f5d4c3-b2a1-4f0e-8d9c-7b6a5f4e3d07',
} as const;
const moneyHeaders = (key: string) => ({
  'Content-Type': 'application/json',
  Authorization: like(`Bearer ${PLAYER_TOKEN}`),
  'Idempotency-Key': regex(/^[\w-]{8,64}$/, key),
});
const auth = { Authorization: like(`Bearer ${PLAYER_TOKEN}`) };

/** Spec §7 wallet, history and invite rows, called through the real generated client. */
describe('wallet calls', () => {
  test('GET /manual-payments/receiving-accounts (proposed) answers where a manual deposit is sent', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('a request for the manual deposit receiving accounts')
      .withRequest('GET', '/api/manual-payments/receiving-accounts', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody({ accounts: eachLike({ provider: string('telebirr'), account_number: string('0911223344'), account_name: string('Cartela Games PLC') }) }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect(await getReceivingAccounts()).toEqual([{ provider: 'telebirr', account_number: '0911223344', account_name: 'Cartela Games PLC' }]);
      });
  });

  test('POST /transactions/depositRequest answers the payment provider url', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('an automatic deposit request')
      .withRequest('POST', '/api/transactions/depositRequest', (b) => b.headers(moneyHeaders(KEYS.deposit)).jsonBody({ phone: '0911000001', amount: number(150.0) }))
      .willRespondWith(200, (b) => b.jsonBody({ url: string('https://checkout.example/pay/dep-1732357200000'), reference: string('dep-1732357200000') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const answer = await requestDeposit({ phone: '0911000001', amount: 150.5 }, KEYS.deposit);
        expect(answer.url).toMatch(/^https?:\/\//);
      });
  });

  test('POST /transactions/depositRequest below the minimum answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('an automatic deposit request below the minimum')
      .withRequest('POST', '/api/transactions/depositRequest', (b) => b.headers(moneyHeaders(KEYS.depositLow)).jsonBody({ phone: '0911000001', amount: number(10.0) }))
      .willRespondWith(400, (b) => b.jsonBody({ message: string('minimum deposit is 50 birr') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        await expect(requestDeposit({ phone: '0911000001', amount: 10.5 }, KEYS.depositLow)).rejects.toThrow('minimum deposit is 50 birr');
      });
  });

  test('POST /transactions/withdrawlRequest answers status PENDING', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('an automatic withdrawal request to telebirr')
      .withRequest('POST', '/api/transactions/withdrawlRequest', (b) =>
        b.headers(moneyHeaders(KEYS.withdrawal)).jsonBody({ phone: '0911000001', amount: number(200.0), paymentMethod: 'telebirr' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ status: 'PENDING' }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect((await requestWithdrawal({ phone: '0911000001', amount: 200.5, paymentMethod: 'telebirr' }, KEYS.withdrawal)).status).toBe('PENDING');
      });
  });

  test('POST /transactions/withdrawlRequest below the minimum answers 400 {message} (spec §8 withdrawlError)', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('an automatic withdrawal request below the minimum')
      .withRequest('POST', '/api/transactions/withdrawlRequest', (b) =>
        b.headers(moneyHeaders(KEYS.withdrawalLow)).jsonBody({ phone: '0911000001', amount: number(50.0), paymentMethod: 'telebirr' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ message: string('minimum withdrawal is 100 birr') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        await expect(requestWithdrawal({ phone: '0911000001', amount: 50.5, paymentMethod: 'telebirr' }, KEYS.withdrawalLow)).rejects.toThrow('minimum withdrawal is 100 birr');
      });
  });

  test('POST /transactions/transfer answers the sender’s new balance', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('a transfer of credit to player 0911000002')
      .withRequest('POST', '/api/transactions/transfer', (b) => b.headers(moneyHeaders(KEYS.transfer)).jsonBody({ sender: '0911000001', receiver: '0911000002', credit: number(50.0) }))
      .willRespondWith(200, (b) => b.jsonBody({ current_balance: number(449.5), promo_balance: number(0.0) }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const answer = await transferCredit({ sender: '0911000001', receiver: '0911000002', credit: 50.5 }, KEYS.transfer);
        expect(answer.current_balance).toBe(449.5);
      });
  });

  test('POST /transactions/transfer over the balance answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('a transfer above the balance')
      .withRequest('POST', '/api/transactions/transfer', (b) => b.headers(moneyHeaders(KEYS.transferOver)).jsonBody({ sender: '0911000001', receiver: '0911000002', credit: number(900.0) }))
      .willRespondWith(400, (b) => b.jsonBody({ message: string('insufficient balance!') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        await expect(transferCredit({ sender: '0911000001', receiver: '0911000002', credit: 900.5 }, KEYS.transferOver)).rejects.toThrow('insufficient balance!');
      });
  });

  test('POST /manual-payments/manualPay/request answers a message', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('a manual deposit request with an SMS transaction id')
      .withRequest('POST', '/api/manual-payments/manualPay/request', (b) =>
        b.headers(moneyHeaders(KEYS.manualDeposit)).jsonBody({ phone: '0911000001', amount: number(100.0), receiptMessage: string('CFG7H2K9LM') }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string('manual deposit request received') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect((await requestManualDeposit({ phone: '0911000001', amount: 100.5, receiptMessage: 'CFG7H2K9LM' }, KEYS.manualDeposit)).message).toBe('manual deposit request received');
      });
  });

  test('POST /manual-payments/manualRequest/requests answers a message', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('a manual withdrawal request with a generated trx id')
      .withRequest('POST', '/api/manual-payments/manualRequest/requests', (b) =>
        b.headers(moneyHeaders(KEYS.manualWithdrawal)).jsonBody({ amount: number(150.0), trxId: regex(/^[A-Z]+-\d{13}$/, 'MWR-1732357200000') }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string('withdrawal request MWR-1732357200000 received') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect((await requestManualWithdrawal({ amount: 150.5, trxId: 'MWR-1732357200000' }, KEYS.manualWithdrawal)).message).toBe('withdrawal request MWR-1732357200000 received');
      });
  });
});

describe('history and invite calls', () => {
  test('GET /transactions/history/data/{phone} answers ledger entries', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB who deposited 150.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB who deposited 150.00 ETB'))
      .uponReceiving('a request for the transaction history for display')
      .withRequest('GET', '/api/transactions/history/data/0911000001', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: eachLike({
            type: regex(/^(deposit|transfer_in|transfer_out|withdrawal|game_won|game_lost|bonus|game_bonus|invite|cartela_purchase)$/, 'deposit'),
            date: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-23T09:30:00.000Z'),
            amount: number(150.0),
            net_amount: number(150.0),
            isdebit: boolean(false),
            // the proposed idempotency_key is read when present but not asserted: a server without it is correct
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const rows = await getTransactionHistory('0911000001');
        expect(rows[0].type).toBe('deposit');
      });
  });

  test('GET /users/get_games_by_date_and_phone answers the games in the range', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 who won a stake-10 game on 2026-11-23', stateParams('a verified player 0911000001 who won a stake-10 game on 2026-11-23'))
      .uponReceiving('a request for the games between two dates')
      .withRequest('GET', '/api/users/get_games_by_date_and_phone', (b) => b.headers(auth).query({ start: '2026-11-17', end: '2026-11-23' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: eachLike({
            gameId: string('g10-1'),
            date: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-23T09:30:00.000Z'),
            betAmount: number(10.0),
            winnings: number(16.0),
            won: boolean(true),
            called_numbers: eachLike(integer(12)),
            boards: eachLike({
              board_id: integer(1),
              board_numbers: eachLike(eachLike(integer(4), 5), 5),
              won: boolean(true),
              won_amount: number(16.0),
              winning_nums: eachLike(integer(4)),
            }),
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const games = await getGamesByDate({ start: '2026-11-17', end: '2026-11-23' });
        expect(games[0].boards[0].board_numbers).toHaveLength(5);
      });
  });

  test('POST /users/send_invitation_code sends the invitation to a friend’s phone', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('an invitation to a friend’s phone')
      .withRequest('POST', '/api/users/send_invitation_code', (b) => b.headers({ 'Content-Type': 'application/json', ...auth }).jsonBody({ phone: '0911234567' }))
      .willRespondWith(200, (b) => b.jsonBody({ data: { message: string('invitation sent to 0911234567') } }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        expect((await sendInvitationCode('0911234567')).message).toBe('invitation sent to 0911234567');
      });
  });

  test('POST /users/send_invitation_code to a phone that already has an account answers 400 {message}', async () => {
    await pact
      .addInteraction()
      .given(PLAYER, stateParams(PLAYER))
      .uponReceiving('an invitation to a phone that already has an account')
      .withRequest('POST', '/api/users/send_invitation_code', (b) => b.headers({ 'Content-Type': 'application/json', ...auth }).jsonBody({ phone: '0911000002' }))
      .willRespondWith(400, (b) => b.jsonBody({ message: string('this phone number already has an account') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        await expect(sendInvitationCode('0911000002')).rejects.toThrow('this phone number already has an account');
      });
  });
});
