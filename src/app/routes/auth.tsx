import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { ensureSession } from '../ensure-session';
import { storedReturnPath } from '../return-path';
import { LoginPage } from '@/pages/login';

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {},
  // a logged-in player has nothing to do on the login page
  beforeLoad: async ({ context }) => {
    // … unless this tab left a game screen behind (spec §4 manual flow 7): back to it
    if (await ensureSession(context.scope)) throw redirect({ to: (storedReturnPath() ?? '/gameType') as '/gameType' });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  // /signup and /forgotPassword arrive with the accounts issue; until then they show the not-found screen
  const go = (to: string) => navigate({ to: to as '/' });
  return <LoginPage redirect={redirect} onSignUp={() => go('/signup')} onForgotPassword={() => go('/forgotPassword')} />;
}
