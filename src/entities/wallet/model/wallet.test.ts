import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, test } from 'vitest';
import { $balance, balanceReceived, balanceRefreshRequested, fetchBalanceFx } from './wallet';

const etb = (current_balance: number) => ({ current_balance, promo_balance: 0 });

/** The balance shown is the newest truth the server told (rules for money). */
describe('balance reads', () => {
  test('a read that started before a money answer is discarded: a slow wallet-open read never undoes a transfer', async () => {
    let answerRead: (b: ReturnType<typeof etb>) => void = () => undefined;
    const scope = fork({ values: [[$balance, etb(500)]], handlers: [[fetchBalanceFx, () => new Promise((resolve) => (answerRead = resolve))]] });
    const read = allSettled(balanceRefreshRequested, { scope, params: '0911000001' });
    // the transfer's answer carries the new balance while the read is on its way
    scopeBind(balanceReceived, { scope })(etb(475));
    expect(scope.getState($balance)).toEqual(etb(475));
    answerRead(etb(500));
    await read;
    expect(scope.getState($balance)).toEqual(etb(475));
  });

  test('a read with no money answer meanwhile is the balance', async () => {
    const scope = fork({ values: [[$balance, etb(500)]], handlers: [[fetchBalanceFx, async () => etb(520)]] });
    await allSettled(balanceReceived, { scope, params: etb(475) });
    await allSettled(balanceRefreshRequested, { scope, params: '0911000001' });
    expect(scope.getState($balance)).toEqual(etb(520));
  });
});
