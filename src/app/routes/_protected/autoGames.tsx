import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { autoGamesQuery } from '@/features/auto-game/index.queries';
import { AutoGamesPage } from '@/pages/auto-games';
import { preloadList } from '../../preload-list';

export const Route = createFileRoute('/_protected/autoGames')({
  loader: ({ context }) => preloadList(context, autoGamesQuery),
  component: AutoGamesRoute,
});

function AutoGamesRoute() {
  const navigate = useNavigate();
  return <AutoGamesPage onEnter={(gameId) => navigate({ to: '/autoBoardSelector/$gameId', params: { gameId } })} />;
}
