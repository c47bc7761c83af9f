import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, type LoginResponse } from '@/shared/api';
import { telegramLink, telegramLogin } from '@/shared/api/index.account';
import { sessionStarted } from '@/entities/session';
import { balanceReceived } from '@/entities/wallet';
import { navigateFx, type NavigateTarget, type RecordedPlace } from '@/shared/routing';
import { m, type Message } from '@/shared/i18n';
import { $telegramSignup, sharedPhoneOf, telegramAccountCreated, telegramSignupStarted } from '@/entities/telegram-signup';
import { loadTelegramBridge, parseStartParam, type TelegramContactAnswer } from '@/shared/telegram';
import { telegramUserOf } from '../lib/launch';
import { firstPathAfterSignIn } from '../lib/start-param';

/**
 * Sign-in inside Telegram (proposed `POST /users/telegram_login/`, beside spec §2.3 Login): the raw
 * init data goes to the server, which alone decides who the player is (never Telegram's unsigned
 * `initDataUnsafe`). 200 → in, as after a login; 404 → the "Link your Cartela account" step
 * (`POST /users/telegram_link/` with phone and password, or signup with the phone Telegram shares,
 * then the same link with the new credentials); 401 → the normal login page
 * with a message; no answer → the login page with the error.
 */
export type TelegramStep = 'idle' | 'signing-in' | 'link' | 'confirm' | 'refused' | 'in';

/**
 * A link waiting for the player's explicit yes: the account's credentials (`username` = the phone)
 * and where they came from (the link form, or an account just created by signup inside Telegram).
 */
export interface PendingLink {
  username: string;
  password: string;
  via: 'form' | 'signup';
}

/** The login page opened inside Telegram: `initData` as launched, `startParam` the deep link, `redirect` the guard's. */
export const telegramSignInStarted = createEvent<{ initData: string; startParam: string | null; redirect?: string }>();
export const linkPhoneChanged = createEvent<string>();
export const linkPasswordChanged = createEvent<string>();
export const linkSubmitted = createEvent();
/** The player confirmed "link this Telegram user to this account" (nothing is linked before). */
export const linkConfirmed = createEvent();
/** The player declined the link: back to the link form, nothing linked. */
export const linkCancelled = createEvent();

export const telegramLoginFx = createEffect((initData: string) => telegramLogin(initData));
export const telegramLinkFx = createEffect((body: { initData: string; username: string; password: string }) => telegramLink(body));

export const $step = createStore<TelegramStep>('idle');
export const $signInError = createStore<string | Message | null>(null);
export const $linkPhone = createStore('').on(linkPhoneChanged, (_, v) => v);
export const $linkPassword = createStore('').on(linkPasswordChanged, (_, v) => v);
export const $linkError = createStore<string | Message | null>(null);
export const $linkPending = telegramLinkFx.pending;
/** The link the player is asked to confirm, or null. */
export const $pendingLink = createStore<PendingLink | null>(null);
/** The deep link's referral code, for the link step's Sign up. */
export const $referralCode = createStore<string | null>(null);

const $initData = createStore('').on(telegramSignInStarted, (_, { initData }) => initData);
/** Who is being linked, as Telegram names them in the launch (display only; the server reads the signed init data). */
export const $telegramUser = $initData.map(telegramUserOf);
const $firstPath = createStore<NavigateTarget | RecordedPlace>({ to: '/gameType' }).on(telegramSignInStarted, (_, { startParam, redirect }) =>
  firstPathAfterSignIn(parseStartParam(startParam), redirect && /^\/(?![/\\])/.test(redirect) ? redirect : null),
);
$referralCode.on(telegramSignInStarted, (_, { startParam }) => {
  const start = parseStartParam(startParam);
  return start?.kind === 'referral' ? start.code : null;
});

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

// When the login page opens inside Telegram and no sign-in runs, then send the raw init data.
// (A link waiting for confirmation stays: signup inside Telegram comes back here to ask it.)
sample({ clock: telegramSignInStarted, source: $step, filter: (step) => step !== 'signing-in' && step !== 'in' && step !== 'confirm', fn: (_, { initData }) => initData, target: telegramLoginFx });

$step
  .on(telegramLoginFx, () => 'signing-in')
  .on(telegramLoginFx.failData, (_, e) => (statusOf(e) === 404 ? 'link' : 'refused'))
  .on(telegramLinkFx.failData, (_, e) => (statusOf(e) === 401 ? 'refused' : 'link'));
// a refused link is asked again only after the form is sent again
$pendingLink.reset(telegramLinkFx.fail);
$signInError
  .on(telegramLoginFx.failData, (_, e) => (statusOf(e) === 401 ? m.telegram_refused : statusOf(e) === 404 ? null : e.message))
  .on(telegramLinkFx.failData, (error, e) => (statusOf(e) === 401 ? m.telegram_refused : error))
  .reset(telegramLoginFx);

// When the link form is complete and no request runs, then ask the player to confirm the link (trimmed phone and password).
const formLinkAsked = sample({
  clock: linkSubmitted,
  source: { phone: $linkPhone, password: $linkPassword, pending: $linkPending },
  filter: ({ phone, password, pending }) => !pending && phone.trim() !== '' && password.trim() !== '',
  fn: ({ phone, password }): PendingLink => ({ username: phone.trim(), password: password.trim(), via: 'form' }),
});
// When signup created the account inside Telegram, then ask the player to confirm linking it, on the login page.
const signupLinkAsked = sample({ clock: telegramAccountCreated, fn: ({ username, password }): PendingLink => ({ username, password, via: 'signup' }) });
/** The player's No to the link waiting for it (read before it is forgotten). */
const linkDeclined = sample({ clock: linkCancelled, source: $pendingLink, filter: (pending): pending is PendingLink => pending !== null });
$pendingLink.on([formLinkAsked, signupLinkAsked], (_, pending) => pending).reset([linkDeclined, telegramLoginFx]);
$step.on([formLinkAsked, signupLinkAsked], () => 'confirm').on(linkDeclined, () => 'link');
sample({ clock: signupLinkAsked, fn: () => ({ to: '/auth' }) as const, target: navigateFx });

// When the player confirms a link from the form and no request runs, then link with those credentials.
sample({
  clock: linkConfirmed,
  source: { initData: $initData, pending: $pendingLink, running: $linkPending },
  filter: ({ pending, running }) => pending?.via === 'form' && !running,
  fn: ({ initData, pending }) => ({ initData, username: pending!.username, password: pending!.password }),
  target: telegramLinkFx,
});
const incomplete = sample({ clock: linkSubmitted, source: { phone: $linkPhone, password: $linkPassword }, filter: ({ phone, password }) => phone.trim() === '' || password.trim() === '' });
$linkError
  .on(incomplete, () => m.auth_login_required)
  .on(telegramLinkFx.failData, (_, e) => (statusOf(e) === 401 ? null : e.message))
  .reset([telegramLinkFx, telegramLoginFx]);

const signedIn = sample({ clock: [telegramLoginFx.doneData, telegramLinkFx.doneData] });
const verified = sample({ clock: signedIn, filter: (r: LoginResponse) => r.user.verified });
// an account not verified yet verifies through the normal login (spec §2.3 inline verification)
const unverified = sample({ clock: signedIn, filter: (r: LoginResponse) => !r.user.verified });

$step.on(verified, () => 'in').on(unverified, () => 'refused');
$signInError.on(unverified, () => m.telegram_unverified);
$linkPassword.reset(signedIn);

// When Telegram sign-in answers, then start the session as a login does (the token kept only when verified).
sample({ clock: signedIn, fn: (r) => ({ token: r.token, user: r.user }), target: sessionStarted });
// When Telegram sign-in answers, then show the balance it carries.
sample({ clock: signedIn, fn: (r) => r.credit_balance, target: balanceReceived });
// When a verified player is in, then go to the deep-linked game or where the guard came from.
sample({ clock: verified, source: $firstPath, target: navigateFx });

/**
 * The link step's Sign up: asks Telegram for the player's phone (`version` = `tgWebAppVersion`;
 * shared/telegram's bridge, loaded here). Resolves when the request settles, whatever the player chose.
 */
export const requestContactFx = createEffect(async (version: string): Promise<TelegramContactAnswer> => (await loadTelegramBridge()).requestTelegramContact(version));
export const $contactPending = requestContactFx.pending;

// When Telegram's phone request settles, then signup opens with that phone (or empty, saying why).
sample({ clock: requestContactFx.doneData, fn: sharedPhoneOf, target: telegramSignupStarted });
// When the bridge cannot load, then signup opens empty as in a Telegram that cannot share the phone.
sample({ clock: requestContactFx.fail, fn: () => sharedPhoneOf({ status: 'unsupported' }), target: telegramSignupStarted });

/**
 * The link form's "Use my Telegram number": asks Telegram for the player's phone (`version` =
 * `tgWebAppVersion`) to fill the form's phone; no server call (the password proves the account).
 * Resolves when the request settles, whatever the player chose.
 */
export const requestLinkContactFx = createEffect(async (version: string): Promise<TelegramContactAnswer> => (await loadTelegramBridge()).requestTelegramContact(version));
export const $linkContactPending = requestLinkContactFx.pending;
/** Why the link form's phone was not filled from Telegram (declined, unsupported, unusable), or null. */
export const $linkNotice = createStore<Message | null>(null);
const linkShared = sample({ clock: [requestLinkContactFx.doneData, requestLinkContactFx.fail.map((): TelegramContactAnswer => ({ status: 'unsupported' }))], fn: sharedPhoneOf });
// When Telegram shared a usable phone for the link form, then the form's phone is that phone.
sample({ clock: linkShared, filter: (shared) => shared.phone !== null, fn: (shared) => shared.phone!, target: linkPhoneChanged });
/** The link form's wording of signup's notices: its notice sits below the phone field, not above it. */
const LINK_NOTICES = new Map<Message, Message>([
  [m.telegram_phone_declined, m.telegram_link_phone_declined],
  [m.telegram_phone_unsupported, m.telegram_link_phone_unsupported],
  [m.telegram_phone_unusable, m.telegram_link_phone_unusable],
]);
$linkNotice.on(linkShared, (_, shared) => (shared.notice ? (LINK_NOTICES.get(shared.notice) ?? shared.notice) : null)).reset([requestLinkContactFx, linkSubmitted, telegramLoginFx]);

/** The link after a signup inside Telegram: the new account's credentials, the launch's init data. */
const signupLinkFx = attach({ effect: telegramLinkFx });
// the hand-over to signup ends when its account is created (kept until then: the signup page may
// open and close more than once meanwhile)
$telegramSignup.reset(telegramAccountCreated);
// When the player confirms linking the account signup just created, then link the Telegram user with its credentials.
sample({
  clock: linkConfirmed,
  source: { initData: $initData, pending: $pendingLink, running: $linkPending },
  filter: ({ initData, pending, running }) => pending?.via === 'signup' && initData !== '' && !running,
  fn: ({ initData, pending }) => ({ initData, username: pending!.username, password: pending!.password }),
  target: signupLinkFx,
});
// When that link cannot be made, or the player declines it, then the login page with signup's notice: Telegram sign-in offers linking again.
sample({
  clock: [signupLinkFx.fail, sample({ clock: linkDeclined, filter: (pending) => pending.via === 'signup' })],
  fn: () => ({ to: '/auth', search: { notice: 'signup' } }) as const,
  target: navigateFx,
});
