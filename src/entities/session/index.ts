export { $user, $isLoggedIn, sessionStarted, loggedOut, restoreSessionFx } from './model/session';
