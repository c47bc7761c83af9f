import { allSettled, fork } from 'effector';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { says } from '@tests/setup/says';
import { mockCall } from '@tests/setup/http-server';
import { $isLoggedIn, $user } from '@/entities/session';
import { $telegramSignup, telegramAccountCreated, telegramSignupStarted } from '@/entities/telegram-signup';
import { navigateFx } from '@/shared/routing';
import * as m from './sign-in';

const answer = (phone: string, verified = true) => ({ token: `mock.${phone}`, user: { username: 'abebe', phone, verified }, credit_balance: { current_balance: 500, promo_balance: 0 } });
const INIT_DATA = `auth_date=1764158400&query_id=AAH1&user=${encodeURIComponent(JSON.stringify({ id: 700000001, first_name: 'Abebe', last_name: 'Kebede', username: 'abebe_t' }))}&hash=abc`;
let login: ReturnType<typeof mockCall>;
let link: ReturnType<typeof mockCall>;

beforeEach(() => {
  localStorage.clear();
  login = mockCall('post', '/users/telegram_login/');
  link = mockCall('post', '/users/telegram_link/');
});

async function open(params: { startParam?: string | null; redirect?: string; contact?: () => Promise<unknown> } = {}) {
  const navigate = vi.fn();
  const scope = fork({
    handlers: params.contact ? [[navigateFx, navigate], [m.requestContactFx, params.contact]] : [[navigateFx, navigate]],
  });
  await allSettled(m.telegramSignInStarted, { scope, params: { initData: INIT_DATA, startParam: params.startParam ?? null, redirect: params.redirect } });
  return { scope, navigate };
}

/** Telegram sign-in (proposed telegram_login / telegram_link, beside spec §2.3 Login). */
describe('Telegram sign-in', () => {
  test('sends the raw init data unchanged and nothing else; 200 → logged in, on to the guard’s page', async () => {
    login.mockResolvedValue(answer('0911000001'));
    const { scope, navigate } = await open({ redirect: '/stake' });
    expect(login).toHaveBeenCalledWith({ init_data: INIT_DATA });
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(localStorage.getItem('token')).toBe('mock.0911000001');
    expect(navigate).toHaveBeenCalledWith({ href: '/stake' });
    expect(scope.getState(m.$step)).toBe('in');
  });

  test('a game_<id> deep link opens that scheduled game after sign-in; an outside redirect is not followed', async () => {
    login.mockResolvedValue(answer('0911000001'));
    expect((await open({ startParam: 'game_auto-7k2q' })).navigate).toHaveBeenCalledWith({ to: '/autoBoardSelector/$gameId', params: { gameId: 'auto-7k2q' } });
    expect((await open({ redirect: '//evil.example' })).navigate).toHaveBeenCalledWith({ to: '/gameType' });
  });

  test('401 → the login page with "Telegram could not confirm who you are…", no session', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'Telegram data signature is invalid' }, { status: 401 }));
    const { scope, navigate } = await open();
    expect(scope.getState(m.$step)).toBe('refused');
    expect(scope.getState(m.$signInError)).toEqual(says('Telegram could not confirm who you are. Please log in with your phone number.'));
    expect(scope.getState($user)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('404 → link step; a wrong password shows the server’s message; the right one links and signs in', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'no Cartela account is linked to this Telegram user' }, { status: 404 }));
    const { scope, navigate } = await open({ startParam: 'ref_Y3RsOjEwMDAwMDExOTA6cmVm' });
    expect(scope.getState(m.$step)).toBe('link');
    expect(scope.getState(m.$referralCode)).toBe('Y3RsOjEwMDAwMDExOTA6cmVm');

    await allSettled(m.linkSubmitted, { scope });
    expect(scope.getState(m.$linkError)).toEqual(says('Please enter both phone number and password.'));
    expect(link).not.toHaveBeenCalled();

    link.mockResolvedValueOnce(HttpResponse.json({ message: 'invalid phone number or password' }, { status: 400 }));
    await allSettled(m.linkPhoneChanged, { scope, params: '0911000002' });
    await allSettled(m.linkPasswordChanged, { scope, params: 'wrong' });
    await allSettled(m.linkSubmitted, { scope });
    await allSettled(m.linkConfirmed, { scope });
    expect(scope.getState(m.$linkError)).toBe('invalid phone number or password');
    expect(scope.getState(m.$step)).toBe('link');
    expect(scope.getState(m.$pendingLink)).toBeNull();

    link.mockResolvedValueOnce(answer('0911000002'));
    await allSettled(m.linkPasswordChanged, { scope, params: ' cartela123 ' });
    await allSettled(m.linkSubmitted, { scope });
    await allSettled(m.linkConfirmed, { scope });
    expect(link).toHaveBeenLastCalledWith({ init_data: INIT_DATA, username: '0911000002', password: 'cartela123' });
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(navigate).toHaveBeenCalledWith({ to: '/gameType' });
  });

  test('a link whose Telegram data is refused (401) goes to the login page with the message', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 404 }));
    link.mockResolvedValue(HttpResponse.json({ message: 'expired' }, { status: 401 }));
    const { scope } = await open();
    await allSettled(m.linkPhoneChanged, { scope, params: '0911000002' });
    await allSettled(m.linkPasswordChanged, { scope, params: 'cartela123' });
    await allSettled(m.linkSubmitted, { scope });
    await allSettled(m.linkConfirmed, { scope });
    expect(scope.getState(m.$step)).toBe('refused');
    expect(scope.getState(m.$signInError)).toEqual(says('Telegram could not confirm who you are. Please log in with your phone number.'));
  });

  test('a 401 from the Telegram calls ends no session and keeps the tab’s storage (its 401 is about the data)', async () => {
    sessionStorage.setItem('cartela.telegram.launch', 'tgWebAppData=x');
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 401 }));
    await open();
    expect(sessionStorage.getItem('cartela.telegram.launch')).toBe('tgWebAppData=x');
  });

  const contactAnswer = (phone: string) => new URLSearchParams({ contact: JSON.stringify({ user_id: 700000009, phone_number: phone, first_name: 'Abebe' }), auth_date: '1764158400', hash: 'abc' }).toString();
  test.each([
    ['sent, Ethiopian number', { status: 'sent', contact: contactAnswer('+251922334455') }, { phone: '0922334455', contact: contactAnswer('+251922334455'), notice: null }],
    ['sent, another country', { status: 'sent', contact: contactAnswer('+14155550100') }, { phone: null, contact: null, notice: says('Your Telegram phone number is not an Ethiopian mobile number. Please enter one below.') }],
    ['cancelled', { status: 'cancelled' }, { phone: null, contact: null, notice: says('Telegram did not share your phone number. Please enter it below.') }],
    ['unsupported (tgWebAppVersion < 6.9)', { status: 'unsupported' }, { phone: null, contact: null, notice: says('This Telegram version cannot share your phone number. Please enter it below.') }],
  ])('link step’s Sign up, Telegram’s phone request %s → signup starts with that phone or none and why', async (_name, reply, start) => {
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 404 }));
    const contact = vi.fn(async () => reply);
    const { scope } = await open({ contact });
    await allSettled(m.requestContactFx, { scope, params: '8.0' });
    expect(contact).toHaveBeenCalledWith('8.0');
    expect(scope.getState($telegramSignup)).toEqual(start);
  });

  test("the link form's Use my Telegram number fills the form's phone (no signup, no server call); declined → the notice, phone kept", async () => {
    const ask = vi.fn(async () => ({ status: 'sent', contact: contactAnswer('251922334455') }));
    const linkScope = fork({ values: [[m.$step, 'link']], handlers: [[m.requestLinkContactFx, ask]] });
    await allSettled(m.linkPhoneChanged, { scope: linkScope, params: '0911' });
    await allSettled(m.requestLinkContactFx, { scope: linkScope, params: '8.0' });
    expect(ask).toHaveBeenCalledWith('8.0');
    expect(linkScope.getState(m.$linkPhone)).toBe('0922334455');
    expect(linkScope.getState(m.$linkNotice)).toBeNull();
    expect(linkScope.getState($telegramSignup)).toBeNull();
    expect(link).not.toHaveBeenCalled();
    ask.mockResolvedValue({ status: 'cancelled' } as never);
    await allSettled(m.requestLinkContactFx, { scope: linkScope, params: '8.0' });
    expect(linkScope.getState(m.$linkPhone)).toBe('0922334455');
    // the link form's notice sits below its phone field: it points at the field, not "below"
    expect(linkScope.getState(m.$linkNotice)).toEqual(says('Telegram did not share your phone number. Please type it in the phone number field.'));
    ask.mockResolvedValue({ status: 'unsupported' } as never);
    await allSettled(m.requestLinkContactFx, { scope: linkScope, params: '6.0' });
    expect(linkScope.getState(m.$linkNotice)).toEqual(says('This Telegram version cannot share your phone number. Please type it in the phone number field.'));
    ask.mockResolvedValue({ status: 'sent', contact: contactAnswer('+14155550100') } as never);
    await allSettled(m.requestLinkContactFx, { scope: linkScope, params: '8.0' });
    expect(linkScope.getState(m.$linkNotice)).toEqual(says('Your Telegram phone number is not an Ethiopian mobile number. Please type your Cartela phone number in the phone number field.'));
  });

  test('the bridge failing to load counts as a Telegram that cannot share the phone', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 404 }));
    const { scope } = await open({ contact: () => Promise.reject(new Error('chunk')) });
    await allSettled(m.requestContactFx, { scope, params: '8.0' });
    expect(scope.getState($telegramSignup)).toEqual({ phone: null, contact: null, notice: says('This Telegram version cannot share your phone number. Please enter it below.') });
  });

  test('an account created by signup inside Telegram is linked with its credentials and the player is straight in', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 404 }));
    link.mockResolvedValue(answer('0922334455'));
    const { scope, navigate } = await open({ startParam: 'game_auto-7k2q' });
    await allSettled(telegramSignupStarted, { scope, params: { phone: '0922334455', contact: null, notice: null } });
    await allSettled(telegramAccountCreated, { scope, params: { username: '0922334455', password: 'selam123' } });
    // the hand-over to signup is over; the player is asked on the login page before anything is linked
    expect(scope.getState($telegramSignup)).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith({ to: '/auth' });
    expect(scope.getState(m.$step)).toBe('confirm');
    expect(link).not.toHaveBeenCalled();
    // the login page opening again does not sign in again over the question
    await allSettled(m.telegramSignInStarted, { scope, params: { initData: INIT_DATA, startParam: 'game_auto-7k2q' } });
    expect(login).toHaveBeenCalledTimes(1);
    await allSettled(m.linkConfirmed, { scope });
    expect(link).toHaveBeenCalledWith({ init_data: INIT_DATA, username: '0922334455', password: 'selam123' });
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState(m.$step)).toBe('in');
    expect(navigate).toHaveBeenCalledWith({ to: '/autoBoardSelector/$gameId', params: { gameId: 'auto-7k2q' } });
  });

  test('a link after signup that fails leaves for the login page with signup’s notice (Telegram sign-in offers linking there)', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 404 }));
    link.mockResolvedValue(HttpResponse.json({ message: 'invalid phone number or password' }, { status: 400 }));
    const { scope, navigate } = await open();
    await allSettled(telegramAccountCreated, { scope, params: { username: '0922334455', password: 'selam123' } });
    await allSettled(m.linkConfirmed, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: '/auth', search: { notice: 'signup' } });
  });

  test('nothing is linked without the player’s yes: the form asks first, showing who goes with which account; No goes back', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 404 }));
    const { scope, navigate } = await open();
    await allSettled(m.linkPhoneChanged, { scope, params: '0911000002' });
    await allSettled(m.linkPasswordChanged, { scope, params: 'cartela123' });
    await allSettled(m.linkSubmitted, { scope });
    expect(scope.getState(m.$step)).toBe('confirm');
    expect(scope.getState(m.$pendingLink)).toEqual({ username: '0911000002', password: 'cartela123', via: 'form' });
    expect(scope.getState(m.$telegramUser)).toEqual({ name: 'Abebe Kebede', username: 'abebe_t' });
    expect(link).not.toHaveBeenCalled();
    await allSettled(m.linkCancelled, { scope });
    expect(scope.getState(m.$step)).toBe('link');
    expect(scope.getState(m.$pendingLink)).toBeNull();
    // a yes with nothing waiting links nothing
    await allSettled(m.linkConfirmed, { scope });
    expect(link).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('No to linking the account signup just created: the login page with signup’s notice, nothing linked', async () => {
    login.mockResolvedValue(HttpResponse.json({ message: 'x' }, { status: 404 }));
    const { scope, navigate } = await open();
    await allSettled(telegramAccountCreated, { scope, params: { username: '0922334455', password: 'selam123' } });
    await allSettled(m.linkCancelled, { scope });
    expect(link).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith({ to: '/auth', search: { notice: 'signup' } });
    expect(scope.getState(m.$step)).toBe('link');
  });
});
