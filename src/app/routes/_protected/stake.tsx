import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../5-first-paint/lazy-page';

// the screen (stake cards, their socket) loads after the page's first paint (header and heading)
const StakePage = lazyPage(
  () => import('@/pages/stake').then((slice) => slice.StakePage),
  () => <h1>{m.game_choose_stake_title()}</h1>,
);

export const Route = createFileRoute('/_protected/stake')({ component: StakeRoute });

function StakeRoute() {
  const navigate = useNavigate();
  return <StakePage onBack={() => navigate({ to: '/gameType' })} />;
}
