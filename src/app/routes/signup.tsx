import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignupPage } from '@/pages/signup';

// spec §2.4: `?ref=` prefills the referral code
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    typeof search.ref === 'string' || typeof search.ref === 'number' ? { ref: String(search.ref) } : {},
  component: SignupRoute,
});

function SignupRoute() {
  const { ref } = Route.useSearch();
  const navigate = useNavigate();
  return <SignupPage referral={ref} onLogin={() => navigate({ to: '/auth' })} />;
}
