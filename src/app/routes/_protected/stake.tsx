import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazyPage } from '../../lazy-page';

// the screen (stake cards, their socket) loads beside this chunk; the header paints without it
const StakePage = lazyPage(() => import('@/pages/stake').then((slice) => slice.StakePage));

export const Route = createFileRoute('/_protected/stake')({ component: StakeRoute });

function StakeRoute() {
  const navigate = useNavigate();
  return <StakePage onBack={() => navigate({ to: '/gameType' })} />;
}
