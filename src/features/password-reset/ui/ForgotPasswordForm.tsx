import { useUnit } from 'effector-react';
import { passwordStrength } from '@/shared/lib/password';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { CodeStep, PhoneStep, submitting, ThreeSteps } from '@/shared/ui/otp-steps';
import { FormMessage } from '@/shared/ui/status';
import * as m from '../model/reset';
import * as css from './reset.css';

/** Strength meter of spec §5 Forgot password (+30/+20/+20/+30; error < 40, warning < 70, else success). */
function StrengthMeter({ password }: { password: string }) {
  const s = passwordStrength(password);
  return (
    <div>
      <div
        className={css.meter}
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={s.score}
        aria-valuetext={`${s.label} (${s.score} of 100)`}
        data-tone={s.tone}
      >
        <div className={css.meterFill[s.tone]} style={{ width: `${s.score}%` }} />
      </div>
      <p className={css.meterText}>Strength: {s.label}</p>
    </div>
  );
}

/** Forgot password, three steps (spec §2.5): phone, code, new password + confirmation. */
export function ForgotPasswordForm({ onLogin }: { onLogin(): void }) {
  const [step, phone, code, a, b, canReset, busy, message] = useUnit([
    m.$step,
    m.$phone,
    m.$code,
    m.$newPassword,
    m.$confirmPassword,
    m.$canReset,
    m.$busy,
    m.$message,
  ]);
  const on = useUnit({
    phone: m.phoneChanged,
    code: m.codeChanged,
    a: m.newPasswordChanged,
    b: m.confirmPasswordChanged,
    send: m.sendClicked,
    verify: m.verifyClicked,
    reset: m.resetClicked,
    back: m.backClicked,
  });
  return (
    <ThreeSteps step={step}>
      {step === 1 ? <PhoneStep phone={phone} onPhone={on.phone} onSubmit={on.send} message={message} busy={busy} submitLabel="Send Code" /> : null}
      {step === 2 ? (
        <CodeStep phone={phone} code={code} onCode={on.code} onSubmit={on.verify} message={message} busy={busy} submitLabel="Verify Code">
          <Button tone="ghost" onClick={on.back}>
            Back
          </Button>
        </CodeStep>
      ) : null}
      {step === 3 ? (
        <form onSubmit={submitting(on.reset)} noValidate aria-label="Step 3: new password">
          <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={a} onValueChange={on.a} />
          <StrengthMeter password={a} />
          <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" value={b} onValueChange={on.b} />
          <FormMessage message={message} />
          <Button type="submit" wide disabled={!canReset}>
            Reset Password
          </Button>
          <Button tone="ghost" onClick={on.back}>
            Back
          </Button>
        </form>
      ) : null}
      <Button tone="ghost" onClick={onLogin}>
        Back to Login
      </Button>
    </ThreeSteps>
  );
}
