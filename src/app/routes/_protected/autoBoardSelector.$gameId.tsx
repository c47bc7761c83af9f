import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AutoBoardSelectorPage } from '@/pages/auto-board-selector';

export const Route = createFileRoute('/_protected/autoBoardSelector/$gameId')({ component: AutoBoardSelectorRoute });

function AutoBoardSelectorRoute() {
  const { gameId } = Route.useParams();
  // the play screen's code loads while the player picks, so entering the game renders from memory
  useEffect(() => void import('./autoGamePlay.$gameId.tsx?tsr-split=component').catch(() => undefined), []);
  return <AutoBoardSelectorPage gameId={gameId} />;
}
