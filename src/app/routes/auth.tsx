import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { ensureSession } from '../ensure-session';
import { storedReturnTarget } from '../return-path';
import { LoginPage, type LoginNotice } from '@/pages/login';

interface AuthSearch {
  redirect?: string;
  notice?: LoginNotice;
}

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    ...(typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {}),
    ...(search.notice === 'signup' || search.notice === 'reset' ? { notice: search.notice } : {}),
  }),
  // a logged-in player has nothing to do on the login page
  beforeLoad: async ({ context }) => {
    // … unless this tab left a game screen behind (spec §4 manual flow 7): back to it
    if (await ensureSession(context.scope)) throw redirect(storedReturnTarget() ?? { to: '/gameType' });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect, notice } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginPage
      redirect={redirect}
      notice={notice}
      onSignUp={(ref) => navigate({ to: '/signup', search: ref ? { ref } : {} })}
      onForgotPassword={() => navigate({ to: '/forgotPassword' })}
    />
  );
}
