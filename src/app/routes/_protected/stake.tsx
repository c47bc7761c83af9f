import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { StakePage } from '@/pages/stake';

export const Route = createFileRoute('/_protected/stake')({ component: StakeRoute });

function StakeRoute() {
  const navigate = useNavigate();
  return <StakePage onBack={() => navigate({ to: '/gameType' })} />;
}
