import { lazy, Suspense } from 'react';
import { LoginForm } from '@/features/auth';
import { LanguageSwitch } from '@/features/language-switch';
import { MESSAGES } from '@/shared/config';
import { m, Phrase, useLanguage, type Message } from '@/shared/i18n';
import { telegramLaunchParams } from '@/shared/telegram/index.launch';
import { authPage, authSubtitle, brandTitle } from '@/shared/ui/page';
import { FormMessage } from '@/shared/ui/status';

// inside Telegram only: outside it the login page loads no byte of the Telegram slice
const TelegramSignIn = lazy(() => import('@/features/telegram-mini-app').then((module) => ({ default: module.TelegramSignIn })));

/** Why the player came back to login: after signup (spec §4) or after a password reset (spec §4). */
export type LoginNotice = 'signup' | 'reset';
// from shared config, not the signup and reset slices: the login page does not load their models
const NOTICES: Record<LoginNotice, Message> = { signup: MESSAGES.signupSucceeded, reset: MESSAGES.passwordChanged };

interface Props {
  redirect?: string;
  notice?: LoginNotice;
  /** Sign up; inside Telegram with the deep link's referral code (spec §2.4 `?ref=`). */
  onSignUp(referral?: string): void;
  onForgotPassword(): void;
}

/** The subtitle: on an English page its Amharic half (before " · ") is marked `lang="am"`. */
function Subtitle({ text }: { text: string }) {
  const [first, ...rest] = text.split(' · ');
  if (rest.length === 0) return <Phrase>{text}</Phrase>;
  return (
    <>
      <Phrase>{first!}</Phrase> · {rest.join(' · ')}
    </>
  );
}

/**
 * `/auth` (spec §2.3), with the success notice of a finished signup or password reset. Opened inside
 * Telegram (launch parameters present) it signs in with Telegram first (features/telegram-mini-app).
 */
export function LoginPage({ redirect, notice, onSignUp, onForgotPassword }: Props) {
  useLanguage();
  return (
    <main className={authPage}>
      <LanguageSwitch />
      <h1 className={brandTitle}>{m.auth_brand()}</h1>
      <p className={authSubtitle}>
        <Subtitle text={m.auth_subtitle()} />
      </p>
      {notice ? <FormMessage message={{ kind: 'success', text: NOTICES[notice] }} /> : null}
      {telegramLaunchParams() ? (
        <Suspense fallback={null}>
          <TelegramSignIn redirect={redirect} onSignUp={onSignUp}>
            <LoginForm redirect={redirect} onSignUp={() => onSignUp()} onForgotPassword={onForgotPassword} />
          </TelegramSignIn>
        </Suspense>
      ) : (
        <LoginForm redirect={redirect} onSignUp={() => onSignUp()} onForgotPassword={onForgotPassword} />
      )}
    </main>
  );
}
