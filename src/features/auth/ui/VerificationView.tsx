import { useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
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
  useLanguage();
  return (
    <section className={css.form} aria-labelledby="verify-title">
      <h2 id="verify-title">{m.auth_verify_title()}</h2>
      <p>{m.auth_not_verified({ phone })}</p>
      <Button tone="secondary" onClick={send} disabled={sending}>
        {sent ? m.auth_resend_code() : m.auth_send_code()}
      </Button>
      <CodeInput value={code} onChange={setCode} disabled={verifying || loggingIn} />
      <FormMessage message={message} />
      {loginError ? <FormMessage message={{ kind: 'error', text: loginError }} /> : null}
      <Button onClick={verify} disabled={verifying || loggingIn} wide>
        {loggingIn ? m.auth_logging_in() : m.auth_verify()}
      </Button>
      <Button tone="ghost" onClick={back}>
        {m.auth_back_to_login()}
      </Button>
    </section>
  );
}
