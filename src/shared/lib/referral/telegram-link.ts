import { encodeReferral } from './index';

/**
 * The Telegram share link of an invite (`https://t.me/<bot>/<app>?startapp=ref_<code>`, the Mini
 * App's `startapp` deep link, at most 64 of `A-Z a-z 0-9 _ -`), or null when the build names no bot
 * or app (`VITE_TELEGRAM_BOT`, `VITE_TELEGRAM_APP`) or the code does not fit a start parameter.
 */
export function telegramInviteLink(code: string, bot: string | undefined = import.meta.env.VITE_TELEGRAM_BOT, app: string | undefined = import.meta.env.VITE_TELEGRAM_APP): string | null {
  const start = `ref_${code}`;
  if (!code || !bot || !app || !/^[A-Za-z0-9_]{3,64}$/.test(bot) || !/^[A-Za-z0-9_]{1,64}$/.test(app) || !/^[A-Za-z0-9_-]{1,64}$/.test(start)) return null;
  return `https://t.me/${bot}/${app}?startapp=${start}`;
}

/** Whether this build's invites carry a Telegram link (it names a bot and an app: `telegramInviteLink`). */
export const telegramInvitesOn = (): boolean => telegramInviteLink('ref') !== null;

/** Telegram's share sheet for `url` (`https://t.me/share/url`), opened by Telegram inside and outside the Mini App. */
export const telegramShareUrl = (url: string, text: string) => `https://t.me/share/url?${new URLSearchParams({ url, text }).toString()}`;

/**
 * Where an invite of the player with `phone` (10 digits) leads: the signup page with the referral
 * code on this origin (`link`), and the Mini App's deep link when the build names a bot and an app
 * (`telegramLink`, else null). Spec §2.16, §9.
 */
export function inviteLinks(phone: string, origin: string = window.location.origin): { code: string; link: string; telegramLink: string | null } {
  const code = encodeReferral(phone);
  return {
    code,
    link: `${origin}/signup?ref=${encodeURIComponent(code)}`,
    telegramLink: telegramInviteLink(code),
  };
}

/** The link a share of the player with `phone` carries: the Mini App's deep link when there is one, else the signup link. */
export function inviteShareLink(phone: string): string {
  const links = inviteLinks(phone);
  return links.telegramLink ?? links.link;
}
