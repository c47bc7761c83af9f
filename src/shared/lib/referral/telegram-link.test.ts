import { describe, expect, test } from 'vitest';
import { inviteLinks, telegramInviteLink, telegramShareUrl } from './telegram-link';

/** The invite's Telegram share link (`startapp=ref_<code>`). */
describe('telegramInviteLink', () => {
  test('t.me/<bot>/<app>?startapp=ref_<code>; none without bot and app or with a bad name', () => {
    expect(telegramInviteLink('Y3RsOjEw', 'CartelaBot', 'play')).toBe('https://t.me/CartelaBot/play?startapp=ref_Y3RsOjEw');
    expect(telegramInviteLink('Y3RsOjEw', undefined, 'play')).toBeNull();
    expect(telegramInviteLink('Y3RsOjEw', 'bad bot', 'play')).toBeNull();
    expect(telegramInviteLink('', 'CartelaBot', 'play')).toBeNull();
  });
  test('the share sheet carries the link and the text', () => {
    expect(telegramShareUrl('https://t.me/CartelaBot/play?startapp=ref_x', 'Join')).toBe('https://t.me/share/url?url=https%3A%2F%2Ft.me%2FCartelaBot%2Fplay%3Fstartapp%3Dref_x&text=Join');
  });
});

test('inviteLinks: the signup link with the referral code on this origin, and the Mini App link when the build names one', () => {
  const links = inviteLinks('0911000001', 'https://cartela.example');
  expect(links.code).toBe('Y3RsOjEwMDAwMDExOTA6cmVm');
  expect(links.link).toBe('https://cartela.example/signup?ref=Y3RsOjEwMDAwMDExOTA6cmVm');
  expect(links.telegramLink === null || links.telegramLink.endsWith('?startapp=ref_Y3RsOjEwMDAwMDExOTA6cmVm')).toBe(true);
});
