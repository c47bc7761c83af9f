import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { connectTelegramNative } from '@/shared/telegram/index.native';
import { redirectToProviderFx } from './wallet';

/** Spec §2.13 deposit inside the Telegram Mini App: the checkout opens outside the web view. */
describe('deposit checkout inside Telegram', () => {
  test('opens with Telegram’s openLink and the page stays (the pending deposit kept for the return)', async () => {
    const post = vi.fn();
    const disconnect = connectTelegramNative({ post });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      await allSettled(redirectToProviderFx, { scope: fork(), params: { url: 'https://checkout.example/pay/1', reference: 'dep-1', amount: 100 } });
      expect(post).toHaveBeenCalledWith('web_app_open_link', { url: 'https://checkout.example/pay/1' });
      expect(assign).not.toHaveBeenCalled();
      expect(Object.keys(sessionStorage).length + Object.keys(localStorage).length).toBeGreaterThan(0);
    } finally {
      disconnect();
      assign.mockRestore();
    }
  });

  test('outside Telegram the page itself goes to the checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      await allSettled(redirectToProviderFx, { scope: fork(), params: { url: 'https://checkout.example/pay/2', amount: 100 } });
      expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/2');
    } finally {
      assign.mockRestore();
    }
  });
});
