import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { ApiError, type Limits } from '@/shared/api';
import { NO_LIMITS, type PlayLimits } from '@/shared/lib/limits';
import * as limits from './limits';
import * as setting from './chat-setting';

const l = { ...limits, ...setting };

/** Reactions and chat turned off for good (proposed `chat_off`, PUT /limits/chat), with the device's fallback. */
function setup(opts: { server: () => Promise<Limits>; put: (chatOff: boolean) => Promise<Limits>; device?: PlayLimits }) {
  const written: PlayLimits[] = [];
  const scope = fork({
    handlers: [
      [l.fetchLimitsFx, opts.server],
      [l.putChatSettingFx, opts.put],
      [l.readDeviceFx, () => ({ limits: opts.device ?? NO_LIMITS, totals: null })],
      [l.writeDeviceLimitsFx, (v: PlayLimits) => void written.push(v)],
    ],
  });
  return { scope, written };
}
const notOffered = () => Promise.reject(new ApiError(501, null, 'x'));

describe('the chat setting of the limits (proposed)', () => {
  test('a server that offers it keeps it (its answer applies)', async () => {
    const sent: boolean[] = [];
    const { scope, written } = setup({ server: async () => ({ break_until: null, chat_off: false }), put: async (off) => (sent.push(off), { break_until: null, chat_off: off }) });
    await allSettled(l.limitsRequested, { scope });
    await allSettled(l.chatOffChosen, { scope, params: true });
    expect(sent).toEqual([true]);
    expect(scope.getState(l.$limits).chatOff).toBe(true);
    expect(scope.getState(l.$chatOffKeptBy)).toBe('server');
    expect(written).toEqual([]);
  });

  test('a server without the call (501) or without limits: the device keeps the choice for the player', async () => {
    const { scope, written } = setup({ server: async () => ({ daily_stake_limit: 20 }), put: notOffered });
    await allSettled(l.limitsRequested, { scope });
    await allSettled(l.chatOffChosen, { scope, params: true });
    expect(written).toEqual([{ dailyDeposit: null, dailyStake: 20, breakUntil: null, chatOff: true }]);
    expect(scope.getState(l.$limits).chatOff).toBe(true);
    expect(scope.getState(l.$chatOffKeptBy)).toBe('device');

    const none = setup({ server: notOffered, put: notOffered });
    await allSettled(l.limitsRequested, { scope: none.scope });
    await allSettled(l.chatOffChosen, { scope: none.scope, params: true });
    expect(none.written).toEqual([{ ...NO_LIMITS, chatOff: true }]);
  });

  test('a server whose limits leave chat_off out (absent or null) leaves the device\'s choice in force; its own value wins', async () => {
    const device = { ...NO_LIMITS, chatOff: true };
    const absent = setup({ server: async () => ({ daily_stake_limit: 20, chat_off: null }), put: notOffered, device });
    await allSettled(l.limitsRequested, { scope: absent.scope });
    expect(absent.scope.getState(l.$limits).chatOff).toBe(true);
    const kept = setup({ server: async () => ({ chat_off: false }), put: notOffered, device });
    await allSettled(l.limitsRequested, { scope: kept.scope });
    expect(kept.scope.getState(l.$limits).chatOff).toBe(false);
  });

  test('a refusal (400) is not kept on the device', async () => {
    const { scope, written } = setup({ server: async () => ({}), put: () => Promise.reject(new ApiError(400, { message: 'no' }, 'x')) });
    await allSettled(l.limitsRequested, { scope });
    await allSettled(l.chatOffChosen, { scope, params: true });
    expect(written).toEqual([]);
    expect(scope.getState(l.$limits).chatOff).not.toBe(true);
  });
});
