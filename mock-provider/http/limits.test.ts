import { getResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { memoryStorage, World } from '../world/world';
import { countTowardLimits, limitRefusalText, setLimits } from '../world/limits';
import { createLimitsHandlers } from './limits';
import { createWalletHandlers } from './wallet';

/** The mock's proposed limit calls (responsible play) and the money paths they guard. */
let world: World;
let token: string;
const T = Date.parse('2026-11-24T08:00:00.000Z');

beforeEach(() => {
  world = new World(memoryStorage());
  world.now = () => T;
  token = world.issueToken('0911000001');
});

async function call(method: string, path: string, body?: unknown) {
  const handlers = [...createLimitsHandlers(world), ...createWalletHandlers(world)];
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://app.test' };
  const response = await getResponse(handlers, new Request(`http://app.test/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined }));
  return { status: response!.status, body: await response!.json() };
}

describe('mock limits (responsible play)', () => {
  test('none at first; PUT sets both (null clears), GET answers them for the token’s player only', async () => {
    expect(await call('GET', '/limits')).toEqual({ status: 200, body: { daily_deposit_limit: null, daily_stake_limit: null, break_until: null } });
    expect((await call('PUT', '/limits', { daily_deposit_limit: 100, daily_stake_limit: 15 })).body).toEqual({ daily_deposit_limit: 100, daily_stake_limit: 15, break_until: null });
    expect((await call('GET', '/limits')).body.daily_stake_limit).toBe(15);
    token = world.issueToken('0911000002');
    expect((await call('GET', '/limits')).body.daily_stake_limit).toBeNull();
    token = 'nobody';
    expect((await call('GET', '/limits')).status).toBe(401);
  });

  test('PUT refuses a limit that is not a positive amount with at most two decimals', async () => {
    for (const bad of [0, -1, 1.234, '15']) expect((await call('PUT', '/limits', { daily_deposit_limit: null, daily_stake_limit: bad })).status).toBe(400);
  });

  test('a break: 24h, 7d or 30d from now; a shorter one keeps the longer; an unknown period is refused', async () => {
    expect((await call('POST', '/limits/break', { period: '7d' })).body.break_until).toBe(new Date(T + 7 * 86_400_000).toISOString());
    expect((await call('POST', '/limits/break', { period: '24h' })).body.break_until).toBe(new Date(T + 7 * 86_400_000).toISOString());
    expect((await call('POST', '/limits/break', { period: '2d' })).status).toBe(400);
  });

  test('a deposit over the daily deposit limit is refused with a message; accepted ones count', async () => {
    await call('PUT', '/limits', { daily_deposit_limit: 100, daily_stake_limit: null });
    expect((await call('POST', '/transactions/depositRequest', { phone: '0911000001', amount: 60 })).status).toBe(200);
    const refused = await call('POST', '/transactions/depositRequest', { phone: '0911000001', amount: 50 });
    expect(refused).toEqual({ status: 400, body: { message: 'Over your daily deposit limit of 100.00 ETB: 40.00 ETB left today.' } });
  });

  test('stakes: over the daily stake limit or during a break the rule refuses; a new Addis Ababa day starts at zero', async () => {
    setLimits(world, '0911000001', { dailyDeposit: null, dailyStake: 15, breakUntil: null });
    expect(limitRefusalText(world, '0911000001', 'stake', 10)).toBeNull();
    countTowardLimits(world, '0911000001', 'stake', 10);
    expect(limitRefusalText(world, '0911000001', 'stake', 10)).toBe('Over your daily stake limit of 15.00 ETB: 5.00 ETB left today.');
    world.now = () => Date.parse('2026-11-24T21:00:00.000Z');
    expect(limitRefusalText(world, '0911000001', 'stake', 10)).toBeNull();
    setLimits(world, '0911000001', { dailyDeposit: null, dailyStake: null, breakUntil: world.now() + 1 });
    expect(limitRefusalText(world, '0911000001', 'deposit', 50)).toMatch(/^You are on a break until /);
  });

  test('no limit set: nothing is refused', async () => {
    countTowardLimits(world, '0911000001', 'stake', 5000);
    expect(limitRefusalText(world, '0911000001', 'stake', 500)).toBeNull();
    expect(limitRefusalText(world, '0911000001', 'deposit', 10_000)).toBeNull();
  });
});
