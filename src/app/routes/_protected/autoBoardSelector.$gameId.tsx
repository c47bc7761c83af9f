import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { m, Phrase } from '@/shared/i18n';
import { lazyPage } from '../../5-first-paint/lazy-page';

// the screen (the scheduled board picker, its socket) loads after the page's first paint (header and heading)
const AutoBoardSelectorPage = lazyPage(
  () => import('@/pages/auto-board-selector').then((slice) => slice.AutoBoardSelectorPage),
  () => (
    <h1>
      <Phrase>{m.game_auto_picker_title()}</Phrase>
    </h1>
  ),
  { swipesOff: true, restores: true },
);

export const Route = createFileRoute('/_protected/autoBoardSelector/$gameId')({ component: AutoBoardSelectorRoute });

function AutoBoardSelectorRoute() {
  const { gameId } = Route.useParams();
  // the play screen's code loads while the player picks, so entering the game renders from memory
  useEffect(() => {
    for (const load of [() => import('./autoGamePlay.$gameId.tsx?tsr-split=component'), () => import('@/pages/auto-game-play')]) load().catch(() => undefined);
  }, []);
  return <AutoBoardSelectorPage gameId={gameId} />;
}
