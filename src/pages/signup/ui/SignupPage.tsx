import { m, useLanguage } from '@/shared/i18n';
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { SignupForm, signupLeft, signupOpened } from '@/features/signup';
import { authPage, authTitle } from '@/shared/ui/page';

/** `/signup` (spec §2.4); `referral` is the `?ref=` query parameter that prefills the referral code. */
export function SignupPage({ referral, onLogin }: { referral?: string; onLogin(): void }) {
  const [open, leave] = useUnit([signupOpened, signupLeft]);
  useLanguage();
  useEffect(() => {
    open({ ref: referral });
    return () => leave();
  }, [open, leave, referral]);
  return (
    <main className={authPage}>
      <h1 className={authTitle}>{m.auth_signup_title()}</h1>
      <SignupForm onLogin={onLogin} />
    </main>
  );
}
