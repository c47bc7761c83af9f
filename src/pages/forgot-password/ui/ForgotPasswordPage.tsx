import { m, useLanguage } from '@/shared/i18n';
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { ForgotPasswordForm, resetLeft } from '@/features/password-reset';
import { authPage, authTitle } from '@/shared/ui/page';

/** `/forgotPassword` (spec §2.5). The form is cleared when the page is left. */
export function ForgotPasswordPage({ onLogin }: { onLogin(): void }) {
  const leave = useUnit(resetLeft);
  useLanguage();
  useEffect(() => () => leave(), [leave]);
  return (
    <main className={authPage}>
      <h1 className={authTitle}>{m.auth_reset_title()}</h1>
      <ForgotPasswordForm onLogin={onLogin} />
    </main>
  );
}
