import { useUnit } from 'effector-react';
import { useEffect, useMemo, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { maskPhone } from '@/shared/lib/phone';
import { useTelegramMainButton } from '@/shared/telegram/index.native';
import { telegramLaunchParams } from '@/shared/telegram';
import { Button } from '@/shared/ui/button';
import { PhoneField, TextField } from '@/shared/ui/field';
import { Spinner } from '@/shared/ui/spinner';
import { FormMessage } from '@/shared/ui/status';
import { parseTelegramLaunch } from '../lib/launch';
import {
  $contactPending,
  $linkContactPending,
  $linkError,
  $linkNotice,
  $linkPassword,
  $linkPending,
  $linkPhone,
  $referralCode,
  $signInError,
  $step,
  linkPasswordChanged,
  linkPhoneChanged,
  linkSubmitted,
  linkCancelled,
  linkConfirmed,
  $pendingLink,
  $telegramUser,
  requestContactFx,
  requestLinkContactFx,
  telegramSignInStarted,
} from '../model/sign-in';
import * as css from './telegram.css';

interface Props {
  /** Where the guard came from (spec §2.1). */
  redirect?: string;
  /** The normal login form, shown when Telegram's data is refused. */
  children: ReactNode;
  /** Sign up (after Telegram's phone request settled), with the deep link's referral code when there is one (spec §2.4 `?ref=`). */
  onSignUp(referral?: string): void;
}

/**
 * The login page inside Telegram: signs in with the launch's init data at once; "Link your Cartela
 * account" when no account is linked, and before any link the player's explicit yes to who is
 * linked to what; the normal login form (`children`) with a message when the data is refused.
 */
export function TelegramSignIn({ redirect, children, onSignUp }: Props) {
  const [step, signInError, start] = useUnit([$step, $signInError, telegramSignInStarted]);
  useLanguage();
  useEffect(() => {
    const launch = parseTelegramLaunch(telegramLaunchParams());
    if (launch) start({ initData: launch.initData, startParam: launch.startParam, redirect });
  }, [start, redirect]);
  if (step === 'link') return <LinkForm onSignUp={onSignUp} />;
  if (step === 'confirm') return <ConfirmLink />;
  if (step === 'refused')
    return (
      <>
        <FormMessage message={signInError ? { kind: 'error', text: signInError } : null} />
        {children}
      </>
    );
  return (
    <div className={css.waiting} role="status">
      <Spinner />
      <p>{m.telegram_signing_in()}</p>
    </div>
  );
}

/**
 * "Link your Cartela account": phone and password once (proposed `POST /users/telegram_link/`), the
 * phone filled from Telegram on "Use my Telegram number", or sign up with the phone Telegram shares
 * (asked first; the signup form opens once Telegram answers).
 */
function LinkForm({ onSignUp }: Pick<Props, 'onSignUp'>) {
  const [phone, password, error, notice, pending, referral, asking, askingForLink] = useUnit([
    $linkPhone,
    $linkPassword,
    $linkError,
    $linkNotice,
    $linkPending,
    $referralCode,
    $contactPending,
    $linkContactPending,
  ]);
  const [setPhone, setPassword, submit, requestContact, requestLinkContact] = useUnit([linkPhoneChanged, linkPasswordChanged, linkSubmitted, requestContactFx, requestLinkContactFx]);
  const version = useMemo(() => parseTelegramLaunch(telegramLaunchParams())?.version ?? '6.0', []);
  useLanguage();
  const signUp = () => void requestContact(version).then(
    () => onSignUp(referral ?? undefined),
    () => onSignUp(referral ?? undefined),
  );
  // Telegram's MainButton is the form's main action, with its progress while the link runs
  // inside Telegram the MainButton is the form's one primary action (Enter still sends the form)
  const mainButtonShown = useTelegramMainButton({ text: m.telegram_link_submit(), onClick: submit, progress: pending });
  // without its own submit button a form of two fields is not sent by Enter: send it here
  const onEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    if (!mainButtonShown || e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    submit();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <section className={css.link} aria-labelledby="telegram-link-title">
      <h2 id="telegram-link-title" className={css.title}>
        {m.telegram_link_title()}
      </h2>
      <p>{m.telegram_link_text()}</p>
      <form className={css.form} onSubmit={onSubmit} onKeyDown={onEnter} noValidate aria-labelledby="telegram-link-title">
        <PhoneField label={m.auth_phone()} name="phone" value={phone} onValueChange={setPhone} placeholder={m.auth_phone_placeholder()} />
        <Button tone="secondary" onClick={() => void requestLinkContact(version)} disabled={asking || askingForLink}>
          {askingForLink ? m.telegram_phone_asking() : m.telegram_use_my_number()}
        </Button>
        <TextField label={m.auth_password()} name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} />
        <FormMessage message={error ? { kind: 'error', text: error } : notice ? { kind: 'info', text: notice } : null} />
        {mainButtonShown ? null : (
          <Button type="submit" wide disabled={pending}>
            {pending ? m.telegram_linking() : m.telegram_link_submit()}
          </Button>
        )}
        <Button tone="secondary" onClick={signUp} disabled={asking || askingForLink}>
          {asking ? m.telegram_phone_asking() : m.telegram_sign_up()}
        </Button>
      </form>
    </section>
  );
}

/**
 * "Link this Telegram account?": the Telegram user (name and @username, as the launch names them)
 * and the Cartela account (its phone masked) side by side, and nothing linked until the player says
 * yes (proposed `POST /users/telegram_link/`). No goes back to the link form, or after a signup to
 * the login page with signup's notice.
 */
function ConfirmLink() {
  const [pending, telegramUser, error, running] = useUnit([$pendingLink, $telegramUser, $linkError, $linkPending]);
  const [confirm, cancel] = useUnit([linkConfirmed, linkCancelled]);
  useLanguage();
  const mainButtonShown = useTelegramMainButton({ text: m.telegram_confirm_submit(), onClick: confirm, progress: running });
  return (
    <section className={css.link} aria-labelledby="telegram-confirm-title">
      <h2 id="telegram-confirm-title" className={css.title}>
        {m.telegram_confirm_title()}
      </h2>
      <dl className={css.who}>
        <div>
          <dt>{m.telegram_confirm_telegram()}</dt>
          <dd>
            {telegramUser?.name ?? ''}
            {telegramUser?.username ? <span className={css.handle}> @{telegramUser.username}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{m.telegram_confirm_account()}</dt>
          <dd className={css.number}>{pending ? maskPhone(pending.username) : ''}</dd>
        </div>
      </dl>
      <p>{m.telegram_confirm_text()}</p>
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      {mainButtonShown ? null : (
        <Button wide onClick={confirm} disabled={running}>
          {running ? m.telegram_linking() : m.telegram_confirm_submit()}
        </Button>
      )}
      <Button tone="secondary" onClick={cancel} disabled={running}>
        {m.telegram_confirm_cancel()}
      </Button>
    </section>
  );
}
