import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { allSettled } from 'effector';
import { resetOpened } from '@/features/password-reset';
import { ForgotPasswordPage } from '@/pages/forgot-password';

export const Route = createFileRoute('/forgotPassword')({
  // a fresh form before the first render
  loader: ({ context }) => allSettled(resetOpened, { scope: context.scope }),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return <ForgotPasswordPage onLogin={() => navigate({ to: '/auth' })} />;
}
