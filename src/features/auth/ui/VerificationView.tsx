import { useUnit } from 'effector-react';
import { Button } from '@/shared/ui/button';
import { CodeInput } from '@/shared/ui/code-input';
import { FormMessage } from '@/shared/ui/status';
import { backToLoginClicked, $error, $pending, $phone } from '../model/login';
import { $code, $codeSent, $sending, $verifyMessage, $verifying, codeChanged, sendCodeClicked, verifyClicked } from '../model/verification';
import * as css from './login.css';

/** Inline verification of an unverified login (spec §2.3): send code, six boxes, Verify, Back to Login. */
export function VerificationView() {
  const [phone, code, sent, sending, verifying, message] = useUnit([$phone, $code, $codeSent, $sending, $verifying, $verifyMessage]);
  // after a verified code the view logs in again (spec §4): that login's failure shows here too
  const [loggingIn, loginError] = useUnit([$pending, $error]);
  const [setCode, send, verify, back] = useUnit([codeChanged, sendCodeClicked, verifyClicked, backToLoginClicked]);
  return (
    <section className={css.form} aria-labelledby="verify-title">
      <h2 id="verify-title">Verify your phone</h2>
      <p>
        {phone} is not verified yet. We will send a code by SMS.
      </p>
      <Button tone="secondary" onClick={send} disabled={sending}>
        {sent ? 'Resend code' : 'Send code'}
      </Button>
      <CodeInput value={code} onChange={setCode} disabled={verifying || loggingIn} />
      <FormMessage message={message} />
      {loginError ? <FormMessage message={{ kind: 'error', text: loginError }} /> : null}
      <Button onClick={verify} disabled={verifying || loggingIn} wide>
        {loggingIn ? 'Logging in...' : 'Verify'}
      </Button>
      <Button tone="ghost" onClick={back}>
        Back to Login
      </Button>
    </section>
  );
}
