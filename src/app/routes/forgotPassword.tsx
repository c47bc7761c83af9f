import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/pages/forgot-password';

export const Route = createFileRoute('/forgotPassword')({ component: ForgotPasswordRoute });

function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return <ForgotPasswordPage onLogin={() => navigate({ to: '/auth' })} />;
}
