import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { BoardSelectorPage } from '@/pages/board-selector';

export const Route = createFileRoute('/_protected/boardSelector')({ component: BoardSelectorRoute });

function BoardSelectorRoute() {
  // the game screen's code loads while the player picks: a game that starts (and calls) the moment the
  // join is confirmed renders from memory and attaches its listeners before the first call arrives
  useEffect(() => void import('./gameWindow.$betAmount.tsx?tsr-split=component').catch(() => undefined), []);
  return <BoardSelectorPage />;
}
