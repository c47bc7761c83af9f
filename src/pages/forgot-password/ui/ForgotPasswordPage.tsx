import { ForgotPasswordForm } from '@/features/password-reset';
import { authPage, authTitle } from '@/shared/ui/page';

/** `/forgotPassword` (spec §2.5). The route opens the form (`resetOpened`) before it renders. */
export function ForgotPasswordPage({ onLogin }: { onLogin(): void }) {
  return (
    <main className={authPage}>
      <h1 className={authTitle}>Reset your password</h1>
      <ForgotPasswordForm onLogin={onLogin} />
    </main>
  );
}
