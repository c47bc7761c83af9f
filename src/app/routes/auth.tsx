import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateAuthSearch } from '../auth-search';
import { ensureSession } from '../ensure-session';
import { LoginScreen } from '../login-tree';
import { storedReturnTarget } from '../return-path';

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
