import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lazy-page';

// the screen (the scheduled game, its socket) loads beside this chunk; the header paints without it
const AutoGamePlayPage = lazyPage(() => import('@/pages/auto-game-play').then((slice) => slice.AutoGamePlayPage));

export const Route = createFileRoute('/_protected/autoGamePlay/$gameId')({ component: AutoGamePlayRoute });

function AutoGamePlayRoute() {
  const { gameId } = Route.useParams();
  return <AutoGamePlayPage gameId={gameId} />;
}
