import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { startEarlyRead } from '../../2-early-read/early-read';
import { lazyPage } from '../../5-first-paint/lazy-page';

// the screen (the board picker, its socket) loads after the page's first paint (header and heading)
const BoardSelectorPage = lazyPage(
  () => import('@/pages/board-selector').then((slice) => slice.BoardSelectorPage),
  () => <h1>{m.game_pick_boards_title()}</h1>,
  // the picker draws the boards from the board ids and the board list (GET /boards/ids/, /boards/, spec §7)
  { reads: () => ['/boards/ids/', '/boards/'].forEach(startEarlyRead), swipesOff: true, restores: true },
);

export const Route = createFileRoute('/_protected/boardSelector')({ component: BoardSelectorRoute });

function BoardSelectorRoute() {
  // the game screen's code loads while the player picks: a game that starts (and calls) the moment the
  // join is confirmed renders from memory and attaches its listeners before the first call arrives
  useEffect(() => {
    for (const load of [() => import('./gameWindow.$betAmount.tsx?tsr-split=component'), () => import('@/pages/game-window')]) load().catch(() => undefined);
  }, []);
  return <BoardSelectorPage />;
}
