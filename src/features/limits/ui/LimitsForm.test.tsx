import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '@tests/setup/render-with-app';
import { server } from '@tests/setup/http-server';
import { $user } from '@/entities/session';
import { setSessionPlayer } from '@/shared/api';
import { LimitsForm } from '../index';

const user = { username: 'abebe', phone: '0911000001', verified: true };

describe('the limits page (responsible play)', () => {
  test('a server without limit calls (501): "on this device only", and a saved limit is kept on the device', async () => {
    localStorage.clear();
    // a logged-in player: the device keeps player data only under a session token
    localStorage.setItem('token', 'tok-1');
    setSessionPlayer(user.phone);
    renderWithApp(<LimitsForm />, { values: [[$user, user]] });
    expect(await screen.findByText('These limits apply on this device only (they stay after you log out).')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Daily stake limit (ETB)'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your limits are saved.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cartela.limits')!)).toEqual({ [user.phone]: { dailyDeposit: null, dailyStake: 15, breakUntil: null } });
  });

  test('a server that offers limits: its limits show, a break is confirmed before it is sent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/limits', () => HttpResponse.json({ daily_deposit_limit: 500, daily_stake_limit: null, break_until: null })),
      http.post('*/limits/break', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ daily_deposit_limit: 500, break_until: '2026-12-31T09:00:00.000Z' });
      }),
    );
    renderWithApp(<LimitsForm />, { values: [[$user, user]] });
    expect(await screen.findByText('Your limits are kept with your account and apply on every device.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Daily deposit limit (ETB)').value).toBe('500');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('dialog', { name: 'Take a break of 7 days?' })).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText(/^You are on a break until /)).toBeTruthy();
    expect(sent).toEqual([{ period: '7d' }]);
  });

  test('reactions and chat in games can be turned off for good: sent to a server that offers it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/limits', () => HttpResponse.json({ daily_deposit_limit: null, break_until: null, chat_off: false })),
      http.put('*/limits/chat', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ break_until: null, chat_off: true });
      }),
    );
    renderWithApp(<LimitsForm />, { values: [[$user, user]] });
    const box = await screen.findByRole('checkbox', { name: 'Turn off reactions and chat in games' });
    await expect.poll(() => (box as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(box);
    await expect.poll(() => sent).toEqual([{ chat_off: true }]);
    await expect.poll(() => (box as HTMLInputElement).checked).toBe(true);
  });
});
