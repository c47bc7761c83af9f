import { createEffect, createEvent, createStore, sample } from 'effector';
import { requestPasswordReset, resetPassword, sendPhoneCode, validatePhoneCode } from '@/shared/api/index.account';
import { createOtpFlow, isCompleteCode, isTenDigitPhone, normalizeCode, OTP_MESSAGES, type FlowMessage } from '@/shared/lib/otp';
import { canResetPassword } from '@/shared/lib/password';
import { MESSAGES } from '@/shared/config';
import { navigateFx } from '@/shared/routing';
import { m, type Message } from '@/shared/i18n';

/** Spec §4 "Password reset" and §5 "Forgot password" messages, verbatim. */
export const RESET_MESSAGES = {
  requesting: m.auth_reset_requesting,
  changing: m.auth_reset_changing,
  changed: MESSAGES.passwordChanged,
  invalidToken: m.auth_invalid_token,
  /**
   * Our wording: the spec requires both passwords but names no message. A model guard: the Reset
   * button is disabled until both are equal and ≥ 6 characters, so the UI never reaches it.
   */
  passwordsRequired: m.auth_passwords_required,
} satisfies Record<string, Message>;

/**
 * Forgot password in three steps (spec §2.5, §4 Password reset, §5 Forgot password):
 * 1 phone → GET /users/pwd_change_request answers `{ token, verification_id }` and the code is sent;
 * 2 code → POST /users/validate_phone with that verification id;
 * 3 new password + confirmation → POST /users/reset_pwd `{ phone, newPassword, confirmPassword, token }`,
 * then back to `/auth`, which shows the success message.
 */
const otp = createOtpFlow({ sendCode: sendPhoneCode, validateCode: validatePhoneCode });

/** The page closed: the next visit starts fresh (reset on leave, so nothing typed is ever reset). */
export const resetLeft = createEvent();
/** The phone field changed (digits only, at most 10: the shared PhoneField). */
export const phoneChanged = createEvent<string>();
/** The code boxes changed; kept uppercased, letters and digits only, at most 6. */
export const codeChanged = createEvent<string>();
/** The new password changed (the strength meter reads it). */
export const newPasswordChanged = createEvent<string>();
/** The confirmation changed. */
export const confirmPasswordChanged = createEvent<string>();
/** Step 1: Send Code. */
export const sendClicked = createEvent();
/** Step 2: Verify Code. */
export const verifyClicked = createEvent();
/** Step 3: Reset Password. */
export const resetClicked = createEvent();
/** Back: one step back. */
export const backClicked = createEvent();

/** GET /users/pwd_change_request (spec §7): `{ token, verification_id }`; no bearer (spec §6). */
export const requestResetFx = createEffect((phone: string) => requestPasswordReset(phone));
/** POST /users/reset_pwd (spec §7); no bearer (spec §6). */
export const resetPasswordFx = createEffect((body: { phone: string; newPassword: string; confirmPassword: string; token: string }) => resetPassword(body));

export const $step = createStore<1 | 2 | 3>(1);
export const $phone = createStore('').on(phoneChanged, (_, v) => v);
export const $code = createStore('').on(codeChanged, (_, v) => normalizeCode(v));
export const $newPassword = createStore('').on(newPasswordChanged, (_, v) => v);
export const $confirmPassword = createStore('').on(confirmPasswordChanged, (_, v) => v);
/** The reset token of spec §3 "password reset (verification id, token, messages)". */
export const $token = createStore<string | null>(null).on(requestResetFx.doneData, (_, d) => d.token || null);
/** Spec §5: reset only when both passwords are equal and at least 6 characters long. */
export const $canReset = sample({
  source: { a: $newPassword, b: $confirmPassword, busy: resetPasswordFx.pending },
  fn: ({ a, b, busy }) => !busy && canResetPassword(a, b),
});
export const $busy = sample({
  source: [requestResetFx.pending, otp.$verifying, resetPasswordFx.pending],
  fn: (flags) => flags.some(Boolean),
});
const $problem = createStore<Message | null>(null);
const $requestMessage = createStore<FlowMessage | null>(null)
  .on(requestResetFx, () => ({ kind: 'info', text: RESET_MESSAGES.requesting }))
  .on(requestResetFx.done, () => ({ kind: 'success', text: OTP_MESSAGES.sent }))
  .on(requestResetFx.failData, (_, e) => ({ kind: 'error', text: e.message }))
  .on(resetPasswordFx, () => ({ kind: 'info', text: RESET_MESSAGES.changing }))
  .on(resetPasswordFx.failData, (_, e) => ({ kind: 'error', text: e.message }));
export const $message = createStore<FlowMessage | null>(null);

const everything = [$step, $phone, $code, $newPassword, $confirmPassword, $token, $problem, $requestMessage];
for (const store of everything) store.reset(resetLeft);
sample({ clock: resetLeft, target: otp.flowReset });

// When Send is pressed with a 10-digit phone, then ask the server for a reset (it sends the code).
const phoneCheck = sample({ clock: sendClicked, source: $phone, fn: (phone) => (isTenDigitPhone(phone) ? null : OTP_MESSAGES.badPhone) });
sample({
  clock: phoneCheck,
  source: { phone: $phone, busy: requestResetFx.pending },
  filter: ({ busy }, problem) => problem === null && !busy,
  fn: ({ phone }) => phone,
  target: requestResetFx,
});
// When the reset is granted, then the code flow uses its verification id, and step 2 opens.
sample({ clock: requestResetFx.doneData, fn: (d) => d.verification_id, target: otp.verificationIdReceived });
$step.on(requestResetFx.done, () => 2);

// When Verify is pressed with a complete code, then check it.
const codeCheck = sample({ clock: verifyClicked, source: $code, fn: (code) => (isCompleteCode(code) ? null : OTP_MESSAGES.badCode) });
sample({ clock: codeCheck, source: { phone: $phone, code: $code }, filter: (_, problem) => problem === null, target: otp.codeSubmitted });
$step.on(otp.verifyFx.done, () => 3);

// When Reset is pressed, then check phone, token and passwords (spec §5) before calling the server.
const resetCheck = sample({
  clock: resetClicked,
  source: { phone: $phone, token: $token, a: $newPassword, b: $confirmPassword },
  fn: ({ phone, token, a, b }) => {
    if (!isTenDigitPhone(phone)) return OTP_MESSAGES.badPhone;
    if (!token) return RESET_MESSAGES.invalidToken;
    if (!a || !b) return RESET_MESSAGES.passwordsRequired;
    return canResetPassword(a, b) ? null : RESET_MESSAGES.passwordsRequired;
  },
});
sample({
  clock: resetCheck,
  source: { phone: $phone, token: $token, newPassword: $newPassword, confirmPassword: $confirmPassword, busy: resetPasswordFx.pending },
  filter: ({ busy }, problem) => problem === null && !busy,
  fn: ({ phone, token, newPassword, confirmPassword }) => ({ phone, token: token!, newPassword, confirmPassword }),
  target: resetPasswordFx,
});
// When the password is changed, then back to login, which shows the success message (spec §2.5).
sample({ clock: resetPasswordFx.done, fn: () => ({ to: '/auth', search: { notice: 'reset' } }) as const, target: navigateFx });

$step.on(backClicked, (step) => (step > 1 ? ((step - 1) as 1 | 2) : step));
$code.reset(backClicked);
$problem
  .on([phoneCheck, codeCheck, resetCheck], (_, p) => p)
  .reset([backClicked, requestResetFx, otp.verifyFx, resetPasswordFx]);
$requestMessage.reset([backClicked, otp.verifyFx]);

// What the form shows: a validation problem first, then the request/reset message, then the code flow's.
sample({
  source: { problem: $problem, request: $requestMessage, flow: otp.$message, step: $step },
  fn: ({ problem, request, flow, step }): FlowMessage | null =>
    problem ? { kind: 'error', text: problem } : step === 2 ? (flow ?? request) : (request ?? flow),
  target: $message,
});
