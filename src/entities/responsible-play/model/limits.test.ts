import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { ApiError, forgetStoredPlayer, setSessionPlayer, type Limits } from '@/shared/api';
import { NO_LIMITS, type DayTotals, type PlayLimits } from '@/shared/lib/limits';
import { says } from '@tests/setup/says';
import * as l from './limits';

const T = Date.parse('2026-11-24T08:00:00.000Z'); // 11:00 in Addis Ababa
const DAY = 24 * 3_600_000;
const notOffered = () => Promise.reject(new ApiError(501, { message: 'not implemented' }, 'x'));

/** A scope whose server answers `server` (or refuses), whose device holds `device` and `totals`, at time T. */
function setup(opts: { server?: () => Promise<Limits>; device?: PlayLimits; totals?: DayTotals | null } = {}) {
  const written: { limits: PlayLimits[]; totals: DayTotals[] } = { limits: [], totals: [] };
  const fetchLimits = vi.fn(opts.server ?? notOffered);
  const put = vi.fn(async (body: { daily_deposit_limit: number | null; daily_stake_limit: number | null }): Promise<Limits> => ({ ...body, break_until: null }));
  const post = vi.fn(async (): Promise<Limits> => ({ daily_stake_limit: 15, break_until: new Date(T + 7 * DAY).toISOString() }));
  const scope = fork({
    handlers: [
      [l.fetchLimitsFx, fetchLimits],
      [l.putLimitsFx, put],
      [l.postBreakFx, post],
      [l.readDeviceFx, () => ({ limits: opts.device ?? NO_LIMITS, totals: written.totals.at(-1) ?? opts.totals ?? null })],
      [l.writeDeviceLimitsFx, (v: PlayLimits) => void written.limits.push(v)],
      [l.writeDayTotalsFx, (v: DayTotals) => void written.totals.push(v)],
      [l.clockFx, () => T],
    ],
  });
  const check = (kind: 'deposit' | 'stake', amount: number) => allSettled(l.checkLimitFx, { scope, params: { kind, amount } });
  return { scope, written, fetchLimits, put, post, check };
}

const refusalOf = (result: { status: string; value: unknown }) => (result.status === 'fail' ? (result.value as l.LimitRefusedError) : null);

describe('limits model (responsible play)', () => {
  test('no limit set: nothing is refused and no limit is written', async () => {
    const { check, written, scope } = setup({ totals: { day: '2026-11-24', deposits: 5000, stakes: 5000 } });
    expect((await check('stake', 500)).status).toBe('done');
    expect((await check('deposit', 10_000)).status).toBe('done');
    expect(scope.getState(l.$limitsSource)).toBe('device');
    expect(written.limits).toEqual([]);
  });

  test('a server that answers 404, 501 or nothing: the device keeps the limits', async () => {
    for (const error of [new ApiError(404, { message: 'no' }, 'x'), new ApiError(501, null, 'x'), new ApiError(0, null, 'x')]) {
      const { scope } = setup({ server: () => Promise.reject(error), device: { ...NO_LIMITS, dailyStake: 20 } });
      await allSettled(l.limitsRequested, { scope });
      expect(scope.getState(l.$limitsSource)).toBe('device');
      expect(scope.getState(l.$limits).dailyStake).toBe(20);
    }
  });

  test('a server that offers limits is the source (the device copy is ignored)', async () => {
    const { scope } = setup({ server: async () => ({ daily_deposit_limit: 500, daily_stake_limit: null, break_until: null }), device: { ...NO_LIMITS, dailyStake: 20 } });
    await allSettled(l.limitsRequested, { scope });
    expect(scope.getState(l.$limitsSource)).toBe('server');
    expect(scope.getState(l.$limits)).toEqual({ dailyDeposit: 500, dailyStake: null, breakUntil: null });
  });

  test('the first check reads the limits; a stake over the daily stake limit is refused with our text', async () => {
    const { check, fetchLimits, scope } = setup({ device: { ...NO_LIMITS, dailyStake: 15 } });
    expect((await check('stake', 10)).status).toBe('done');
    expect(fetchLimits).toHaveBeenCalledTimes(1);
    await allSettled(l.stakePaid, { scope, params: 10 });
    expect(scope.getState(l.$dayTotals)).toEqual({ day: '2026-11-24', deposits: 0, stakes: 10 });
    const refused = refusalOf(await check('stake', 10));
    expect(refused).toBeInstanceOf(l.LimitRefusedError);
    expect(refused!.text).toEqual(says('This stake is over your daily stake limit of 15.00 ETB. You can stake 5.00 ETB more today.'));
    expect((await check('stake', 5)).status).toBe('done');
    // read once per visit, not before every check
    expect(fetchLimits).toHaveBeenCalledTimes(1);
  });

  test('a deposit over the daily deposit limit is refused; accepted deposits count', async () => {
    const { check, scope, written } = setup({ device: { ...NO_LIMITS, dailyDeposit: 100 } });
    await allSettled(l.limitsRequested, { scope });
    await allSettled(l.depositAccepted, { scope, params: 60 });
    expect(written.totals.at(-1)).toEqual({ day: '2026-11-24', deposits: 60, stakes: 0 });
    expect(refusalOf(await check('deposit', 50))!.text).toEqual(says('This deposit is over your daily deposit limit of 100.00 ETB. You can deposit 40.00 ETB more today.'));
    expect((await check('deposit', 40)).status).toBe('done');
  });

  test('saving on the device: kept on the device at once; on a server: PUT, and the answer applies', async () => {
    const device = setup();
    await allSettled(l.limitsRequested, { scope: device.scope });
    await allSettled(l.limitsSubmitted, { scope: device.scope, params: { dailyDeposit: null, dailyStake: 15 } });
    expect(device.put).not.toHaveBeenCalled();
    expect(device.written.limits).toEqual([{ dailyDeposit: null, dailyStake: 15, breakUntil: null }]);
    expect(device.scope.getState(l.$limits).dailyStake).toBe(15);

    const server = setup({ server: async () => ({}) });
    await allSettled(l.limitsRequested, { scope: server.scope });
    await allSettled(l.limitsSubmitted, { scope: server.scope, params: { dailyDeposit: 200, dailyStake: null } });
    expect(server.put).toHaveBeenCalledWith({ daily_deposit_limit: 200, daily_stake_limit: null });
    expect(server.written.limits).toEqual([]);
    expect(server.scope.getState(l.$limits)).toEqual({ dailyDeposit: 200, dailyStake: null, breakUntil: null });
  });

  test('a server refusal of a save is the form’s error, the limits stay', async () => {
    const { scope, put } = setup({ server: async () => ({ daily_stake_limit: 50 }) });
    put.mockRejectedValueOnce(new ApiError(400, { message: 'a raise applies tomorrow' }, 'x'));
    await allSettled(l.limitsRequested, { scope });
    const result = await allSettled(l.saveLimitsFx, { scope, params: { dailyDeposit: null, dailyStake: 500 } });
    expect(result.status).toBe('fail');
    expect(scope.getState(l.$limits).dailyStake).toBe(50);
  });

  test('a break on the device: stakes and deposits refused until its end, then allowed', async () => {
    const { scope, check, written } = setup();
    await allSettled(l.limitsRequested, { scope });
    await allSettled(l.breakConfirmed, { scope, params: '7d' });
    expect(written.limits.at(-1)?.breakUntil).toBe(T + 7 * DAY);
    const refused = refusalOf(await check('stake', 10));
    expect(refused?.text()).toMatch(/^You are on a break until .*2026.*: staking and deposits are paused\.$/);
    expect(refusalOf(await check('deposit', 50))).not.toBeNull();
    // a shorter break does not shorten the running one
    await allSettled(l.breakConfirmed, { scope, params: '24h' });
    expect(scope.getState(l.$limits).breakUntil).toBe(T + 7 * DAY);
    const later = fork({ values: [[l.$limits, scope.getState(l.$limits)], [l.$limitsSource, 'device']], handlers: [[l.clockFx, () => T + 7 * DAY]] });
    expect((await allSettled(l.checkLimitFx, { scope: later, params: { kind: 'stake', amount: 10 } })).status).toBe('done');
  });

  test('a break on a server: POST /limits/break, its break_until applies', async () => {
    const { scope, post, check } = setup({ server: async () => ({}) });
    await allSettled(l.limitsRequested, { scope });
    await allSettled(l.breakConfirmed, { scope, params: '7d' });
    expect(post).toHaveBeenCalledWith('7d');
    expect(scope.getState(l.$limits)).toEqual({ dailyDeposit: null, dailyStake: 15, breakUntil: T + 7 * DAY });
    expect(refusalOf(await check('stake', 10))).not.toBeNull();
  });

  test("yesterday's stakes do not count today", async () => {
    const { check } = setup({ device: { ...NO_LIMITS, dailyStake: 15 }, totals: { day: '2026-11-23', deposits: 0, stakes: 15 } });
    expect((await check('stake', 15)).status).toBe('done');
  });

  test('a server slow to answer the first read does not hold up a check: after 3 s the device’s limits decide', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answer: (l: Limits) => void = () => undefined;
      const { scope } = setup({ server: () => new Promise<Limits>((done) => (answer = done)), device: { ...NO_LIMITS, dailyStake: 15 } });
      const finished: string[] = [];
      createWatch({ unit: l.checkLimitFx.finally, scope, fn: (r) => void finished.push(r.status) });
      const all = allSettled(l.checkLimitFx, { scope, params: { kind: 'stake', amount: 20 } });
      await vi.advanceTimersByTimeAsync(l.CHECK_READ_WAIT_MS - 1);
      expect(finished).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      // the device's limit of 15 refused the stake of 20 without the server's answer
      expect(finished).toEqual(['fail']);
      // which arrives later and applies from then on
      answer({ daily_stake_limit: 50 });
      await all;
      expect(scope.getState(l.$limitsSource)).toBe('server');
      expect(scope.getState(l.$limits).dailyStake).toBe(50);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("limits and today's totals on a shared phone (responsible play)", () => {
  /** A page of the app on the real device storage for `phone`, the server offering no limits, at time T, with `token` stored. */
  function page(token: string, phone: string) {
    localStorage.setItem('token', token);
    setSessionPlayer(phone);
    return fork({ handlers: [[l.fetchLimitsFx, notOffered], [l.putLimitsFx, notOffered], [l.clockFx, () => T]] });
  }

  test("each player's own: a logout keeps A's limits, break and totals for A (no break ends by logging out and in); B, next on the phone, has none of A's; nothing is written after A's session ended", async () => {
    localStorage.clear();
    const a = page('tok-a', '0911000001');
    await allSettled(l.stakePaid, { scope: a, params: 10 });
    await allSettled(l.limitsSubmitted, { scope: a, params: { dailyDeposit: null, dailyStake: 50 } });
    await allSettled(l.breakConfirmed, { scope: a, params: '24h' });
    // the logout forgets the token; a join answered meanwhile counts its stake: not written
    forgetStoredPlayer();
    await allSettled(l.stakePaid, { scope: a, params: 20 });
    // player B logs in on the same phone (a new page load)
    const b = page('tok-b', '0911000002');
    await allSettled(l.limitsRequested, { scope: b });
    expect(b.getState(l.$dayTotals)).toBeNull();
    expect(b.getState(l.$limits)).toEqual(NO_LIMITS);
    // A is back: the same limits, the break still on, today's 10.00 ETB counted once
    const again = page('tok-a2', '0911000001');
    await allSettled(l.limitsRequested, { scope: again });
    expect(again.getState(l.$limits)).toMatchObject({ dailyStake: 50, breakUntil: T + 24 * 60 * 60 * 1000 });
    expect(again.getState(l.$dayTotals)).toMatchObject({ stakes: 10 });
  });
});
