import { useUnit } from 'effector-react';
import { $user } from '@/entities/session';
import { inviteLinks, shortReferralCode, telegramInvitesOn, telegramShareUrl } from '@/shared/lib/referral/index.links';
import { Button } from '@/shared/ui/button';
import { PhoneField } from '@/shared/ui/field';
import { FormMessage } from '@/shared/ui/status';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $friendPhone, $inviteNote, friendPhoneChanged, inviteSubmitted, sendInviteFx } from '../model/invite';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { shareInTelegram, useInsideTelegram } from '@/shared/telegram/index.native';
import * as css from './invite.css';

/** Keeps a line's height where a text the player's data decides is not known yet (the prerendered page). */
const PENDING = '\u00a0';

/** Spec §9: the copy confirmation shows 2 s. */
export const COPY_CONFIRM_MS = 2000;
export const COPIED: Message = m.account_code_copied;

/**
 * Invite friends (spec §2.16, §9): the short referral code derived from the phone, readable aloud
 * ("0XSN-KN60", shared/lib/referral), copy with a 2 s snackbar, a share link to `/signup?ref=` with the
 * long code (reversed, wrapped "ctl:…:ref", base64url)
 * (Share: Telegram's own share sheet inside the Mini App, the device's elsewhere), the friend's phone
 * with Send Invite, and the reward notes. Before the player is known (the page prerendered into
 * index.html, src/app/0-prerender/shell-headings.tsx) the code and the links keep their lines empty, so the page
 * paints at once and nothing moves when the app fills them in.
 */
export function InvitePanel() {
  const [user, phone, note, pending, change, submit, showSnackbar] = useUnit([$user, $friendPhone, $inviteNote, sendInviteFx.pending, friendPhoneChanged, inviteSubmitted, showSnackbarFx]);
  // the Mini App's deep link when the build names the bot and app (VITE_TELEGRAM_BOT, VITE_TELEGRAM_APP)
  const { link, telegramLink } = user ? inviteLinks(user.phone) : { link: '', telegramLink: null };
  // the code a friend types or hears is the short one; the links keep the long code
  const code = user ? shortReferralCode(user.phone) : '';
  const inTelegram = useInsideTelegram();
  // the build-time render has no navigator: it shows Share, as a phone's browser does
  const canShare = inTelegram || typeof navigator === 'undefined' || typeof navigator.share === 'function';
  useLanguage();
  // inside Telegram, Telegram's own share sheet (the Mini App link when there is one); outside, the device's
  const share = () => {
    if (!shareInTelegram(telegramLink ?? link, m.account_share_text())) void navigator.share({ title: 'Cartela', text: m.account_share_text(), url: link }).catch(() => undefined);
  };
  const copy = async (text: string, message: Message) => {
    try {
      await navigator.clipboard.writeText(text);
      void showSnackbar({ kind: 'success', message, durationMs: COPY_CONFIRM_MS });
    } catch {
      void showSnackbar({ kind: 'error', message: m.account_copy_failed, durationMs: COPY_CONFIRM_MS });
    }
  };
  return (
    <>
      <section aria-label={m.account_your_code()} className={css.codeSection}>
        <h2>{m.account_your_code()}</h2>
        <code data-testid="referral-code" className={css.code}>
          {code || PENDING}
        </code>
        <div className={css.actions}>
          <Button onClick={() => copy(code, COPIED)}>{m.account_copy_code()}</Button>
          <Button tone="secondary" onClick={() => copy(link, m.account_link_copied)}>
            {m.account_copy_link()}
          </Button>
          {canShare ? (
            <Button tone="secondary" onClick={share}>
              {m.account_share()}
            </Button>
          ) : null}
        </div>
        <p>
          {m.account_share_link()}{' '}
          {link ? (
            <a className={css.link} href={link}>
              {link}
            </a>
          ) : (
            <span className={css.link}>{PENDING}</span>
          )}
        </p>
        {telegramLink ? (
          <p>
            <a
              href={telegramShareUrl(telegramLink, m.account_share_text())}
              // inside the Mini App a t.me page would replace the app: Telegram opens its share sheet instead
              onClick={(e) => shareInTelegram(telegramLink, m.account_share_text()) && e.preventDefault()}
            >
              {m.telegram_share()}
            </a>
            :{' '}
            <a className={css.link} href={telegramLink}>
              {telegramLink}
            </a>
          </p>
        ) : !user && telegramInvitesOn() ? (
          <p>
            {m.telegram_share()}: <span className={css.link}>{PENDING}</span>
          </p>
        ) : null}
      </section>
      <form
        aria-label={m.account_invite_friend()}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className={css.form}
      >
        <h2>{m.account_invite_friend()}</h2>
        <PhoneField label={m.account_friend_phone()} value={phone} onValueChange={change} />
        <Button type="submit" disabled={pending}>
          {m.account_send_invite()}
        </Button>
        <FormMessage message={note} />
      </form>
      <section aria-label={m.account_rewards()}>
        <h2>{m.account_rewards()}</h2>
        <ul>
          <li>{m.account_reward_1()}</li>
          <li>{m.account_reward_2()}</li>
          <li>{m.account_reward_3()}</li>
          <li>{m.account_reward_4()}</li>
        </ul>
      </section>
    </>
  );
}
