import { getResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { WalletFaults } from '../controls/wallet-faults';
import { createWalletHandlers, recordGame, settleDeposit } from './wallet';
import { memoryStorage, World } from '../world/world';

/** The mock provider's ledger: every balance change is one ledger entry of the ten types. */
let world: World;
let handlers: ReturnType<typeof createWalletHandlers>;
let token: string;

beforeEach(() => {
  world = new World(memoryStorage());
  handlers = createWalletHandlers(world);
  token = world.issueToken('0911000001');
});

async function call(method: string, path: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://app.test' };
  if (key) headers['idempotency-key'] = key;
  const response = await getResponse(handlers, new Request(`http://app.test/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined }));
  return { status: response!.status, body: await response!.json() };
}

const rows = (phone: string) => world.data.ledger.filter((e) => e.phone === phone).map(({ type, amount, net_amount, isdebit }) => ({ type, amount, net_amount, isdebit }));

describe('mock wallet ledger', () => {
  test('proposed receiving accounts: provider, number and name for a logged-in player; 401 without a token', async () => {
    const answer = await call('GET', '/manual-payments/receiving-accounts');
    expect(answer.status).toBe(200);
    expect(answer.body.accounts[0]).toEqual({ provider: 'telebirr', account_number: '0911223344', account_name: 'Cartela Games PLC' });
    token = 'no-such-token';
    expect((await call('GET', '/manual-payments/receiving-accounts')).status).toBe(401);
  });

  test('automatic deposit: a checkout url, nothing credited until the checkout page pays', async () => {
    const answer = await call('POST', '/transactions/depositRequest', { phone: '0911000001', amount: 150 }, 'k1');
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^http:\/\/app\.test\/mockCheckout\?reference=dep-/);
    expect(world.balanceOf('0911000001').current_balance).toBe(500);
    expect(settleDeposit(world, answer.body.reference, 'paid')).toBe(true);
    expect(settleDeposit(world, answer.body.reference, 'paid')).toBe(false);
    expect(world.balanceOf('0911000001').current_balance).toBe(650);
    expect(rows('0911000001')).toEqual([{ type: 'deposit', amount: 150, net_amount: 150, isdebit: false }]);
  });

  test('fault control: the next deposit answers the url a test asked for, once; later ones point at the checkout again', async () => {
    const faults = new WalletFaults();
    handlers = createWalletHandlers(world, undefined, faults);
    faults.nextDepositUrl('javascript:alert(1)');
    const bent = await call('POST', '/transactions/depositRequest', { phone: '0911000001', amount: 150 }, 'f1');
    expect(bent.status).toBe(200);
    expect(bent.body.url).toBe('javascript:alert(1)');
    expect(bent.body.reference).toMatch(/^dep-/);
    const next = await call('POST', '/transactions/depositRequest', { phone: '0911000001', amount: 150 }, 'f2');
    expect(next.body.url).toMatch(/^http:\/\/app\.test\/mockCheckout\?reference=dep-/);
  });

  test('fault controls: money calls answered 409 / 429 without being performed (the key not spent), ledger reads failing', async () => {
    const faults = new WalletFaults();
    const log: [string, string | null][] = [];
    handlers = createWalletHandlers(world, { takeMoneyAnswerDrop: () => false, recordMoneyRequest: (kind, key) => void log.push([kind, key]) }, faults);
    const body = { sender: '0911000001', receiver: '0911000002', credit: 25 };
    faults.nextMoneyStatus(429);
    faults.nextMoneyStatus(409);
    expect(await call('POST', '/transactions/transfer', body, 'k')).toEqual({ status: 429, body: { message: 'service unavailable, try again later' } });
    expect(await call('POST', '/transactions/transfer', body, 'k')).toEqual({ status: 409, body: { message: 'a request with this key is still being processed' } });
    expect(world.balanceOf('0911000001').current_balance).toBe(500);
    expect((await call('POST', '/transactions/transfer', body, 'k')).body).toEqual({ current_balance: 475, promo_balance: 0 });
    expect(log.map(([, key]) => key)).toEqual(['k', 'k', 'k']);
    faults.failLedgerReads(2);
    expect((await call('GET', '/transactions/history/data/0911000001')).status).toBe(503);
    expect((await call('GET', '/transactions/history/0911000001')).status).toBe(503);
    expect((await call('GET', '/transactions/history/data/0911000001')).body.data).toHaveLength(1);
    expect(rows('0911000001')).toEqual([{ type: 'transfer_out', amount: 25, net_amount: 25, isdebit: true }]);
  });

  test('withdrawal: PENDING, debited with a withdrawal row; spec §9 limits enforced', async () => {
    expect((await call('POST', '/transactions/withdrawlRequest', { phone: '0911000001', amount: 50, paymentMethod: 'telebirr' })).body.message).toBe('minimum withdrawal is 100 birr');
    expect((await call('POST', '/transactions/withdrawlRequest', { phone: '0911000001', amount: 100, paymentMethod: 'mpesa' })).body.message).toBe('invalid payment method. please select one!');
    expect((await call('POST', '/transactions/withdrawlRequest', { phone: '0911000001', amount: 100, paymentMethod: 'telebirr' })).body.status).toBe('PENDING');
    world.credit('0911000001', 2000);
    expect((await call('POST', '/transactions/withdrawlRequest', { phone: '0911000001', amount: 901, paymentMethod: 'telebirr' })).body.message).toBe('maximum daily withdrawal is 1,000 birr');
    expect(rows('0911000001')).toEqual([{ type: 'withdrawal', amount: 100, net_amount: 100, isdebit: true }]);
  });

  test('transfer writes both sides; a repeated Idempotency-Key moves money once', async () => {
    const first = await call('POST', '/transactions/transfer', { sender: '0911000001', receiver: '0911000002', credit: 50 }, 'same');
    const again = await call('POST', '/transactions/transfer', { sender: '0911000001', receiver: '0911000002', credit: 50 }, 'same');
    expect(first.body).toEqual({ current_balance: 450, promo_balance: 0 });
    expect(again.body).toEqual(first.body);
    expect(world.balanceOf('0911000002').current_balance).toBe(1050);
    expect(rows('0911000001')).toEqual([{ type: 'transfer_out', amount: 50, net_amount: 50, isdebit: true }]);
    expect(rows('0911000002')).toEqual([{ type: 'transfer_in', amount: 50, net_amount: 50, isdebit: false }]);
    expect((await call('POST', '/transactions/transfer', { sender: '0911000001', receiver: '0911000002', credit: 451 }, 'other')).body.message).toBe('insufficient balance!');
  });

  test('the entries a keyed money request writes carry its key (proposed idempotency_key); the history answers it', async () => {
    await call('POST', '/transactions/transfer', { sender: '0911000001', receiver: '0911000002', credit: 20 }, 'key-t');
    await call('POST', '/transactions/withdrawlRequest', { phone: '0911000001', amount: 100, paymentMethod: 'telebirr' }, 'key-w');
    const deposit = await call('POST', '/transactions/depositRequest', { phone: '0911000001', amount: 150 }, 'key-d');
    settleDeposit(world, deposit.body.reference, 'paid');
    await call('POST', '/transactions/transfer', { sender: '0911000001', receiver: '0911000002', credit: 20 });
    const history = (await call('GET', '/transactions/history/data/0911000001')).body.data as { type: string; idempotency_key?: string }[];
    expect(history.map((r) => [r.type, r.idempotency_key])).toEqual([
      ['transfer_out', undefined],
      ['deposit', 'key-d'],
      ['withdrawal', 'key-w'],
      ['transfer_out', 'key-t'],
    ]);
    // the receiver's entry is no intent of the receiver
    expect(world.data.ledger.find((e) => e.phone === '0911000002')).not.toHaveProperty('idempotency_key');
  });

  test('a repeated key is answered from the world, so it moves money once even after the page (and its handlers) reloaded', async () => {
    const body = { sender: '0911000001', receiver: '0911000002', credit: 25 };
    const first = await call('POST', '/transactions/transfer', body, 'reload-key');
    handlers = createWalletHandlers(world);
    const again = await call('POST', '/transactions/transfer', body, 'reload-key');
    expect(again).toEqual(first);
    expect(rows('0911000001')).toEqual([{ type: 'transfer_out', amount: 25, net_amount: 25, isdebit: true }]);
    expect(world.balanceOf('0911000002').current_balance).toBe(1025);
  });

  test('history answers the player’s rows newest first; another player’s history is forbidden', async () => {
    await call('POST', '/transactions/transfer', { sender: '0911000001', receiver: '0911000002', credit: 20 }, 'a');
    await call('POST', '/transactions/withdrawlRequest', { phone: '0911000001', amount: 100, paymentMethod: 'telebirr' }, 'b');
    const answer = await call('GET', '/transactions/history/data/0911000001');
    expect(answer.body.data.map((r: { type: string }) => r.type)).toEqual(['withdrawal', 'transfer_out']);
    expect((await call('GET', '/transactions/history/data/0911000002')).status).toBe(403);
  });

  test('game history answers recorded games in the date range', async () => {
    recordGame(world, { phone: '0911000001', gameId: 'g10-1', betAmount: 10, winnings: 16, won: true, called_numbers: [1, 2], boards: [], date: '2026-11-23T09:00:00.000Z' });
    const day = await call('GET', '/users/get_games_by_date_and_phone?start=2026-11-23&end=2026-11-23');
    expect(day.body.data).toEqual([expect.objectContaining({ gameId: 'g10-1', pattern: 'One line', won: true })]);
    expect((await call('GET', '/users/get_games_by_date_and_phone?start=2026-10-01&end=2026-10-02')).body.data).toEqual([]);
  });
});

describe('invitations (spec §2.16; the proposed /invitations/ path)', () => {
  test('send_invitation_code and the proposed path record the invite; bad, own and registered phones are refused', async () => {
    const { encodeReferral } = await import('@/shared/lib/referral');
    expect((await call('POST', '/users/send_invitation_code', { phone: '0911234567' })).body).toEqual({ data: { message: 'invitation sent to 0911234567' } });
    expect((await call('POST', '/users/send_invitation_code', { phone: '12345' })).body.message).toBe('Phone number must be 10 digits: starting with 0...');
    expect((await call('POST', '/users/send_invitation_code', { phone: '0911000001' })).body.message).toBe('you cannot invite yourself');
    expect((await call('POST', '/users/send_invitation_code', { phone: '0911000002' })).status).toBe(400);
    const proposed = await call('POST', '/invitations/', { friendPhone: '0922334455', referralCode: encodeReferral('0911000001') });
    expect(proposed).toEqual({ status: 200, body: { message: 'invitation sent to 0922334455' } });
    expect((await call('POST', '/invitations/', { friendPhone: '0922334455', referralCode: encodeReferral('0911000002') })).body.message).toBe('invalid referral code');
    expect((world.data as unknown as { invites: { friend: string }[] }).invites.map((i) => i.friend)).toEqual(['0911234567', '0922334455']);
  });
});

describe('referral reward (spec §9)', () => {
  test('the first login of an invited friend pays the inviter 10 birr and the friend a welcome bonus, play-only, once', async () => {
    world.createAccount({ username: 'tigist', phone: '0911234567', password: 'pw123456', agentId: '0911000001' });
    const { createInviteRewardHandlers } = await import('./wallet');
    const { http, HttpResponse } = await import('msw');
    const base = http.post('*/api/users/login/', () => HttpResponse.json({ ok: true }));
    const login = (password: string) =>
      getResponse([...createInviteRewardHandlers(world), base], new Request('http://app.test/api/users/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '0911234567', password }) }));
    expect(await (await login('wrong'))!.json()).toEqual({ ok: true });
    expect(world.balanceOf('0911000001').promo_balance).toBe(0);
    await login('pw123456');
    await login('pw123456');
    expect(world.balanceOf('0911000001')).toEqual({ current_balance: 500, promo_balance: 10 });
    expect(world.balanceOf('0911234567')).toEqual({ current_balance: 0, promo_balance: 10 });
    expect(rows('0911000001')).toEqual([{ type: 'invite', amount: 10, net_amount: 10, isdebit: false }]);
  });
});
