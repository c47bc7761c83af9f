import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { encodeReferral } from '@/shared/lib/referral';
import { referralPhone } from '@/shared/lib/referral/index.read';
import { $user } from '@/entities/session';
import { showSnackbarFx, type SnackbarMessage } from '@/shared/ui/snackbar';
import { renderWithApp } from '@tests/setup/render-with-app';
import { connectTelegramNative } from '@/shared/telegram/index.native';
import { InvitePanel } from './InvitePanel';

const snackbar = vi.fn<(message: SnackbarMessage) => void>();
/** A snackbar as the player reads it: its kind, its text, how long it shows. */
const shown = () => snackbar.mock.calls.map(([{ kind, message, durationMs }]) => ({ kind, text: typeof message === 'function' ? message() : message, durationMs }));

function renderPanel() {
  renderWithApp(<InvitePanel />, { values: [[$user, { username: 'abebe', phone: '0911000001', verified: true }]], handlers: [[showSnackbarFx, snackbar]] });
}

describe('invite panel (spec §2.16, §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    snackbar.mockReset();
  });

  test('the referral code is short and readable aloud (two groups of four) and reads back to the player’s phone; Copy code copies it with a 2 s snackbar; the share link keeps the long code', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPanel();
    const code = screen.getByTestId('referral-code').textContent!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(referralPhone(code)).toBe('0911000001');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(shown()).toEqual([{ kind: 'success', text: 'Referral code copied!', durationMs: 2000 }]));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(screen.getByRole('link', { name: /\/signup\?ref=/ }).getAttribute('href')).toBe(`${window.location.origin}/signup?ref=${encodeReferral('0911000001')}`);
  });

  test('before the player is known (the page as index.html prerenders it) the code and link lines are held, empty, with no link', () => {
    renderWithApp(<InvitePanel />, { values: [[$user, null]] });
    expect(screen.getByTestId('referral-code').textContent).toBe('\u00a0');
    expect(screen.getByText('Share link:', { exact: false }).textContent).toBe('Share link: \u00a0');
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('reward notes (spec §9): 10 birr game credit, welcome bonus after the first login, play-only', () => {
    renderPanel();
    const notes = [...screen.getByRole('region', { name: 'Rewards' }).querySelectorAll('li')].map((li) => li.textContent);
    expect(notes).toEqual([
      'You earn 10 birr game credit for every friend who joins with your code.',
      'Your friend gets a welcome bonus.',
      "Rewards are credited after your friend's first login.",
      'Invite rewards are play-only: they can be staked in games but not withdrawn.',
    ]);
    expect(screen.getByLabelText("Friend's phone number")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toBeTruthy();
  });

  test('inside Telegram, Share opens Telegram’s own share sheet with the invite link and text (no device share); outside it uses the device’s', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const post = vi.fn();
    const disconnect = connectTelegramNative({ post });
    try {
      renderPanel();
      const code = encodeReferral('0911000001');
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).not.toHaveBeenCalled();
      expect(post).toHaveBeenCalledOnce();
      const [method, params] = post.mock.calls[0] as [string, { path_full: string }];
      expect(method).toBe('web_app_open_tg_link');
      const url = new URL(`https://t.me${params.path_full}`);
      expect(url.pathname).toBe('/share/url');
      expect(url.searchParams.get('url')).toBe(`${window.location.origin}/signup?ref=${code}`);
      expect(url.searchParams.get('text')).toBeTruthy();
    } finally {
      act(() => disconnect());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledOnce();
    expect(post).toHaveBeenCalledOnce();
  });
});
