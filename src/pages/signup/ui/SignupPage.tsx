import { SignupForm } from '@/features/signup';
import { authPage, authTitle } from '@/shared/ui/page';

/** `/signup` (spec §2.4). The route opens the form (`signupOpened`) before it renders. */
export function SignupPage({ onLogin }: { onLogin(): void }) {
  return (
    <main className={authPage}>
      <h1 className={authTitle}>Create your account</h1>
      <SignupForm onLogin={onLogin} />
    </main>
  );
}
