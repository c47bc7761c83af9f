import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { connectTelegramNative } from '@/shared/telegram/index.native';
import { encodeReferral } from '@/shared/lib/referral';
import { inviteShareLink } from '@/shared/lib/referral/index.links';
import { renderWithApp } from '@tests/setup/render-with-app';
import { WinnerDialog } from './GameDialogs';

const noop = () => undefined;

describe('sharing a win inside Telegram (Telegram play: wins shared with Telegram’s own share)', () => {
  let disconnect: () => void = noop;
  afterEach(() => act(() => disconnect()));

  test('the player’s own win: Share your win opens Telegram’s share sheet with their invite link and a text', () => {
    const post = vi.fn();
    disconnect = connectTelegramNative({ post });
    renderWithApp(<WinnerDialog message="Bingo!" onClose={noop} actions={null} shareUrl={inviteShareLink('0911000001')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share your win' }));
    const [method, params] = post.mock.calls.find(([m]) => m === 'web_app_open_tg_link') as [string, { path_full: string }];
    expect(method).toBe('web_app_open_tg_link');
    const url = new URL(`https://t.me${params.path_full}`);
    expect(url.pathname).toBe('/share/url');
    expect(url.searchParams.get('url')).toBe(`${window.location.origin}/signup?ref=${encodeReferral('0911000001')}`);
    expect(url.searchParams.get('text')).toBe('I won at Cartela bingo! Come and play with me.');
  });

  test('another player’s win offers no share; outside Telegram no share either', () => {
    disconnect = connectTelegramNative({ post: vi.fn() });
    const other = renderWithApp(<WinnerDialog message="Bingo!" onClose={noop} actions={null} shareUrl={null} />);
    expect(screen.queryByRole('button', { name: 'Share your win' })).toBeNull();
    other.unmount();
    act(() => disconnect());
    disconnect = noop;
    renderWithApp(<WinnerDialog message="Bingo!" onClose={noop} actions={null} shareUrl={inviteShareLink('0911000001')} />);
    expect(screen.queryByRole('button', { name: 'Share your win' })).toBeNull();
  });
});
