import { allSettled } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { checkServerViewFx } from '@/entities/wallet';
import { $intents, takeIntentKeyFx } from '@/entities/wallet/index.intents';
import { checkLimitFx, LimitRefusedError } from '@/entities/responsible-play';
import { ApiError } from '@/shared/api';
import { fill, scopeWith, textOf } from './test-scope';
import { deposit, transfer, withdraw } from './wallet';

/**
 * The effects a money form runs are reachable by `fork({ handlers })`: the module-level ones it
 * attaches (key making, limit check, server check) for every form, each form's own copy for one.
 */
describe('money form effects in fork handlers', () => {
  test('the intent key comes from the module-level takeIntentKeyFx: a handler replaces it for every form', async () => {
    const request = vi.fn(async () => ({ current_balance: 450, promo_balance: 0 }));
    const scope = scopeWith([
      [takeIntentKeyFx, () => ({ key: 'key-from-handler', at: 1 })],
      [transfer.requestFx, request],
    ]);
    await fill(scope, transfer, { receiver: '0911000002', amount: '50' });
    await allSettled(transfer.submitted, { scope });
    await allSettled(transfer.confirmed, { scope });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'key-from-handler' }));
  });

  test("a form's own intentFx is replaced for that form only; the stored intent carries that key", async () => {
    const request = vi.fn(() => Promise.reject(new ApiError(0, null, 'Network error.')));
    const scope = scopeWith([
      [withdraw.intentFx, () => ({ key: 'withdraw-key', at: 7 })],
      [withdraw.requestFx, request],
      [withdraw.checkFx, async () => ({ balance: null, entry: null, historyRead: false, told: false })],
    ]);
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'withdraw-key' }));
    expect(scope.getState($intents).map((i) => [i.kind, i.key, i.at])).toEqual([['withdraw', 'withdraw-key', 7]]);
  });

  test("a form's checkFx and limitFx are replaceable: no answer reads the handler's view, a refused limit sends nothing", async () => {
    const check = vi.fn(async () => ({ balance: { current_balance: 321, promo_balance: 0 }, entry: null, historyRead: false, told: false }));
    const lost = vi.fn(() => Promise.reject(new ApiError(0, null, 'Network error.')));
    const scope = scopeWith([
      [withdraw.requestFx, lost],
      [withdraw.checkFx, check],
      [checkServerViewFx, () => Promise.reject(new Error('the module-level check must not run'))],
    ]);
    await fill(scope, withdraw, { phone: '0911000001', amount: '150', method: 'telebirr' });
    await allSettled(withdraw.submitted, { scope });
    expect(check).toHaveBeenCalledTimes(1);
    expect(textOf(scope.getState(withdraw.$note))).toContain('321.00');

    const send = vi.fn(async () => ({ message: 'ok' }));
    const refused = scopeWith([
      [deposit.limitFx, () => Promise.reject(new LimitRefusedError(() => 'over the limit'))],
      [checkLimitFx, async () => undefined],
      [deposit.requestFx, send],
    ]);
    await fill(refused, deposit, { phone: '0911000001', amount: '100' });
    await allSettled(deposit.submitted, { scope: refused });
    expect(send).not.toHaveBeenCalled();
    expect(textOf(refused.getState(deposit.$note))).toBe('over the limit');
  });
});
