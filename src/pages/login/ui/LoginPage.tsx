import { LoginForm } from '@/features/auth';
import * as css from './login-page.css';

/** `/auth` (spec §2.3). */
export function LoginPage({ redirect, onSignUp, onForgotPassword }: { redirect?: string; onSignUp(): void; onForgotPassword(): void }) {
  return (
    <main className={css.page}>
      <h1 className={css.title}>Cartela Bingo</h1>
      <p className={css.subtitle}>ቢንጎ ይጫወቱ · Log in with your phone number</p>
      <LoginForm redirect={redirect} onSignUp={onSignUp} onForgotPassword={onForgotPassword} />
    </main>
  );
}
