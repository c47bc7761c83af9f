import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../5-first-paint/lazy-page';
import { preloadPlayerList } from '../../4-router/preload-list';

// the screen (range, list, boards) loads beside this chunk (the page's largest content is its own)
const GameHistoryPage = lazyPage(
  () => import('@/pages/game-history').then((slice) => slice.GameHistoryPage),
  () => <h1>{m.account_games_title()}</h1>,
  { withRoute: true },
);

export const Route = createFileRoute('/_protected/gameHistory')({
  // the page opens on the default range (the last 7 days)
  loader: ({ context }) =>
    preloadPlayerList(context, () =>
      import('@/features/game-history/index.queries').then((slice) => (phone: string) => slice.gameHistoryQuery(phone, slice.defaultRange(new Date())))),
  component: GameHistoryPage,
});
