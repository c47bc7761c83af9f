// Signing up, phone codes, password reset, Telegram sign-in and invitations (spec §2.3–§2.5, §2.16, §7);
// the account's linked Telegram user is in ./linked-telegram.ts.
import { parseAnswer } from '../http/validate';
import { http, validators, withNationalPhone } from './load';

/**
 * POST /users/telegram_login/ (proposed, beside spec §2.3 Login): signs in with the raw init data of
 * the Telegram Mini App; the login answer. @throws ApiError — 401 refused data (its 401 ends no
 * session), 404 no account linked to the Telegram user
 */
export async function telegramLogin(initData: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.telegramLogin({ init_data: initData }))]);
  return withNationalPhone(parseAnswer(zod.TelegramLoginResponse, answer.data, 'telegram_login'));
}

/**
 * POST /users/telegram_link/ (proposed): links the Telegram user of the init data to the account
 * (phone as `username`, password) and signs in; the login answer. @throws ApiError — 400 wrong credentials, 401 refused data
 */
export async function telegramLink(body: { initData: string; username: string; password: string }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.telegramLink({ init_data: body.initData, username: body.username, password: body.password }))]);
  return withNationalPhone(parseAnswer(zod.TelegramLinkResponse, answer.data, 'telegram_link'));
}

/**
 * POST /users/telegram_verify_phone/ (proposed, beside spec §4 Signup and verification): verifies
 * signup's `phone` with the contact Telegram shared (`contact`, `getRequestedContact`'s signed answer
 * unchanged) and the launch's raw init data, instead of an SMS code; `{message}` as validate_phone.
 * @throws ApiError — 400 the contact is not this user's or not this phone, 401 refused or stale
 * Telegram data, 404/501 not offered (the caller sends the SMS code on any of them)
 */
export async function telegramVerifyPhone(body: { initData: string; contact: string; phone: string }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.telegramVerifyPhone({ init_data: body.initData, contact: body.contact, phone: body.phone }))]);
  return parseAnswer(zod.TelegramVerifyPhoneResponse, answer.data, 'telegram_verify_phone');
}

/**
 * POST /users/create/ (spec §7, §2.4): the new user. `age_confirmed` is the proposed responsible-play
 * field, always `true` (the form refuses an unticked box). @throws ApiError whose message is the server's `error`
 */
export async function createUser(body: { username: string; phone: string; password: string; agentId: string; age_confirmed: true }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.createUser(body))]);
  return withNationalPhone(parseAnswer(zod.CreateUserResponse, answer.data, 'create'));
}

/** GET /users/verify_phone?phone= (spec §7): sends a code; answers the verification id. */
export async function sendPhoneCode(phone: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.verifyPhone({ phone }))]);
  return parseAnswer(zod.VerifyPhoneResponse, answer.data, 'verify_phone');
}

/** POST /users/validate_phone (spec §7): checks a code. @throws ApiError with the server's message */
export async function validatePhoneCode(body: { phone: string; code: string; verificationId: string; password?: string }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.validatePhone(body))]);
  return parseAnswer(zod.ValidatePhoneResponse, answer.data, 'validate_phone');
}

/** GET /users/pwd_change_request?phone= (spec §7): `{ token, verification_id }` of a reset. */
export async function requestPasswordReset(phone: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.pwdChangeRequest({ phone }))]);
  return parseAnswer(zod.PwdChangeRequestResponse, answer.data, 'pwd_change_request').data;
}

/** POST /users/reset_pwd (spec §7): sets the new password; answers `{ message }`. */
export async function resetPassword(body: { phone: string; newPassword: string; confirmPassword: string; token: string }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.resetPwd(body))]);
  return parseAnswer(zod.ResetPwdResponse, answer.data, 'reset_pwd').data;
}

/** POST /users/send_invitation_code (spec §7, §2.16): sends the invitation to the friend's phone; answers the message. @throws ApiError */
export async function sendInvitationCode(friendPhone: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.sendInvitationCode({ phone: friendPhone }))]);
  return parseAnswer(zod.SendInvitationCodeResponse, answer.data, 'send_invitation_code').data;
}
