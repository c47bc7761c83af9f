import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lazy-page';
import { preloadPlayerList } from '../../preload-list';

// the screen (range, list, boards) loads beside this chunk; the header paints without it
const GameHistoryPage = lazyPage(() => import('@/pages/game-history').then((slice) => slice.GameHistoryPage));

export const Route = createFileRoute('/_protected/gameHistory')({
  // the page opens on the default range (the last 7 days)
  loader: ({ context }) =>
    preloadPlayerList(context, () =>
      import('@/features/game-history/index.queries').then((slice) => (phone: string) => slice.gameHistoryQuery(phone, slice.defaultRange(new Date())))),
  component: GameHistoryPage,
});
