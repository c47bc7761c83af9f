import { createFileRoute } from '@tanstack/react-router';
import { AutoBoardSelectorPage } from '@/pages/auto-board-selector';

export const Route = createFileRoute('/_protected/autoBoardSelector/$gameId')({ component: AutoBoardSelectorRoute });

function AutoBoardSelectorRoute() {
  const { gameId } = Route.useParams();
  return <AutoBoardSelectorPage gameId={gameId} />;
}
