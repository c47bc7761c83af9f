import { createEffect, createEvent, createStore, sample } from 'effector';
import { forgetStoredPlayer, getUserInfo, readToken, setSessionPlayer, writeToken, type CreditBalance, type User } from '@/shared/api';
import { bindSessionToTelegramUser } from '@/shared/telegram/index.launch';

/**
 * The session (spec §3 User and session token, §6): the logged-in user and their token. The token
 * goes to local storage `token` only when the user is verified.
 */
export const sessionStarted = createEvent<{ token: string; user: User }>();
export const loggedOut = createEvent();

export const $user = createStore<User | null>(null);
export const $isLoggedIn = $user.map((u) => u !== null && u.verified);

/** GET /users/get_user_info when a token exists; null when there is none (spec §3). */
export const restoreSessionFx = createEffect(async (): Promise<{ user: User; credit_balance: CreditBalance } | null> => {
  if (!readToken()) return null;
  return getUserInfo();
});

/** Keeps a verified player's token, bound to the Telegram user of this launch (none outside Telegram). */
const saveTokenFx = createEffect(({ token, user }: { token: string; user: User }) => {
  if (!user.verified) return;
  writeToken(token);
  bindSessionToTelegramUser();
});
/** Forgets the token and everything of the player kept in the tab (a shared phone keeps nothing). */
const forgetPlayerFx = createEffect(() => forgetStoredPlayer());

$user
  .on(sessionStarted, (_, { user }) => user)
  .on(restoreSessionFx.doneData, (_, answer) => answer?.user ?? null)
  .reset(loggedOut);

// When a session starts, then keep its token (only for a verified user).
sample({ clock: sessionStarted, target: saveTokenFx });
// When the player logs out, then forget the stored token and the stored game (spec §4 Logout).
sample({ clock: loggedOut, target: forgetPlayerFx });

/** Tells the device storage whose session this is (what is kept per player), or that none is. */
const recordPlayerFx = createEffect((user: User | null) => setSessionPlayer(user?.verified ? user.phone : null));
// When the player changes (a login, a restored session, a logout), then storage keeps per that player.
sample({ clock: $user, target: recordPlayerFx });
