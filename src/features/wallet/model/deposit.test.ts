import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { $user } from '@/entities/session';
import { $balance } from '@/entities/wallet';
import { checkLimitFx } from '@/entities/responsible-play';
import { balance, fill, scopeWith, user, textOf } from './test-scope';
import { $paymentAllowList, deposit, redirectToProviderFx } from './wallet';

describe('spec §2.13, §4 deposit: the payment provider', () => {
  test('a deposit answer with a url goes to the payment provider; without one its message shows', async () => {
    const redirect = vi.fn();
    const fetchBalance = vi.fn(async () => balance);
    const scope = scopeWith(
      [
        [deposit.requestFx, async () => ({ url: 'https://checkout.example/pay/1', reference: 'dep-1' })],
        [redirectToProviderFx, redirect],
      ],
      fetchBalance,
    );
    await fill(scope, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope });
    expect(redirect).toHaveBeenCalledWith({ url: 'https://checkout.example/pay/1', reference: 'dep-1', amount: 150 });
    expect(scope.getState(deposit.$note)).toEqual({ kind: 'info', text: says('Redirecting to the payment provider...') });
    // the balance is read on the return page, not credited here
    expect(fetchBalance).not.toHaveBeenCalled();

    const noUrl = vi.fn(async () => ({ message: 'deposit received' }));
    const scope2 = scopeWith([[deposit.requestFx, noUrl], [redirectToProviderFx, redirect]], fetchBalance);
    await fill(scope2, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope: scope2 });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(scope2.getState(deposit.$note)).toEqual({ kind: 'success', text: says('deposit received') });
    expect(fetchBalance).toHaveBeenCalledWith('0911000001');
  });

  test('spec §2.13: a deposit url off the payment hosts (script, data, foreign host, plain http) shows our message and never navigates', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://evil.example/pay/1', 'http://checkout.example/pay/1', 'https://checkout.example@evil.example/', 'not a url']) {
      const redirect = vi.fn();
      const fetchBalance = vi.fn(async () => balance);
      const scope = scopeWith([[deposit.requestFx, async () => ({ url, reference: 'dep-1' })], [redirectToProviderFx, redirect]], fetchBalance);
      await fill(scope, deposit, { phone: '0911000001', amount: '150' });
      await allSettled(deposit.submitted, { scope });
      expect(redirect, url).not.toHaveBeenCalled();
      expect(scope.getState(deposit.$note), url).toEqual({ kind: 'error', text: says('The payment provider address is not trusted. Please contact support.') });
      // nothing was settled here either: the balance is not read as if the deposit went through
      expect(fetchBalance, url).not.toHaveBeenCalled();
    }
  });

  test('spec §2.13: mock mode also follows the page\'s own origin (the in-browser mock checkout), and only then', async () => {
    const redirect = vi.fn();
    const checkout = 'http://127.0.0.1:5173/mockCheckout?reference=dep-1&amount=150.00';
    const answer = async () => ({ url: checkout, reference: 'dep-1' });
    const mock = fork({
      values: [
        [$user, user],
        [$balance, balance],
        [$paymentAllowList, { hosts: [], pageOrigin: 'http://127.0.0.1:5173' }],
      ],
      handlers: [
        [deposit.requestFx, answer],
        [redirectToProviderFx, redirect],
        [checkLimitFx, async () => undefined],
      ] as never,
    });
    await fill(mock, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope: mock });
    expect(redirect).toHaveBeenCalledWith({ url: checkout, reference: 'dep-1', amount: 150 });

    const network = scopeWith([[deposit.requestFx, answer], [redirectToProviderFx, redirect]]);
    await fill(network, deposit, { phone: '0911000001', amount: '150' });
    await allSettled(deposit.submitted, { scope: network });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(textOf(network.getState(deposit.$note))).toBe('The payment provider address is not trusted. Please contact support.');
  });

  test('spec §4 Deposit: a rejected deposit shows the server message (depositError) and keeps the fields', async () => {
    const scope = scopeWith([[deposit.requestFx, async () => Promise.reject(new Error('minimum deposit is 50 birr'))]]);
    await fill(scope, deposit, { phone: '0911000001', amount: '60' });
    await allSettled(deposit.submitted, { scope });
    expect(scope.getState(deposit.$note)).toEqual({ kind: 'error', text: says('minimum deposit is 50 birr') });
    expect(scope.getState(deposit.$fields)).toEqual({ phone: '0911000001', amount: '60' });
  });
});
