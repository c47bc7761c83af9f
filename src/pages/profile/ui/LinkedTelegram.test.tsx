import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { mockCall, server } from '@tests/setup/http-server';
import { renderWithApp } from '@tests/setup/render-with-app';
import { LinkedTelegram } from './LinkedTelegram';

const info = (telegram: unknown) => ({ user: { username: 'abebe', phone: '0911000001', verified: true }, credit_balance: { current_balance: 500, promo_balance: 0 }, telegram });
const ABEBE = { id: 700000001, first_name: 'Abebe', username: 'abebe_demo' };

/** The unlink call answered by `answer` once `open()` is called; counts the requests. */
function unlinkAnswering(answer: () => Response) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const calls: string[] = [];
  server.use(
    http.post('*/users/telegram_unlink/', async ({ request }) => {
      calls.push(request.headers.get('authorization') ?? '');
      await opened;
      return answer();
    }),
  );
  return { calls, open };
}

/** The profile's linked Telegram user with Unlink (proposed `telegram` and `POST /users/telegram_unlink/`). */
describe('LinkedTelegram', () => {
  test('shows "Telegram: Abebe (@abebe_demo)"; Unlink asks first, is disabled while it runs, then the line gives way', async () => {
    mockCall('get', '/users/get_user_info').mockReturnValue(info(ABEBE));
    const unlink = unlinkAnswering(() => HttpResponse.json({ message: 'Telegram user unlinked' }));
    renderWithApp(<LinkedTelegram phone="0911000001" />);
    expect(await screen.findByText('Telegram: Abebe (@abebe_demo)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Telegram?' });
    expect(within(dialog).getByText(/Abebe \(@abebe_demo\) will no longer sign in/)).toBeTruthy();
    // cancelling unlinks nothing
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep linked' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(unlink.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(unlink.calls).toHaveLength(1));
    const running = screen.getAllByRole('button', { name: 'Unlinking...' });
    expect(running.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await act(async () => unlink.open());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Telegram is no longer linked to this account.');
    expect(screen.queryByText('Telegram: Abebe (@abebe_demo)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlink' })).toBeNull();
  });

  test('nothing is shown when no Telegram user is linked (null or absent)', async () => {
    const call = mockCall('get', '/users/get_user_info').mockReturnValue(info(null));
    const { container } = renderWithApp(<LinkedTelegram phone="0911000001" />);
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  test("the server's refusal is shown and the line stays; a server without the call (501) is told in player words", async () => {
    mockCall('get', '/users/get_user_info').mockReturnValue(info({ id: 700000001, first_name: 'Abebe' }));
    const refused = unlinkAnswering(() => HttpResponse.json({ message: 'Try again later' }, { status: 400 }));
    refused.open();
    renderWithApp(<LinkedTelegram phone="0911000001" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later');
    expect(screen.getByText('Telegram: Abebe')).toBeTruthy();

    const notOffered = unlinkAnswering(() => HttpResponse.json({ message: 'not implemented' }, { status: 501 }));
    notOffered.open();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unlinking Telegram is not available yet. Please contact support.'));
    expect(screen.getByText('Telegram: Abebe')).toBeTruthy();
  });
});
