import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test } from 'vitest';
import { $user } from '@/entities/session';
import { mockCall } from '@tests/setup/http-server';
import { ProfilePage } from './ProfilePage';

async function renderProfile(telegram: unknown = null) {
  mockCall('get', '/users/get_user_info').mockReturnValue({ user: { username: 'abebe', phone: '0911000001', verified: true }, credit_balance: { current_balance: 500, promo_balance: 0 }, telegram });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const scope = fork({ values: [[$user, { username: 'abebe', phone: '0911000001', verified: true }]] });
  const root = createRootRoute();
  const routes = [createRoute({ getParentRoute: () => root, path: '/profile', component: ProfilePage }), createRoute({ getParentRoute: () => root, path: '/limits', component: () => null })];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/profile'] }) });
  await act(async () => {
    render(
      <Provider value={scope}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </Provider>,
    );
    await router.load();
  });
}

/** Spec §2.16 Profile: tabs Personal Info and Security; username editable, phone disabled; saving not wired. */
describe('profile page', () => {
  test('Personal Info: the username is editable, the phone disabled, Save disabled with the reason', async () => {
    await renderProfile();
    expect(screen.getByRole('tab', { name: 'Personal Info' }).getAttribute('aria-selected')).toBe('true');
    const username = screen.getByLabelText<HTMLInputElement>('Username');
    expect(username.value).toBe('abebe');
    fireEvent.change(username, { target: { value: 'abebe2' } });
    expect(username.value).toBe('abebe2');
    const phone = screen.getByLabelText<HTMLInputElement>('Phone number');
    expect(phone.value).toBe('0911000001');
    expect(phone.disabled).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Profile changes are not available yet.',
    );
  });

  test('Security: password fields with the same honest, disabled Save', async () => {
    await renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(await screen.findByLabelText('Current password')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toContain('Profile changes are not available yet');
  });

  test('shows the linked Telegram user with Unlink; nothing about Telegram when none is linked', async () => {
    await renderProfile({ id: 700000001, first_name: 'Abebe', username: 'abebe_demo' });
    expect(await screen.findByText('Telegram: Abebe (@abebe_demo)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeTruthy();
  });

  test('links to the daily limits (responsible play)', async () => {
    await renderProfile();
    expect(screen.getByRole('link', { name: 'Limits' }).getAttribute('href')).toBe('/limits');
  });
});
