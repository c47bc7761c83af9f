import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateAuthSearch } from '../3-login/auth-search';
import { ensureSession } from '../4-router/ensure-session';
import { LoginScreen } from '../3-login/login-tree';
import { storedReturnTarget } from '../4-router/return-path';

export const Route = createFileRoute('/auth')({
  validateSearch: validateAuthSearch,
  // a logged-in player has nothing to do on the login page
  beforeLoad: async ({ context }) => {
    // … unless this tab left a game screen behind (spec §4 manual flow 7): back to it
    if (await ensureSession(context.scope)) throw redirect(storedReturnTarget() ?? { to: '/gameType' });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect, notice } = Route.useSearch();
  return <LoginScreen redirect={redirect} notice={notice} />;
}
