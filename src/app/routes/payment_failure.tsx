import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ensureSession } from '../4-router/ensure-session';
import { PaymentResultPage } from '@/pages/payment-result';

/** Public return page of the payment provider (spec §2.1); a stored token restores the player so the balance can be read again. */
export const Route = createFileRoute('/payment_failure')({
  beforeLoad: async ({ context }) => {
    await ensureSession(context.scope);
  },
  component: PaymentRoute,
});

function PaymentRoute() {
  const navigate = useNavigate();
  return <PaymentResultPage outcome="failure" onGoBack={() => navigate({ to: '/stake' })} onRetry={() => navigate({ to: '/addBalance' })} />;
}
