import { createEffect, createEvent, createStore, sample } from 'effector';
import { createUser, sendPhoneCode, telegramVerifyPhone, validatePhoneCode } from '@/shared/api/index.account';
import { createOtpFlow, isCompleteCode, isTenDigitPhone, normalizeCode, OTP_MESSAGES, type FlowMessage } from '@/shared/lib/otp';
import { referralPhone, referralPrefill } from '@/shared/lib/referral/index.read';
import { keepAgeConfirmation } from '../lib/age-confirmation';
import { MESSAGES } from '@/shared/config';
import { $telegramSignup, sharedPhoneOf, telegramAccountCreated } from '@/entities/telegram-signup';
import { askTelegramForContact, telegramInitData } from '@/shared/telegram';
import { navigateFx } from '@/shared/routing';
import { m, type Message } from '@/shared/i18n';

/**
 * Signup in three steps (spec §2.4, §4 "Signup and verification", §5 Signup): phone + Send OTP;
 * code + Verify OTP / Resend Code / Back; username, passwords, optional referral + Create Account,
 * then `/auth`. The code being sent moves to step 2, verification to step 3; Back steps back one.
 * Responsible play (ours): step 3 also requires the "21 years of age or older" box, sent as the
 * proposed `age_confirmed: true` and kept on the device.
 * Inside Telegram (from the "Link your Cartela account" screen, features/telegram-mini-app) the phone Telegram
 * shared prefills step 1, or a short notice says why it is empty; "Use my Telegram number" asks
 * Telegram for it on step 1 too. While step 1's phone is still the one Telegram shared, Send OTP
 * first offers the server Telegram's signed contact (proposed `POST /users/telegram_verify_phone/`):
 * 200 → step 3 with no SMS code; any other answer → the SMS code as for any signup (the server
 * decides). The new account is then handed back to the Mini App to link and sign in instead of
 * going to `/auth`.
 */
export const SIGNUP_MESSAGES = {
  badUsername: m.auth_bad_username,
  badPassword: m.auth_bad_password,
  mismatch: m.auth_mismatch,
  badReferral: m.auth_bad_referral,
  ageRequired: m.auth_age_required,
  success: MESSAGES.signupSucceeded,
} satisfies Record<string, Message>;

const otp = createOtpFlow({ sendCode: sendPhoneCode, validateCode: validatePhoneCode });

/** The page opened; `ref` is the `?ref=` parameter (prefills the referral code). */
export const signupOpened = createEvent<{ ref?: string }>();
/** The page closed: the next visit starts fresh (reset on leave, so nothing typed is ever reset). */
export const signupLeft = createEvent();
export const phoneChanged = createEvent<string>();
export const codeChanged = createEvent<string>();
export const usernameChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const password2Changed = createEvent<string>();
export const referralChanged = createEvent<string>();
/** Responsible play: the "21 years of age or older" box of step 3 was ticked or cleared. */
export const ageConfirmedChanged = createEvent<boolean>();
export const sendOtpClicked = createEvent();
export const resendClicked = createEvent();
export const verifyOtpClicked = createEvent();
export const createClicked = createEvent();
export const backClicked = createEvent();
/** Inside Telegram: "Use my Telegram number" on step 1. */
export const telegramNumberClicked = createEvent();

export const $step = createStore<1 | 2 | 3>(1);
export const $phone = createStore('').on(phoneChanged, (_, v) => v);
export const $code = createStore('').on(codeChanged, (_, v) => normalizeCode(v));
export const $username = createStore('').on(usernameChanged, (_, v) => v);
export const $password = createStore('').on(passwordChanged, (_, v) => v);
export const $password2 = createStore('').on(password2Changed, (_, v) => v);
export const $referral = createStore('')
  // the inviter's phone (digits only), or their short invite code as typed (it has letters: "0XSN-KN60")
  .on(referralChanged, (_, v) => (/[a-z]/i.test(v) ? v.toUpperCase().replace(/[^0-9A-Z -]/g, '').slice(0, 10) : v.replace(/\D/g, '').slice(0, 10)))
  .on(signupOpened, (current, { ref }) => (ref ? referralPrefill(ref) : current));
// When signup opens from Telegram with the phone it shared, then step 1 starts with it.
sample({ clock: signupOpened, source: $telegramSignup, filter: (start) => Boolean(start?.phone), fn: (start) => start?.phone ?? '', target: phoneChanged });
/** Why Telegram's phone is not prefilled (shown at step 1 until the code is asked for). */
const $telegramNotice = createStore<Message | null>(null);
sample({ clock: signupOpened, source: $telegramSignup, fn: (start) => start?.notice ?? null, target: $telegramNotice });
/** The phone Telegram shared and its signed contact answer (unchanged), offered to the server while step 1's phone is that phone. */
const $telegramShared = createStore<{ phone: string; contact: string } | null>(null);
sample({
  clock: signupOpened,
  source: $telegramSignup,
  fn: (start) => (start?.phone && start.contact ? { phone: start.phone, contact: start.contact } : null),
  target: $telegramShared,
});
/** This signup runs from Telegram: the new account goes back to the Mini App (read on each opening; the Mini App clears the hand-over). */
const $fromTelegram = createStore(false);
sample({ clock: signupOpened, source: $telegramSignup, fn: (start) => start !== null, target: $fromTelegram });
export const $ageConfirmed = createStore(false).on(ageConfirmedChanged, (_, v) => v);
const $problem = createStore<Message | null>(null);
export const $message = createStore<FlowMessage | null>(null);
/** The form was refused for the unticked 21-or-older box (the box is marked invalid). */
export const $ageRefused = $problem.map((p) => p === SIGNUP_MESSAGES.ageRequired);

export const createUserFx = createEffect((body: { username: string; phone: string; password: string; agentId: string; age_confirmed: true }) => createUser(body));
/**
 * Keeps the player's 21-or-older confirmation on the device (local storage `cartela.ageConfirmed`:
 * `{ phone, at }`, `at` in epoch ms) once the account exists; logout forgets it with the rest.
 */
export const keepAgeConfirmationFx = createEffect((phone: string) => keepAgeConfirmation(phone, Date.now()));
/**
 * Asks Telegram for the player's phone ("Use my Telegram number"; the bridge, with this launch's
 * version). Never rejects: outside Telegram or with a bridge that cannot load, `unsupported`.
 */
export const requestTelegramContactFx = createEffect(() => askTelegramForContact());
export const $contactPending = requestTelegramContactFx.pending;
/**
 * Proposed `POST /users/telegram_verify_phone/`: the phone with Telegram's signed contact and this
 * launch's raw init data. `{message}` when the server takes it instead of an SMS code.
 * @throws ApiError (400, 401, 404, 501, no answer), or an Error without launch data
 */
export const telegramVerifyPhoneFx = createEffect(async ({ phone, contact }: { phone: string; contact: string }) => {
  const initData = telegramInitData();
  if (!initData) throw new Error('no Telegram launch data');
  return telegramVerifyPhone({ initData, contact, phone });
});
/** Step 3 was reached through Telegram's contact (Back from there returns to step 1: no code was sent). */
const $verifiedByTelegram = createStore(false)
  .on(telegramVerifyPhoneFx.done, () => true)
  .reset([signupLeft, telegramVerifyPhoneFx, otp.sendCodeFx]);
export const $busy = sample({
  source: { a: otp.$pending, b: otp.$verifying, c: createUserFx.pending, d: telegramVerifyPhoneFx.pending },
  fn: ({ a, b, c, d }) => a || b || c || d,
});

// A fresh form for the next visit once the page is left.
for (const store of [$step, $phone, $code, $username, $password, $password2, $referral, $ageConfirmed]) store.reset(signupLeft);
sample({ clock: signupLeft, target: otp.flowReset });
$fromTelegram.reset(signupLeft);
$telegramShared.reset(signupLeft);
$telegramNotice.reset([signupLeft, sendOtpClicked, requestTelegramContactFx]);

const phoneProblem = (phone: string) => (isTenDigitPhone(phone) ? null : OTP_MESSAGES.badPhone);
const sendCheck = sample({ clock: sendOtpClicked, source: $phone, fn: phoneProblem });
const resendCheck = sample({ clock: resendClicked, source: $phone, fn: phoneProblem });
// When Send OTP is pressed with the phone Telegram shared, unchanged, then offer the server its signed contact first.
sample({
  clock: sendCheck,
  source: { phone: $phone, shared: $telegramShared, busy: $busy },
  filter: ({ phone, shared, busy }, problem) => problem === null && !busy && shared !== null && shared.phone === phone,
  fn: ({ phone, shared }) => ({ phone, contact: shared!.contact }),
  target: telegramVerifyPhoneFx,
});
// When Send OTP is pressed with any other 10-digit phone, or Resend Code, then send the code; else say what is wrong.
sample({
  clock: sendCheck,
  source: { phone: $phone, shared: $telegramShared },
  filter: ({ phone, shared }, problem) => problem === null && shared?.phone !== phone,
  fn: ({ phone }) => phone,
  target: otp.codeRequested,
});
sample({ clock: resendCheck, source: $phone, filter: (_, problem) => problem === null, target: otp.codeRequested });
// When the server does not take Telegram's contact (400, 401, 404/501 not offered, no answer), then the SMS code as for any signup.
sample({ clock: telegramVerifyPhoneFx.fail, fn: ({ params }) => params.phone, target: otp.codeRequested });
// When the server took Telegram's contact, then straight to step 3: the phone is verified.
$step.on(telegramVerifyPhoneFx.done, (step) => (step === 1 ? 3 : step));

// When "Use my Telegram number" is pressed and Telegram is not asked already, then ask it.
sample({ clock: telegramNumberClicked, source: $contactPending, filter: (pending) => !pending, fn: () => undefined, target: requestTelegramContactFx });
const numberShared = sample({ clock: requestTelegramContactFx.doneData, fn: sharedPhoneOf });
// When Telegram shared a usable phone, then step 1's phone is that phone, kept with its contact for Send OTP.
sample({ clock: numberShared, filter: (shared) => shared.phone !== null, fn: (shared) => shared.phone!, target: phoneChanged });
$telegramShared.on(numberShared, (current, shared) => (shared.phone && shared.contact ? { phone: shared.phone, contact: shared.contact } : current));
$telegramNotice.on(numberShared, (_, shared) => shared.notice);
// When the code has been sent, then move to step 2 (spec §4).
$step.on(otp.sendCodeFx.done, (step) => (step === 1 ? 2 : step));

const codeCheck = sample({ clock: verifyOtpClicked, source: $code, fn: (code) => (isCompleteCode(code) ? null : OTP_MESSAGES.badCode) });
sample({ clock: codeCheck, source: { phone: $phone, code: $code }, filter: (_, problem) => problem === null, target: otp.codeSubmitted });
// When the phone is verified, then move to step 3 (spec §4).
$step.on(otp.verifyFx.done, () => 3);

const formCheck = sample({
  clock: createClicked,
  source: { username: $username, password: $password, password2: $password2, referral: $referral, ageConfirmed: $ageConfirmed },
  fn: ({ username, password, password2, referral, ageConfirmed }) => {
    if (!username.trim()) return SIGNUP_MESSAGES.badUsername;
    if (!password) return SIGNUP_MESSAGES.badPassword;
    if (password !== password2) return SIGNUP_MESSAGES.mismatch;
    if (referral && referralPhone(referral) === null) return SIGNUP_MESSAGES.badReferral;
    // responsible play: no account without the 21-or-older confirmation
    if (!ageConfirmed) return SIGNUP_MESSAGES.ageRequired;
    return null;
  },
});
// When the form is valid, then create the account; the referral number (a short code read back to it) is the agentId (spec §1).
sample({
  clock: formCheck,
  source: { username: $username, phone: $phone, password: $password, agentId: $referral, busy: createUserFx.pending },
  filter: ({ busy }, problem) => problem === null && !busy,
  fn: ({ username, phone, password, agentId }) => ({ username: username.trim(), phone, password, agentId: agentId && (referralPhone(agentId) ?? agentId), age_confirmed: true as const }),
  target: createUserFx,
});
sample({ clock: createUserFx.done, fn: ({ params }) => params.phone, target: keepAgeConfirmationFx });
// When the account exists, then go to /auth, which shows the success message (spec §2.4).
sample({ clock: createUserFx.done, source: $fromTelegram, filter: (fromTelegram) => !fromTelegram, fn: () => ({ to: '/auth', search: { notice: 'signup' } }) as const, target: navigateFx });
// When the account exists after a signup from Telegram, then the Mini App links it with these credentials and signs in.
sample({
  clock: createUserFx.done,
  source: $fromTelegram,
  filter: Boolean,
  fn: (_, { params }) => ({ username: params.phone, password: params.password }),
  target: telegramAccountCreated,
});

// When Back is pressed, then one step back; from step 3 reached with Telegram's contact, to step 1 (no code was sent).
sample({
  clock: backClicked,
  source: { step: $step, byTelegram: $verifiedByTelegram },
  fn: ({ step, byTelegram }): 1 | 2 | 3 => (step === 3 && byTelegram ? 1 : step > 1 ? ((step - 1) as 1 | 2) : step),
  target: $step,
});
$code.reset(backClicked);

$problem
  .on([sendCheck, resendCheck, codeCheck, formCheck], (_, p) => p)
  .reset([signupLeft, backClicked, otp.sendCodeFx, otp.verifyFx, createUserFx, telegramVerifyPhoneFx]);
/** What Telegram's contact at the server shows: verifying, then verified; nothing once it falls back to the code. */
const $telegramVerifyMessage = createStore<FlowMessage | null>(null)
  .on(telegramVerifyPhoneFx, () => ({ kind: 'info', text: OTP_MESSAGES.verifying }))
  .on(telegramVerifyPhoneFx.done, () => ({ kind: 'success', text: OTP_MESSAGES.verified }))
  .reset([signupLeft, backClicked, telegramVerifyPhoneFx.fail]);
const $createMessage = createStore<FlowMessage | null>(null)
  .on(createUserFx, () => ({ kind: 'info', text: OTP_MESSAGES.sending }))
  .on(createUserFx.done, () => ({ kind: 'success', text: SIGNUP_MESSAGES.success }))
  .on(createUserFx.failData, (_, e) => ({ kind: 'error', text: e.message }))
  .reset([signupLeft, backClicked]);
// What the form shows: a validation problem first, then the account or code flow's message.
sample({
  source: { problem: $problem, create: $createMessage, flow: otp.$message, step: $step, notice: $telegramNotice, telegram: $telegramVerifyMessage },
  fn: ({ problem, create, flow, step, notice, telegram }): FlowMessage | null =>
    problem
      ? { kind: 'error', text: problem }
      : step === 3
        ? (create ?? telegram ?? flow)
        : (telegram ?? flow ?? (notice ? { kind: 'info', text: notice } : null)),
  target: $message,
});
