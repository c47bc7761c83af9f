import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { ForgotPasswordForm, resetLeft } from '@/features/password-reset';
import { authPage, authTitle } from '@/shared/ui/page';

/** `/forgotPassword` (spec §2.5). The form is cleared when the page is left. */
export function ForgotPasswordPage({ onLogin }: { onLogin(): void }) {
  const leave = useUnit(resetLeft);
  useEffect(() => () => leave(), [leave]);
  return (
    <main className={authPage}>
      <h1 className={authTitle}>Reset your password</h1>
      <ForgotPasswordForm onLogin={onLogin} />
    </main>
  );
}
