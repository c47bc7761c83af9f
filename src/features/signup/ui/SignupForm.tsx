import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { telegramLaunchParams } from '@/shared/telegram';
import { Button } from '@/shared/ui/button';
import { sanitizePhone, TextField } from '@/shared/ui/field';
import { CheckboxField } from '@/shared/ui/field/index.checkbox';
import { CodeStep, PhoneStep, submitting, ThreeSteps } from '@/shared/ui/otp-steps';
import { FormMessage } from '@/shared/ui/status';
import * as model from '../model/signup';
import { m, useLanguage } from '@/shared/i18n';
import * as css from './signup.css';

/** Signup, three steps (spec §2.4). */
export function SignupForm({ onLogin }: { onLogin(): void }) {
  const [step, phone, code, username, password, password2, referral, ageConfirmed, message, busy] = useUnit([
    model.$step,
    model.$phone,
    model.$code,
    model.$username,
    model.$password,
    model.$password2,
    model.$referral,
    model.$ageConfirmed,
    model.$message,
    model.$busy,
  ]);
  const [ageRefused, asking] = useUnit([model.$ageRefused, model.$contactPending]);
  // Telegram's native side is there (launch data alone proves nothing): its phone can be asked for
  const inTelegram = useMemo(() => telegramLaunchParams() !== null, []);
  useLanguage();
  const on = useUnit({
    phone: model.phoneChanged,
    code: model.codeChanged,
    username: model.usernameChanged,
    password: model.passwordChanged,
    password2: model.password2Changed,
    referral: model.referralChanged,
    ageConfirmed: model.ageConfirmedChanged,
    send: model.sendOtpClicked,
    resend: model.resendClicked,
    verify: model.verifyOtpClicked,
    create: model.createClicked,
    back: model.backClicked,
    telegramNumber: model.telegramNumberClicked,
  });

  return (
    <ThreeSteps step={step}>
      {step === 1 ? (
        <PhoneStep phone={phone} onPhone={on.phone} onSubmit={on.send} message={message} busy={busy} submitLabel={m.auth_send_otp()}>
          {inTelegram ? (
            <Button tone="secondary" onClick={on.telegramNumber} disabled={asking || busy}>
              {asking ? m.telegram_phone_asking() : m.telegram_use_my_number()}
            </Button>
          ) : null}
        </PhoneStep>
      ) : null}
      {step === 2 ? (
        <CodeStep phone={phone} code={code} onCode={on.code} onSubmit={on.verify} message={message} busy={busy} submitLabel={m.auth_verify_otp()}>
          <div className={css.row}>
            <Button tone="secondary" onClick={on.resend} disabled={busy}>
              {m.auth_resend_code_button()}
            </Button>
            <Button tone="ghost" onClick={on.back}>
              {m.auth_back()}
            </Button>
          </div>
        </CodeStep>
      ) : null}
      {step === 3 ? (
        <form onSubmit={submitting(on.create)} noValidate aria-label={m.auth_step3_account()}>
          <TextField label={m.auth_username()} name="username" autoComplete="username" value={username} onValueChange={on.username} />
          <TextField label={m.auth_password()} name="password" type="password" autoComplete="new-password" value={password} onValueChange={on.password} />
          <TextField label={m.auth_password2()} name="password2" type="password" autoComplete="new-password" value={password2} onValueChange={on.password2} />
          {/* the referral is the inviter's phone number (spec §5 Signup) or their short invite code (letters kept);
              not the player's own, so no autofill */}
          <TextField label={m.auth_referral()} name="referral" autoComplete="off" value={referral} onValueChange={(v) => on.referral(/[a-z]/i.test(v) ? v : sanitizePhone(v))} />
          {/* responsible play: required; the form refuses to create the account without it */}
          <CheckboxField
            label={m.auth_age_confirm()}
            name="ageConfirmed"
            required
            checked={ageConfirmed}
            onCheckedChange={on.ageConfirmed}
            aria-invalid={ageRefused || undefined}
          />
          <FormMessage message={message} />
          <Button type="submit" wide disabled={busy}>
            {m.auth_create_account()}
          </Button>
          <Button tone="ghost" onClick={on.back}>
            {m.auth_back()}
          </Button>
        </form>
      ) : null}
      <Button tone="ghost" onClick={onLogin}>
        {m.auth_have_account()}
      </Button>
    </ThreeSteps>
  );
}
