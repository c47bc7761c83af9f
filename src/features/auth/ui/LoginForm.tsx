import { useUnit } from 'effector-react';
import { lazy, Suspense, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { PhoneField, TextField } from '@/shared/ui/field';
import { Spinner } from '@/shared/ui/spinner';
import { $error, $needsVerification, $password, $pending, $phone, loginSubmitted, passwordChanged, phoneChanged } from '../model/login';
import * as css from './login.css';

// only an unverified player sees it (spec §2.3), so it and its code model load when needed
const VerificationView = lazy(() => import('./VerificationView').then((module) => ({ default: module.VerificationView })));

interface Props {
  redirect?: string;
  onSignUp(): void;
  onForgotPassword(): void;
}

/** Login (spec §2.3): phone, password; Login, Sign Up, Forgot Password; an unverified user verifies inline. */
export function LoginForm({ redirect, onSignUp, onForgotPassword }: Props) {
  const [phone, password, error, pending, needsVerification] = useUnit([$phone, $password, $error, $pending, $needsVerification]);
  const [setPhone, setPassword, submit] = useUnit([phoneChanged, passwordChanged, loginSubmitted]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({ redirect });
  };
  if (needsVerification)
    return (
      <Suspense fallback={<Spinner />}>
        <VerificationView />
      </Suspense>
    );
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-label="Login">
      <PhoneField label="Phone number" name="phone" value={phone} onValueChange={setPhone} placeholder="09xxxxxxxx" />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} />
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" wide disabled={pending}>
        {pending ? 'Logging in...' : 'Login'}
      </Button>
      <div className={css.row}>
        <Button tone="secondary" onClick={onSignUp}>
          Sign Up
        </Button>
        <Button tone="ghost" onClick={onForgotPassword}>
          Forgot Password
        </Button>
      </div>
    </form>
  );
}
