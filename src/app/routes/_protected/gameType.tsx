import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { GameTypePage } from '@/pages/game-type';

export const Route = createFileRoute('/_protected/gameType')({ component: GameTypeRoute });

function GameTypeRoute() {
  const navigate = useNavigate();
  return <GameTypePage onManual={() => navigate({ to: '/stake' })} onScheduled={() => navigate({ to: '/autoGames' })} />;
}
