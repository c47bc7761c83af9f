import { createEvent, createStore, sample } from 'effector';
import { sendPhoneCode, validatePhoneCode } from '@/shared/api/index.account';
import { createOtpFlow, isCompleteCode, normalizeCode, type FlowMessage } from '@/shared/lib/otp';
import { loggedOut } from '@/entities/session';
import { $needsVerification, $password, $phone, backToLoginClicked, loginFx } from './login';
import { m, type Message } from '@/shared/i18n';

/**
 * Inline verification of an unverified login (spec §2.3, §4 "Signup and verification", §5 Inline
 * verification view): send a code, type it in six boxes, Verify; on success log in again with the
 * phone as username and the same password.
 */
export const VERIFY_NEEDS_CODE_REQUEST: Message = m.auth_need_code_request;
export const VERIFY_CODE_TOO_SHORT: Message = m.auth_code_too_short;

const otp = createOtpFlow({ sendCode: sendPhoneCode, validateCode: validatePhoneCode });

export const codeChanged = createEvent<string>();
export const sendCodeClicked = createEvent();
export const verifyClicked = createEvent();

export const $code = createStore('').on(codeChanged, (_, v) => normalizeCode(v));
/** §5 alert rule: verification id missing, or a code under 5 characters. */
const $alert = createStore<Message | null>(null);
export const $verifyMessage = createStore<FlowMessage | null>(null);
export const $codeSent = otp.$verificationId.map((id) => id !== null);
export const $sending = otp.$pending;
export const $verifying = otp.$verifying;

// When Send code is pressed, then send a code to the login phone.
sample({ clock: sendCodeClicked, source: $phone, target: otp.codeRequested });

const check = sample({
  clock: verifyClicked,
  source: { id: otp.$verificationId, code: $code },
  fn: ({ id, code }) => (id === null ? VERIFY_NEEDS_CODE_REQUEST : code.length < 5 ? VERIFY_CODE_TOO_SHORT : null),
});
$alert.on(check, (_, problem) => problem).reset([sendCodeClicked, codeChanged]);
// When the code passes the alert rules, then check it with the server.
sample({
  clock: check,
  source: { phone: $phone, code: $code, password: $password },
  filter: (_, problem) => problem === null,
  fn: ({ phone, code, password }) => ({ phone, code, password: password.trim() }),
  target: otp.codeSubmitted,
});
// When the phone is verified, then log in automatically with the phone and the password (spec §4).
sample({
  clock: otp.verifyFx.done,
  source: { phone: $phone, password: $password },
  fn: ({ phone, password }) => ({ username: phone.trim(), password: password.trim() }),
  target: loginFx,
});

// the alert wins over the flow message; both clear when the player goes back
sample({
  source: { alert: $alert, flow: otp.$message },
  fn: ({ alert, flow }): FlowMessage | null => (alert ? { kind: 'error', text: alert } : flow),
  target: $verifyMessage,
});

// When the player goes back to login or logs out, then forget the verification (spec §4 Logout).
sample({ clock: [backToLoginClicked, loggedOut], target: otp.flowReset });
$code.reset([backToLoginClicked, loggedOut]);
$alert.reset([backToLoginClicked, loggedOut]);
export { isCompleteCode, $needsVerification };
