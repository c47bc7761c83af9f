import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Message } from '@/shared/i18n';
import { OTP_MESSAGES } from './messages';

export interface FlowMessage {
  kind: 'info' | 'success' | 'error';
  /** A catalogue message (worded when shown) or the server's own text. */
  text: string | Message;
}

/** The two calls a code flow makes; the HTTP client's `sendPhoneCode` and `validatePhoneCode`. */
export interface OtpCalls {
  /** Sends a code to `phone`; resolves to the verification id. */
  sendCode(phone: string): Promise<string>;
  /** Checks a code; rejects with the server's message (an `ApiError`) when it is wrong. */
  validateCode(body: { phone: string; code: string; verificationId: string; password?: string }): Promise<unknown>;
}

/**
 * A one-time-code flow (spec §4 "Signup and verification"): send a code (GET /users/verify_phone),
 * then check it (POST /users/validate_phone), with the spec's messages at each step. Signup,
 * the inline verification and the password reset each create their own instance and pass in the
 * HTTP calls (`calls`), so this rule stays below the API it drives.
 */
export function createOtpFlow(calls: OtpCalls) {
  const codeRequested = createEvent<string>();
  const codeSubmitted = createEvent<{ phone: string; code: string; password?: string }>();
  /** A verification id that came another way (the password-reset request). */
  const verificationIdReceived = createEvent<string>();
  const flowReset = createEvent();

  const sendCodeFx = createEffect((phone: string) => calls.sendCode(phone));
  const verifyFx = createEffect((body: { phone: string; code: string; verificationId: string; password?: string }) => calls.validateCode(body));

  const $verificationId = createStore<string | null>(null)
    .on(sendCodeFx.doneData, (_, id) => id)
    .on(verificationIdReceived, (_, id) => id)
    .reset(flowReset);
  const $message = createStore<FlowMessage | null>(null)
    .on(sendCodeFx, () => ({ kind: 'info', text: OTP_MESSAGES.sending }))
    .on(sendCodeFx.done, () => ({ kind: 'success', text: OTP_MESSAGES.sent }))
    .on(sendCodeFx.fail, () => ({ kind: 'error', text: OTP_MESSAGES.sendFailed }))
    .on(verifyFx, () => ({ kind: 'info', text: OTP_MESSAGES.verifying }))
    .on(verifyFx.done, () => ({ kind: 'success', text: OTP_MESSAGES.verified }))
    .on(verifyFx.failData, (_, e) => ({ kind: 'error', text: e.message }))
    .reset(flowReset);
  const $verified = createStore(false)
    .on(verifyFx.done, () => true)
    .on(verifyFx.fail, () => false)
    .reset(flowReset);
  const $pending = sendCodeFx.pending;
  const $verifying = verifyFx.pending;

  // When a code is asked for (and none is on its way), then send it.
  sample({ clock: codeRequested, filter: sendCodeFx.pending.map((p) => !p), target: sendCodeFx });
  // When a code is submitted, then check it with the verification id we hold.
  sample({
    clock: codeSubmitted,
    source: { verificationId: $verificationId, busy: verifyFx.pending },
    filter: ({ verificationId, busy }) => verificationId !== null && !busy,
    fn: ({ verificationId }, body) => ({ ...body, verificationId: verificationId! }),
    target: verifyFx,
  });

  return {
    codeRequested,
    codeSubmitted,
    verificationIdReceived,
    flowReset,
    sendCodeFx,
    verifyFx,
    $verificationId,
    $message,
    $verified,
    $pending,
    $verifying,
  };
}
