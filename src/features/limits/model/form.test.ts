import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { ApiError } from '@/shared/api';
import { NO_LIMITS, type PlayLimits } from '@/shared/lib/limits';
import { $limits, $limitsSource, clockFx, fetchLimitsFx, postBreakFx, putLimitsFx, readDeviceFx, writeDeviceLimitsFx } from '@/entities/responsible-play';
import * as f from './form';

const T = Date.parse('2026-11-24T08:00:00.000Z');

/** The page on a device whose server does not offer limits; the device keeps `device`. */
function setup(device: PlayLimits = NO_LIMITS) {
  const write = vi.fn();
  const put = vi.fn();
  const scope = fork({
    handlers: [
      [fetchLimitsFx, () => Promise.reject(new ApiError(404, { message: 'not found' }, 'x'))],
      [putLimitsFx, put],
      [postBreakFx, () => Promise.reject(new ApiError(404, null, 'x'))],
      [readDeviceFx, () => ({ limits: device, totals: null })],
      [writeDeviceLimitsFx, write],
      [clockFx, () => T],
    ],
  });
  return { scope, write, put };
}

describe('the limits form (responsible play)', () => {
  test('opening reads the limits and fills the fields; empty means no limit', async () => {
    const { scope } = setup({ ...NO_LIMITS, dailyStake: 15 });
    await allSettled(f.LimitsGate.open, { scope, params: {} });
    expect(scope.getState($limitsSource)).toBe('device');
    expect(scope.getState(f.$depositInput)).toBe('');
    expect(scope.getState(f.$stakeInput)).toBe('15');
  });

  test('Save with valid amounts saves both (empty clears) and says so', async () => {
    const { scope, write, put } = setup({ ...NO_LIMITS, dailyDeposit: 300 });
    await allSettled(f.LimitsGate.open, { scope, params: {} });
    await allSettled(f.depositLimitChanged, { scope, params: '' });
    await allSettled(f.stakeLimitChanged, { scope, params: '12.50' });
    await allSettled(f.saveClicked, { scope });
    expect(put).not.toHaveBeenCalled();
    expect(write).toHaveBeenCalledWith({ dailyDeposit: null, dailyStake: 12.5, breakUntil: null });
    expect(scope.getState($limits).dailyStake).toBe(12.5);
    expect(scope.getState(f.$saved)).toBe(true);
    expect(scope.getState(f.$formError)).toBeNull();
  });

  test('Save with an invalid amount is refused with our text and saves nothing', async () => {
    for (const typed of ['0', '-5', '1.234', 'ten']) {
      const { scope, write } = setup();
      await allSettled(f.LimitsGate.open, { scope, params: {} });
      await allSettled(f.stakeLimitChanged, { scope, params: typed });
      await allSettled(f.saveClicked, { scope });
      expect(write).not.toHaveBeenCalled();
      expect(scope.getState(f.$formError)).toEqual(says('Enter a positive amount with at most two decimals, or leave the field empty.'));
    }
  });

  test('a break needs its confirmation; Cancel takes none', async () => {
    const { scope, write } = setup();
    await allSettled(f.LimitsGate.open, { scope, params: {} });
    await allSettled(f.breakChosen, { scope, params: '24h' });
    expect(scope.getState(f.$pendingBreak)).toBe('24h');
    await allSettled(f.breakDialogClosed, { scope });
    expect(write).not.toHaveBeenCalled();
    await allSettled(f.breakChosen, { scope, params: '30d' });
    await allSettled(f.breakConfirmClicked, { scope });
    expect(scope.getState(f.$pendingBreak)).toBeNull();
    expect(scope.getState($limits).breakUntil).toBe(T + 30 * 24 * 3_600_000);
  });

  test("a server's refusal of a save shows its message", async () => {
    const server = fork({
      values: [[$limitsSource, 'server']],
      handlers: [[putLimitsFx, () => Promise.reject(new ApiError(400, { message: 'a raise applies tomorrow' }, 'x'))]],
    });
    await allSettled(f.stakeLimitChanged, { scope: server, params: '500' });
    await allSettled(f.saveClicked, { scope: server });
    expect(server.getState(f.$formError)).toBe('a raise applies tomorrow');
    expect(server.getState(f.$saved)).toBe(false);
  });
});
