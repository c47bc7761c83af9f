import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useRef, type FormEvent } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { focusFirstInvalid, PhoneField, TextField } from '@/shared/ui/field';
import { Spinner } from '@/shared/ui/spinner';
import { $error, $needsVerification, $password, $pending, $phone, LOGIN_REQUIRED, loginSubmitted, passwordChanged, phoneChanged } from '../model/login';
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
  useLanguage();
  const form = useRef<HTMLFormElement>(null);
  // a refused login (an empty field, spec §5) puts the focus on the first empty field
  const missing = error === LOGIN_REQUIRED;
  useEffect(() => {
    if (missing) focusFirstInvalid(form.current);
  }, [error, missing]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({ redirect });
  };
  const invalid = (value: string) => (missing && value === '' ? { 'aria-invalid': true, 'aria-describedby': 'login-error' } : {});
  if (needsVerification)
    return (
      <Suspense fallback={<Spinner />}>
        <VerificationView />
      </Suspense>
    );
  return (
    <form ref={form} className={css.form} onSubmit={onSubmit} noValidate aria-label={m.auth_login_form()}>
      <PhoneField label={m.auth_phone()} name="phone" value={phone} onValueChange={setPhone} placeholder={m.auth_phone_placeholder()} {...invalid(phone)} />
      <TextField label={m.auth_password()} name="password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} {...invalid(password)} />
      {error ? (
        <p role="alert" id="login-error" className={css.error}>
          {typeof error === 'function' ? error() : error}
        </p>
      ) : null}
      <Button type="submit" wide disabled={pending}>
        {pending ? m.auth_logging_in() : m.auth_login()}
      </Button>
      <div className={css.row}>
        <Button tone="secondary" onClick={onSignUp}>
          {m.auth_sign_up()}
        </Button>
        <Button tone="ghost" onClick={onForgotPassword}>
          {m.auth_forgot_password()}
        </Button>
      </div>
    </form>
  );
}
