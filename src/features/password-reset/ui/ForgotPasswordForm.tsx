import { useUnit } from 'effector-react';
import { passwordStrength } from '@/shared/lib/password';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { CodeStep, PhoneStep, submitting, ThreeSteps } from '@/shared/ui/otp-steps';
import { FormMessage } from '@/shared/ui/status';
import * as model from '../model/reset';
import { m, useLanguage } from '@/shared/i18n';
import * as css from './reset.css';

const STRENGTH = { Weak: m.auth_strength_weak, Fair: m.auth_strength_fair, Strong: m.auth_strength_strong } as const;

/** Strength meter of spec §5 Forgot password (+30/+20/+20/+30; error < 40, warning < 70, else success). */
function StrengthMeter({ password }: { password: string }) {
  useLanguage();
  const s = passwordStrength(password);
  const label = STRENGTH[s.label]();
  return (
    <div>
      <div
        className={css.meter}
        role="meter"
        aria-label={m.auth_strength()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={s.score}
        aria-valuetext={m.auth_strength_value({ label, score: s.score })}
        data-tone={s.tone}
      >
        <div className={css.meterFill[s.tone]} style={{ width: `${s.score}%` }} />
      </div>
      <p className={css.meterText}>{m.auth_strength_line({ label })}</p>
    </div>
  );
}

/** Forgot password, three steps (spec §2.5): phone, code, new password + confirmation. */
export function ForgotPasswordForm({ onLogin }: { onLogin(): void }) {
  const [step, phone, code, a, b, canReset, busy, message] = useUnit([
    model.$step,
    model.$phone,
    model.$code,
    model.$newPassword,
    model.$confirmPassword,
    model.$canReset,
    model.$busy,
    model.$message,
  ]);
  useLanguage();
  const on = useUnit({
    phone: model.phoneChanged,
    code: model.codeChanged,
    a: model.newPasswordChanged,
    b: model.confirmPasswordChanged,
    send: model.sendClicked,
    verify: model.verifyClicked,
    reset: model.resetClicked,
    back: model.backClicked,
  });
  return (
    <ThreeSteps step={step}>
      {step === 1 ? <PhoneStep phone={phone} onPhone={on.phone} onSubmit={on.send} message={message} busy={busy} submitLabel={m.auth_send_code_button()} /> : null}
      {step === 2 ? (
        <CodeStep phone={phone} code={code} onCode={on.code} onSubmit={on.verify} message={message} busy={busy} submitLabel={m.auth_verify_code_button()}>
          <Button tone="ghost" onClick={on.back}>
            {m.auth_back()}
          </Button>
        </CodeStep>
      ) : null}
      {step === 3 ? (
        <form onSubmit={submitting(on.reset)} noValidate aria-label={m.auth_step3_password()}>
          <TextField label={m.auth_new_password()} name="newPassword" type="password" autoComplete="new-password" value={a} onValueChange={on.a} />
          <StrengthMeter password={a} />
          <TextField label={m.auth_confirm_password()} name="confirmPassword" type="password" autoComplete="new-password" value={b} onValueChange={on.b} />
          <FormMessage message={message} />
          <Button type="submit" wide disabled={!canReset}>
            {m.auth_reset_password()}
          </Button>
          <Button tone="ghost" onClick={on.back}>
            {m.auth_back()}
          </Button>
        </form>
      ) : null}
      <Button tone="ghost" onClick={onLogin}>
        {m.auth_back_to_login()}
      </Button>
    </ThreeSteps>
  );
}
