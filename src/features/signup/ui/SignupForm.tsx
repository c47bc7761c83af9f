import { useUnit } from 'effector-react';
import { Button } from '@/shared/ui/button';
import { PhoneField, TextField } from '@/shared/ui/field';
import { CodeStep, PhoneStep, submitting, ThreeSteps } from '@/shared/ui/otp-steps';
import { FormMessage } from '@/shared/ui/status';
import * as m from '../model/signup';
import * as css from './signup.css';

/** Signup, three steps (spec §2.4). */
export function SignupForm({ onLogin }: { onLogin(): void }) {
  const [step, phone, code, username, password, password2, referral, message, busy] = useUnit([
    m.$step,
    m.$phone,
    m.$code,
    m.$username,
    m.$password,
    m.$password2,
    m.$referral,
    m.$message,
    m.$busy,
  ]);
  const on = useUnit({
    phone: m.phoneChanged,
    code: m.codeChanged,
    username: m.usernameChanged,
    password: m.passwordChanged,
    password2: m.password2Changed,
    referral: m.referralChanged,
    send: m.sendOtpClicked,
    resend: m.resendClicked,
    verify: m.verifyOtpClicked,
    create: m.createClicked,
    back: m.backClicked,
  });

  return (
    <ThreeSteps step={step}>
      {step === 1 ? <PhoneStep phone={phone} onPhone={on.phone} onSubmit={on.send} message={message} busy={busy} submitLabel="Send OTP" /> : null}
      {step === 2 ? (
        <CodeStep phone={phone} code={code} onCode={on.code} onSubmit={on.verify} message={message} busy={busy} submitLabel="Verify OTP">
          <div className={css.row}>
            <Button tone="secondary" onClick={on.resend} disabled={busy}>
              Resend Code
            </Button>
            <Button tone="ghost" onClick={on.back}>
              Back
            </Button>
          </div>
        </CodeStep>
      ) : null}
      {step === 3 ? (
        <form onSubmit={submitting(on.create)} noValidate aria-label="Step 3: your account">
          <TextField label="Username" name="username" autoComplete="username" value={username} onValueChange={on.username} />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" value={password} onValueChange={on.password} />
          <TextField label="Re-enter password" name="password2" type="password" autoComplete="new-password" value={password2} onValueChange={on.password2} />
          {/* the referral is the inviter's phone number (spec §5 Signup); not the player's own, so no autofill */}
          <PhoneField label="Referral code (optional)" name="referral" autoComplete="off" value={referral} onValueChange={on.referral} />
          <FormMessage message={message} />
          <Button type="submit" wide disabled={busy}>
            Create Account
          </Button>
          <Button tone="ghost" onClick={on.back}>
            Back
          </Button>
        </form>
      ) : null}
      <Button tone="ghost" onClick={onLogin}>
        Already have an account? Login
      </Button>
    </ThreeSteps>
  );
}
