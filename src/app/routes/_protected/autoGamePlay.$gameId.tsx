import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../5-first-paint/lazy-page';

// the screen (the scheduled game, its socket) loads after the page's first paint (header and heading)
const AutoGamePlayPage = lazyPage(
  () => import('@/pages/auto-game-play').then((slice) => slice.AutoGamePlayPage),
  () => <h1 className="visually-hidden">{m.game_auto_play_title()}</h1>,
  { swipesOff: true, restores: true },
);

export const Route = createFileRoute('/_protected/autoGamePlay/$gameId')({ component: AutoGamePlayRoute });

function AutoGamePlayRoute() {
  const { gameId } = Route.useParams();
  return <AutoGamePlayPage gameId={gameId} />;
}
