import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { login, type LoginResponse } from '@/shared/api';
import { loggedOut, sessionStarted } from '@/entities/session';
import { balanceReceived } from '@/entities/wallet/index.balance';
import { navigateFx, type NavigateTarget, type RecordedPlace } from '@/shared/routing';
import { m, type Message } from '@/shared/i18n';

/** Spec §5 Login: both fields are required, verbatim. */
export const LOGIN_REQUIRED: Message = m.auth_login_required;

/** An in-app path to return to after login (spec §2.1): "/stake", never "//host", "/\host" or "https://…". */
export const isReturnPath = (path: string | undefined): path is string => !!path && /^\/(?![/\\])/.test(path);

/** The phone field changed (already digits only, at most 10: the shared PhoneField). */
export const phoneChanged = createEvent<string>();
/** The password field changed; it is trimmed only when sent (spec §5 Login). */
export const passwordChanged = createEvent<string>();
/** `redirect` is where the guard came from (spec §2.1); defaults to /gameType. */
export const loginSubmitted = createEvent<{ redirect?: string }>();
/** The inline verification view's Back to Login (spec §2.3). */
export const backToLoginClicked = createEvent();

export const $phone = createStore('').on(phoneChanged, (_, v) => v);
export const $password = createStore('').on(passwordChanged, (_, v) => v);
export const $error = createStore<string | Message | null>(null);
/** True when the account exists but is not verified (spec §2.3: inline verification). */
export const $needsVerification = createStore(false);

/** POST /users/login/ (spec §7) with `{ username: phone, password }`; fails with the server's message. */
export const loginFx = attach({
  effect: createEffect((body: { username: string; password: string }) => login(body)),
});
export const $pending = loginFx.pending;

const invalid = sample({
  clock: loginSubmitted,
  source: { phone: $phone, password: $password },
  filter: ({ phone, password }) => phone.trim() === '' || password.trim() === '',
});

const HOME: NavigateTarget = { to: '/gameType' };
const pendingRedirect = createStore<NavigateTarget | RecordedPlace>(HOME).on(loginSubmitted, (_, { redirect }) => (isReturnPath(redirect) ? { href: redirect } : HOME));

// When the form is complete and no request runs, then log in with the trimmed password.
sample({
  clock: loginSubmitted,
  source: { phone: $phone, password: $password, pending: loginFx.pending },
  filter: ({ phone, password, pending }) => !pending && phone.trim() !== '' && password.trim() !== '',
  fn: ({ phone, password }) => ({ username: phone.trim(), password: password.trim() }),
  target: loginFx,
});

$error
  .on(invalid, () => LOGIN_REQUIRED)
  .on(loginFx.failData, (_, e) => e.message)
  .reset(loginFx);

const loggedIn = loginFx.doneData;
const verified = sample({ clock: loggedIn, filter: (r: LoginResponse) => r.user.verified });

$needsVerification.on(loggedIn, (_, r) => !r.user.verified).reset([loginSubmitted, backToLoginClicked, loggedOut]);
$password.reset([verified, loggedOut]);
$error.reset([backToLoginClicked, loggedOut]);

// When login answers, then start the session (the token is kept only for a verified user).
sample({ clock: loggedIn, fn: (r) => ({ token: r.token, user: r.user }), target: sessionStarted });
// When login answers, then show the balance it carries (spec §4 "balance set from the login response").
sample({ clock: loggedIn, fn: (r) => r.credit_balance, target: balanceReceived });
// When a verified user logs in, then go where the guard came from, or /gameType (spec §2.3).
sample({ clock: verified, source: pendingRedirect, target: navigateFx });
