import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { telegramAccountCreated, telegramSignupStarted } from '@/entities/telegram-signup';
import { navigateFx } from '@/shared/routing';
import { failWith, gate, mockCall } from '@tests/setup/http-server';
import * as m from './signup';

/** The calls of signup: what the app sent, and the answers unless a test says otherwise. */
const api = {} as Record<'sendPhoneCode' | 'validatePhoneCode' | 'createUser', ReturnType<typeof mockCall>>;
beforeEach(() => {
  api.sendPhoneCode = mockCall('get', '/users/verify_phone').mockResolvedValue('vrf-1');
  api.validatePhoneCode = mockCall('post', '/users/validate_phone').mockResolvedValue({ message: 'phone verified' });
  api.createUser = mockCall('post', '/users/create/').mockResolvedValue({ user: { username: 'selam', phone: '0922334455', verified: true } });
});

/** Spec §2.4, §4 "Signup and verification", §5 Signup: steps and messages, verbatim. */
async function atStep(step: 1 | 2 | 3) {
  const navigate = vi.fn();
  const keep = vi.fn();
  const scope = fork({ handlers: [[navigateFx, navigate], [m.keepAgeConfirmationFx, keep]] });
  await allSettled(m.signupOpened, { scope, params: { ref: 'Y3RsOjEwMDAwMDExOTA6cmVm' } });
  if (step >= 2) {
    await allSettled(m.phoneChanged, { scope, params: '0922334455' });
    await allSettled(m.sendOtpClicked, { scope });
  }
  if (step >= 3) {
    await allSettled(m.codeChanged, { scope, params: 'ab12cd' });
    await allSettled(m.verifyOtpClicked, { scope });
  }
  return { scope, navigate, keep, message: () => scope.getState(m.$message) };
}

describe('signup', () => {
  test('?ref= with a referral code prefills the inviter’s phone', async () => {
    const { scope } = await atStep(1);
    expect(scope.getState(m.$referral)).toBe('0911000001');
  });

  test('step 1: a phone that is not 10 digits is refused; a sent code moves to step 2', async () => {
    const { scope, message } = await atStep(1);
    await allSettled(m.phoneChanged, { scope, params: '091100' });
    await allSettled(m.sendOtpClicked, { scope });
    expect(message()).toEqual({ kind: 'error', text: says('Please enter a valid 10-digit phone number!') });
    expect(api.sendPhoneCode).not.toHaveBeenCalledWith({ phone: '091100' });
    await allSettled(m.phoneChanged, { scope, params: '0922334455' });
    await allSettled(m.sendOtpClicked, { scope });
    expect(scope.getState(m.$step)).toBe(2);
    expect(message()).toEqual({ kind: 'success', text: says('code sent to your phone! expires in 2 mins') });
  });

  test('step 1: while the code is on its way the message is "please wait ..."; a failure says so', async () => {
    const { scope, message } = await atStep(1);
    await allSettled(m.phoneChanged, { scope, params: '0922334455' });
    const { open: release, opened } = gate();
    api.sendPhoneCode.mockImplementationOnce(() => opened.then(() => failWith(500)));
    const sending = allSettled(m.sendOtpClicked, { scope });
    await vi.waitFor(() => expect(message()).toEqual({ kind: 'info', text: says('please wait ...') }));
    release();
    await sending;
    expect(message()).toEqual({ kind: 'error', text: says('unable to send code,try again') });
    expect(scope.getState(m.$step)).toBe(1);
  });

  test('step 2: the code must be 6 characters; verifying shows "verifing, please wait ..." then "you are verified!" and step 3', async () => {
    const { scope, message } = await atStep(2);
    await allSettled(m.codeChanged, { scope, params: 'ab1' });
    await allSettled(m.verifyOtpClicked, { scope });
    expect(message()).toEqual({ kind: 'error', text: says('Please enter the complete 6-digit code') });
    await allSettled(m.codeChanged, { scope, params: 'ab12cd' });
    expect(scope.getState(m.$code)).toBe('AB12CD');
    const { open: release, opened } = gate();
    api.validatePhoneCode.mockImplementationOnce(() => opened.then(() => ({ message: 'ok' })));
    const verifying = allSettled(m.verifyOtpClicked, { scope });
    await vi.waitFor(() => expect(message()).toEqual({ kind: 'info', text: says('verifing, please wait ...') }));
    release();
    await verifying;
    expect(api.validatePhoneCode).toHaveBeenLastCalledWith({ phone: '0922334455', code: 'AB12CD', verificationId: 'vrf-1' });
    expect(scope.getState(m.$step)).toBe(3);
    expect(message()).toEqual({ kind: 'success', text: says('you are verified!') });
  });

  test('step 2: a wrong code shows the server message and stays', async () => {
    const { scope, message } = await atStep(2);
    api.validatePhoneCode.mockResolvedValueOnce(failWith(400, { message: 'wrong code' }));
    await allSettled(m.codeChanged, { scope, params: 'ZZZZZZ' });
    await allSettled(m.verifyOtpClicked, { scope });
    expect(message()).toEqual({ kind: 'error', text: says('wrong code') });
    expect(scope.getState(m.$step)).toBe(2);
  });

  test('step 2: Resend Code sends a new code ("please wait ...", then "code sent ...") and stays on step 2', async () => {
    const { scope, message } = await atStep(2);
    await allSettled(m.codeChanged, { scope, params: 'ab1' });
    await allSettled(m.verifyOtpClicked, { scope });
    expect(message()?.text).toEqual(says('Please enter the complete 6-digit code'));
    api.sendPhoneCode.mockClear();
    const { open: release, opened } = gate();
    api.sendPhoneCode.mockImplementationOnce(() => opened.then(() => 'vrf-2'));
    const resending = allSettled(m.resendClicked, { scope });
    await vi.waitFor(() => expect(message()).toEqual({ kind: 'info', text: says('please wait ...') }));
    expect(scope.getState(m.$busy)).toBe(true);
    release();
    await resending;
    expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: '0922334455' });
    expect(message()).toEqual({ kind: 'success', text: says('code sent to your phone! expires in 2 mins') });
    expect(scope.getState(m.$step)).toBe(2);
    // the new code is checked with the new verification id
    await allSettled(m.codeChanged, { scope, params: 'QQ11WW' });
    await allSettled(m.verifyOtpClicked, { scope });
    expect(api.validatePhoneCode).toHaveBeenLastCalledWith({ phone: '0922334455', code: 'QQ11WW', verificationId: 'vrf-2' });
  });

  test('step 2: a failed resend says "unable to send code,try again" and stays on step 2', async () => {
    const { scope, message } = await atStep(2);
    api.sendPhoneCode.mockResolvedValueOnce(failWith(500));
    await allSettled(m.resendClicked, { scope });
    expect(message()).toEqual({ kind: 'error', text: says('unable to send code,try again') });
    expect(scope.getState(m.$step)).toBe(2);
  });

  test('leaving the page clears the form; a page without ?ref= keeps the referral empty', async () => {
    const { scope } = await atStep(3);
    await allSettled(m.signupLeft, { scope });
    expect(scope.getState(m.$step)).toBe(1);
    expect(scope.getState(m.$phone)).toBe('');
    expect(scope.getState(m.$referral)).toBe('');
    await allSettled(m.signupOpened, { scope, params: {} });
    expect(scope.getState(m.$referral)).toBe('');
    expect(scope.getState(m.$message)).toBeNull();
  });

  test('Back steps back one step', async () => {
    const { scope, message } = await atStep(3);
    await allSettled(m.createClicked, { scope });
    expect(message()?.text).toEqual(says('Invalid username!'));
    await allSettled(m.backClicked, { scope });
    expect(scope.getState(m.$step)).toBe(2);
    expect(scope.getState(m.$code)).toBe('');
    expect(message()?.kind).not.toBe('error');
    await allSettled(m.backClicked, { scope });
    expect(scope.getState(m.$step)).toBe(1);
    await allSettled(m.backClicked, { scope });
    expect(scope.getState(m.$step)).toBe(1);
  });

  test('step 3: username, password, mismatch and referral rules, in that order (spec §5)', async () => {
    const { scope, message } = await atStep(3);
    const create = () => allSettled(m.createClicked, { scope });
    await create();
    expect(message()?.text).toEqual(says('Invalid username!'));
    await allSettled(m.usernameChanged, { scope, params: 'selam' });
    await create();
    expect(message()?.text).toEqual(says('Invalid password!'));
    await allSettled(m.passwordChanged, { scope, params: 'pw123456' });
    await allSettled(m.password2Changed, { scope, params: 'pw12345' });
    await create();
    expect(message()?.text).toEqual(says('Password Mismatch!'));
    await allSettled(m.password2Changed, { scope, params: 'pw123456' });
    await allSettled(m.referralChanged, { scope, params: '0911' });
    await create();
    expect(message()?.text).toEqual(says('Invalid referral number!'));
    expect(scope.getState(m.$ageRefused)).toBe(false);
    await allSettled(m.referralChanged, { scope, params: '' });
    await create();
    expect(message()?.text).toEqual(says('Please confirm that you are 21 years of age or older to create an account.'));
    expect(scope.getState(m.$ageRefused)).toBe(true);
    expect(api.createUser).not.toHaveBeenCalled();
  });

  test('a friend\'s short invite code in the referral field is read back to the inviter\'s phone (the agentId); a mistyped one is refused', async () => {
    const { scope, message } = await atStep(3);
    await allSettled(m.usernameChanged, { scope, params: 'selam' });
    await allSettled(m.passwordChanged, { scope, params: 'pw123456' });
    await allSettled(m.password2Changed, { scope, params: 'pw123456' });
    await allSettled(m.ageConfirmedChanged, { scope, params: true });
    await allSettled(m.referralChanged, { scope, params: '0xsn-kn61' });
    expect(scope.getState(m.$referral)).toBe('0XSN-KN61');
    await allSettled(m.createClicked, { scope });
    expect(message()?.text).toEqual(says('Invalid referral number!'));
    await allSettled(m.referralChanged, { scope, params: '0xsn-kn60' });
    await allSettled(m.createClicked, { scope });
    expect(api.createUser).toHaveBeenCalledWith(expect.objectContaining({ agentId: '0911000001' }));
  });

  test('responsible play: the 21-or-older box is required, cleared on leaving, and kept on the device once the account exists', async () => {
    const { scope, keep, message } = await atStep(3);
    await allSettled(m.usernameChanged, { scope, params: 'selam' });
    await allSettled(m.passwordChanged, { scope, params: 'pw123456' });
    await allSettled(m.password2Changed, { scope, params: 'pw123456' });
    await allSettled(m.createClicked, { scope });
    expect(api.createUser).not.toHaveBeenCalled();
    expect(keep).not.toHaveBeenCalled();
    await allSettled(m.ageConfirmedChanged, { scope, params: true });
    await allSettled(m.createClicked, { scope });
    expect(message()?.kind).toBe('success');
    expect(scope.getState(m.$ageRefused)).toBe(false);
    expect(api.createUser).toHaveBeenCalledWith(expect.objectContaining({ age_confirmed: true }));
    expect(keep).toHaveBeenCalledWith('0922334455');
    await allSettled(m.signupLeft, { scope });
    expect(scope.getState(m.$ageConfirmed)).toBe(false);
  });

  test('a refused signup keeps nothing on the device', async () => {
    const { scope, keep } = await atStep(3);
    api.createUser.mockResolvedValueOnce(failWith(400, { error: 'phone number already registered' }));
    await allSettled(m.usernameChanged, { scope, params: 'selam' });
    await allSettled(m.passwordChanged, { scope, params: 'pw123456' });
    await allSettled(m.password2Changed, { scope, params: 'pw123456' });
    await allSettled(m.ageConfirmedChanged, { scope, params: true });
    await allSettled(m.createClicked, { scope });
    expect(keep).not.toHaveBeenCalled();
  });

  test('step 3: Create Account sends username, phone, password, agentId and goes to /auth with the success notice', async () => {
    const { scope, navigate } = await atStep(3);
    await allSettled(m.usernameChanged, { scope, params: ' selam ' });
    await allSettled(m.passwordChanged, { scope, params: 'pw123456' });
    await allSettled(m.password2Changed, { scope, params: 'pw123456' });
    await allSettled(m.ageConfirmedChanged, { scope, params: true });
    await allSettled(m.createClicked, { scope });
    expect(api.createUser).toHaveBeenCalledWith({ username: 'selam', phone: '0922334455', password: 'pw123456', agentId: '0911000001', age_confirmed: true });
    expect(navigate).toHaveBeenCalledWith({ to: '/auth', search: { notice: 'signup' } });
    expect(m.SIGNUP_MESSAGES.success()).toBe('signup succeded please sign in!');
  });

  test('step 3: a server refusal shows its `error` field', async () => {
    const { scope, message } = await atStep(3);
    api.createUser.mockResolvedValueOnce(failWith(400, { error: 'phone number already registered' }));
    await allSettled(m.usernameChanged, { scope, params: 'selam' });
    await allSettled(m.passwordChanged, { scope, params: 'pw123456' });
    await allSettled(m.password2Changed, { scope, params: 'pw123456' });
    await allSettled(m.ageConfirmedChanged, { scope, params: true });
    await allSettled(m.createClicked, { scope });
    expect(message()).toEqual({ kind: 'error', text: says('phone number already registered') });
  });

  test('from Telegram: the shared phone prefills step 1; the new account goes back to the Mini App to link, not to /auth', async () => {
    const navigate = vi.fn();
    const created = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate], [m.keepAgeConfirmationFx, vi.fn()]] });
    const stop = telegramAccountCreated.watch(created);
    await allSettled(telegramSignupStarted, { scope, params: { phone: '0922334455', contact: null, notice: null } });
    // the page may open, close and open again at once (React's StrictMode): the hand-over stays
    await allSettled(m.signupOpened, { scope, params: {} });
    await allSettled(m.signupLeft, { scope });
    await allSettled(m.signupOpened, { scope, params: {} });
    expect(scope.getState(m.$phone)).toBe('0922334455');
    expect(scope.getState(m.$message)).toBeNull();
    await allSettled(m.sendOtpClicked, { scope });
    expect(api.sendPhoneCode).toHaveBeenCalled();
    await allSettled(m.codeChanged, { scope, params: 'ab12cd' });
    await allSettled(m.verifyOtpClicked, { scope });
    await allSettled(m.usernameChanged, { scope, params: 'selam' });
    await allSettled(m.passwordChanged, { scope, params: 'selam123' });
    await allSettled(m.password2Changed, { scope, params: 'selam123' });
    await allSettled(m.ageConfirmedChanged, { scope, params: true });
    await allSettled(m.createClicked, { scope });
    stop();
    expect(created).toHaveBeenCalledWith({ username: '0922334455', password: 'selam123' });
    expect(navigate).not.toHaveBeenCalled();
  });

  test('from Telegram without a phone: step 1 is empty and says why, until Send OTP', async () => {
    const { m: messages } = await import('@/shared/i18n');
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    await allSettled(telegramSignupStarted, { scope, params: { phone: null, contact: null, notice: messages.telegram_phone_declined } });
    await allSettled(m.signupOpened, { scope, params: {} });
    expect(scope.getState(m.$phone)).toBe('');
    expect(scope.getState(m.$message)).toEqual({ kind: 'info', text: says('Telegram did not share your phone number. Please enter it below.') });
    await allSettled(m.sendOtpClicked, { scope });
    expect(scope.getState(m.$message)).toEqual({ kind: 'error', text: says('Please enter a valid 10-digit phone number!') });
    expect(scope.getState(m.$phone)).toBe('');
  });
});

/** Telegram's signed contact answer (`getRequestedContact`) for a phone as Telegram writes it. */
const contactAnswer = (phone: string) =>
  new URLSearchParams({ contact: JSON.stringify({ user_id: 700000009, phone_number: phone, first_name: 'Tigist' }), auth_date: '1764158400', hash: 'f'.repeat(64) }).toString();
const CONTACT = contactAnswer('251922334455');
const INIT_DATA = `auth_date=1764158400&user=${encodeURIComponent(JSON.stringify({ id: 700000009, first_name: 'Tigist' }))}&hash=${'e'.repeat(64)}`;

/** Proposed `POST /users/telegram_verify_phone/`: Telegram's contact instead of the SMS code, the server deciding (spec §4 Signup and verification). */
describe('signup with the phone Telegram shared', () => {
  let verify: ReturnType<typeof mockCall>;
  beforeEach(() => {
    verify = mockCall('post', '/users/telegram_verify_phone/').mockResolvedValue({ message: 'phone verified' });
    // Telegram's native side around the page, with this launch's data in the hash
    (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
    window.location.hash = new URLSearchParams({ tgWebAppData: INIT_DATA, tgWebAppVersion: '8.0' }).toString();
  });
  afterEach(() => {
    delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    window.location.hash = '';
    sessionStorage.clear();
  });

  async function fromTelegram(contact: string | null = CONTACT) {
    const scope = fork({ handlers: [[navigateFx, vi.fn()], [m.keepAgeConfirmationFx, vi.fn()]] });
    await allSettled(telegramSignupStarted, { scope, params: { phone: '0922334455', contact, notice: null } });
    await allSettled(m.signupOpened, { scope, params: {} });
    return scope;
  }

  test('Send OTP with the shared phone unchanged sends the raw contact and init data; 200 → step 3, no SMS code; Back → step 1', async () => {
    const scope = await fromTelegram();
    await allSettled(m.sendOtpClicked, { scope });
    expect(verify).toHaveBeenCalledWith({ init_data: INIT_DATA, contact: CONTACT, phone: '0922334455' });
    expect(api.sendPhoneCode).not.toHaveBeenCalled();
    expect(scope.getState(m.$step)).toBe(3);
    expect(scope.getState(m.$message)).toEqual({ kind: 'success', text: says('you are verified!') });
    await allSettled(m.usernameChanged, { scope, params: 'tigist' });
    await allSettled(m.passwordChanged, { scope, params: 'selam123' });
    await allSettled(m.password2Changed, { scope, params: 'selam123' });
    await allSettled(m.ageConfirmedChanged, { scope, params: true });
    await allSettled(m.createClicked, { scope });
    expect(api.createUser).toHaveBeenCalledWith(expect.objectContaining({ phone: '0922334455' }));
    await allSettled(m.backClicked, { scope });
    expect(scope.getState(m.$step)).toBe(1);
  });

  test.each([
    ['501 (not offered)', () => failWith(501, { message: 'not offered' })],
    ['404 (not offered)', () => failWith(404, { message: 'not found' })],
    ['400 (another phone)', () => failWith(400, { message: 'the phone Telegram shared is not this phone number' })],
    ['401 (stale data)', () => failWith(401, { message: 'Telegram data is invalid or expired' })],
    ['no answer', () => failWith(500)],
  ])('the server answering %s → the SMS code as for any signup, silently', async (_name, answer) => {
    verify.mockImplementation(async () => answer());
    const scope = await fromTelegram();
    await allSettled(m.sendOtpClicked, { scope });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: '0922334455' });
    expect(scope.getState(m.$step)).toBe(2);
    expect(scope.getState(m.$message)).toEqual({ kind: 'success', text: says('code sent to your phone! expires in 2 mins') });
  });

  test('not offered when the player edited the phone, or when no contact came with it', async () => {
    const scope = await fromTelegram();
    await allSettled(m.phoneChanged, { scope, params: '0933445566' });
    await allSettled(m.sendOtpClicked, { scope });
    expect(verify).not.toHaveBeenCalled();
    expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: '0933445566' });
    const noContact = await fromTelegram(null);
    await allSettled(m.sendOtpClicked, { scope: noContact });
    expect(verify).not.toHaveBeenCalled();
    expect(noContact.getState(m.$step)).toBe(2);
  });

  test('"Use my Telegram number" fills the phone and keeps the contact for Send OTP; declined or unusable → the notice, phone as typed', async () => {
    const ask = vi.fn(async () => ({ status: 'sent', contact: contactAnswer('+251 933 445 566') }));
    const scope = fork({ handlers: [[navigateFx, vi.fn()], [m.requestTelegramContactFx, ask]] });
    await allSettled(m.signupOpened, { scope, params: {} });
    await allSettled(m.phoneChanged, { scope, params: '09' });
    await allSettled(m.telegramNumberClicked, { scope });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(scope.getState(m.$phone)).toBe('0933445566');
    expect(scope.getState(m.$message)).toBeNull();
    await allSettled(m.sendOtpClicked, { scope });
    expect(verify).toHaveBeenCalledWith({ init_data: INIT_DATA, contact: contactAnswer('+251 933 445 566'), phone: '0933445566' });
    expect(scope.getState(m.$step)).toBe(3);

    const other = fork({ handlers: [[navigateFx, vi.fn()], [m.requestTelegramContactFx, ask]] });
    await allSettled(m.signupOpened, { scope: other, params: {} });
    await allSettled(m.phoneChanged, { scope: other, params: '0944' });
    ask.mockResolvedValueOnce({ status: 'cancelled' } as never);
    await allSettled(m.telegramNumberClicked, { scope: other });
    expect(other.getState(m.$phone)).toBe('0944');
    expect(other.getState(m.$message)).toEqual({ kind: 'info', text: says('Telegram did not share your phone number. Please enter it below.') });
    ask.mockResolvedValueOnce({ status: 'sent', contact: contactAnswer('+14155550100') });
    await allSettled(m.telegramNumberClicked, { scope: other });
    expect(other.getState(m.$phone)).toBe('0944');
    expect(other.getState(m.$message)).toEqual({ kind: 'info', text: says('Your Telegram phone number is not an Ethiopian mobile number. Please enter one below.') });
    ask.mockResolvedValueOnce({ status: 'unsupported' } as never);
    await allSettled(m.telegramNumberClicked, { scope: other });
    expect(other.getState(m.$message)).toEqual({ kind: 'info', text: says('This Telegram version cannot share your phone number. Please enter it below.') });
  });
});
