import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test, vi } from 'vitest';
import { $user } from '@/entities/session';
import { $balance } from '@/entities/wallet';
import { languageChosen } from '@/shared/i18n';
import { PAGES } from '../../../../scripts/measure/pages';
import { Header, MENU_ITEMS } from './Header';

const EIGHT = ['Home', 'Transaction History', 'Game History', 'Invite Friends', 'Game Instructions', 'Terms and Conditions', 'Contact and Support', 'Edit Profile'];

async function renderHeader(props: { onBack?(): void; betAmount?: number } = {}) {
  const scope = fork({
    values: [
      [$user, { username: 'almaz', phone: '0911000002', verified: true }],
      [$balance, { current_balance: 1000, promo_balance: 50 }],
    ],
  });
  const onLogout = vi.fn();
  const root = createRootRoute({
    component: () => (
      <>
        <Header onLogout={onLogout} {...props} />
        <Outlet />
      </>
    ),
  });
  const paths = ['/gameType', ...MENU_ITEMS.map((i) => i.to), '/addBalance', '/limits'];
  const routes = [...new Set(paths)].map((path) => createRoute({ getParentRoute: () => root, path, component: () => null }));
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/gameType'] }) });
  await act(async () => {
    render(
      <Provider value={scope}>
        <RouterProvider router={router as never} />
      </Provider>,
    );
    await router.load();
  });
  return { onLogout, scope };
}

describe('navigation bar (spec §2.2)', () => {
  test('desktop: the first four items, Add Credit, balance + promo, notifications badge 3, username chip → /profile, Logout', async () => {
    const { onLogout, scope } = await renderHeader();
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link').map((a) => a.textContent)).toEqual(EIGHT.slice(0, 4));
    expect(screen.getByRole('link', { name: 'Add Credit' }).getAttribute('href')).toBe('/addBalance');
    expect(screen.getByTestId('balance').textContent).toBe('Balance: 1,000.00 ETB +50.00');
    expect(screen.getByRole('img', { name: 'Notifications: 3' }).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Profile of almaz' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)).toBeNull();
  });

  test('mobile: the menu opens a drawer with all eight items, avatar, username, balance, Add Credit and Logout', async () => {
    await renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(within(drawer).getByRole('navigation', { name: 'Menu' })).getAllByRole('link').map((a) => a.textContent)).toEqual(EIGHT);
    expect(within(drawer).getByText('almaz')).toBeTruthy();
    expect(within(drawer).getByText('A')).toBeTruthy();
    expect(within(drawer).getByText('1,000.00 ETB +50.00')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Add Credit' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeTruthy();
    // responsible play (ours): the limits page, beside the spec's eight items
    expect(within(drawer).getByRole('link', { name: 'Limits' }).getAttribute('href')).toBe('/limits');
  });

  test("the menu's items are the route manifest's `menu` pages, in its order", () => {
    const menu = PAGES.filter((page) => page.menu !== undefined)
      .sort((a, b) => a.menu! - b.menu!)
      .map((page) => page.path);
    expect(MENU_ITEMS.map((item) => item.to)).toEqual(menu);
  });

  test('an optional back action replaces the menu; the current bet shows when given', async () => {
    const onBack = vi.fn();
    await renderHeader({ onBack, betAmount: 20 });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByText('Bet: 20.00 ETB')).toBeTruthy();
  });

  test('without a bet there is no bet chip', async () => {
    await renderHeader();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByText(/^Bet: /)).toBeNull();
  });
});

describe('the header in the chosen language', () => {
  test('menu, Add Credit and Logout in Amharic, then English, without a remount', async () => {
    const { scope } = await renderHeader();
    await act(() => allSettled(languageChosen, { scope, params: 'am' }));
    const main = screen.getByRole('navigation', { name: 'ዋና ማውጫ' });
    expect(within(main).getAllByRole('link').map((a) => a.textContent)).toEqual(['መነሻ', 'የግብይት ታሪክ', 'የጨዋታ ታሪክ', 'ጓደኞችን ይጋብዙ']);
    expect(screen.getByRole('link', { name: 'ሂሳብ ይሙሉ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ውጣ' })).toBeTruthy();
    await act(() => allSettled(languageChosen, { scope, params: 'en' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
  });

  test('a logout while the player has a money intent not settled asks first; Stay keeps the session, Logout ends it', async () => {
    localStorage.setItem('token', 'mock.0911000002');
    localStorage.setItem('cartela.moneyIntents', JSON.stringify([{ kind: 'deposit', fields: { amount: '150.00' }, key: 'k1', phone: '0911000002', at: 1, amount: 150 }]));
    try {
      const { onLogout } = await renderHeader();
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
      const dialog = await screen.findByRole('dialog', { name: 'A money request is not confirmed yet' });
      expect(dialog.textContent).toContain('It stays on this phone and is checked again when you log in. Log out anyway?');
      expect(onLogout).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
      expect(onLogout).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    } finally {
      localStorage.clear();
    }
  });

  test('another player’s unsettled intent on this device does not ask', async () => {
    localStorage.setItem('cartela.moneyIntents', JSON.stringify([{ kind: 'deposit', fields: { amount: '150.00' }, key: 'k1', phone: '0911000001', at: 1, amount: 150 }]));
    try {
      const { onLogout } = await renderHeader();
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    } finally {
      localStorage.clear();
    }
  });
});
