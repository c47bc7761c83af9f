import { createFileRoute } from '@tanstack/react-router';
import { AutoGamePlayPage } from '@/pages/auto-game-play';

export const Route = createFileRoute('/_protected/autoGamePlay/$gameId')({ component: AutoGamePlayRoute });

function AutoGamePlayRoute() {
  const { gameId } = Route.useParams();
  return <AutoGamePlayPage gameId={gameId} />;
}
