import { useUnit } from 'effector-react';
import { Button } from '@/shared/ui/button';
import { CodeInput } from '@/shared/ui/code-input';
import { FormMessage } from '@/shared/ui/status';
import { backToLoginClicked, $phone } from '../model/login';
import { $code, $codeSent, $sending, $verifyMessage, $verifying, codeChanged, sendCodeClicked, verifyClicked } from '../model/verification';
import * as css from './login.css';

/** Inline verification of an unverified login (spec §2.3): send code, six boxes, Verify, Back to Login. */
export function VerificationView() {
  const [phone, code, sent, sending, verifying, message] = useUnit([$phone, $code, $codeSent, $sending, $verifying, $verifyMessage]);
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
      <CodeInput value={code} onChange={setCode} />
      <FormMessage message={message} />
      <Button onClick={verify} disabled={verifying} wide>
        Verify
      </Button>
      <Button tone="ghost" onClick={back}>
        Back to Login
      </Button>
    </section>
  );
}
