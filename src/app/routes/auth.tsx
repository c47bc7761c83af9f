import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/pages/login';

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {},
  component: AuthRoute,
});

function AuthRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginPage redirect={redirect} onSignUp={() => navigate({ to: '/signup' })} onForgotPassword={() => navigate({ to: '/forgotPassword' })} />;
}
