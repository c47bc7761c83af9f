import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { allSettled } from 'effector';
import { signupOpened } from '@/features/signup';
import { SignupPage } from '@/pages/signup';

// spec §2.4: `?ref=` prefills the referral code
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    typeof search.ref === 'string' || typeof search.ref === 'number' ? { ref: String(search.ref) } : {},
  loaderDeps: ({ search }) => ({ ref: search.ref }),
  // a fresh form before the first render, so nothing typed is reset afterwards
  loader: ({ context, deps }) => allSettled(signupOpened, { scope: context.scope, params: { ref: deps.ref } }),
  component: SignupRoute,
});

function SignupRoute() {
  const navigate = useNavigate();
  return <SignupPage onLogin={() => navigate({ to: '/auth' })} />;
}
