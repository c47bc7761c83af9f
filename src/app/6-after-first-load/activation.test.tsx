import { act, render } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test, vi } from 'vitest';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { telegramActivated } from '@/shared/telegram/index.native';
import { appActivated, useAppActivation } from './activation';

const user = { username: 'abebe', phone: '0911000001', verified: true };
const balance = { current_balance: 120, promo_balance: 0 };

/** The balance read again when the app comes back to the front (an outside checkout, Telegram in the background). */
describe('app activation', () => {
  test('reads the balance of the signed-in player again; nothing when logged out, nothing twice while a read runs', async () => {
    const reads: ((b: typeof balance) => void)[] = [];
    const fetch = vi.fn((_phone: string) => new Promise<typeof balance>((resolve) => reads.push(resolve)));
    const scope = fork({ values: [[$user, user]] as never, handlers: [[fetchBalanceFx, fetch]] });
    void allSettled(appActivated, { scope });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    void allSettled(appActivated, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    reads.forEach((finish) => finish(balance));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('0911000001');
    await allSettled(scope);
    void allSettled(appActivated, { scope });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    reads.forEach((finish) => finish(balance));

    const loggedOut = fork({ handlers: [[fetchBalanceFx, fetch]] });
    await allSettled(appActivated, { scope: loggedOut });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('the tab becoming visible and Telegram’s activation fire it while the logged-in pages are shown', async () => {
    const fetch = vi.fn(async () => balance);
    const scope = fork({ values: [[$user, user]] as never, handlers: [[fetchBalanceFx, fetch]] });
    function Layout() {
      useAppActivation();
      return null;
    }
    const view = render(
      <Provider value={scope}>
        <Layout />
      </Provider>,
    );
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await allSettled(scope);
    });
    expect(fetch).toHaveBeenCalledOnce();
    await act(async () => {
      telegramActivated();
      await allSettled(scope);
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    view.unmount();
    document.dispatchEvent(new Event('visibilitychange'));
    telegramActivated();
    expect(fetch).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
