import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AutoGamesPage } from '@/pages/auto-games';

export const Route = createFileRoute('/_protected/autoGames')({ component: AutoGamesRoute });

function AutoGamesRoute() {
  const navigate = useNavigate();
  return <AutoGamesPage onEnter={(gameId) => navigate({ to: '/autoBoardSelector/$gameId', params: { gameId } })} />;
}
