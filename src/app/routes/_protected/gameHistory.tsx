import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../lazy-page';
import { preloadPlayerList } from '../../preload-list';

// the screen (range, list, boards) loads after the page's first paint (header and heading)
const GameHistoryPage = lazyPage(
  () => import('@/pages/game-history').then((slice) => slice.GameHistoryPage),
  () => <h1>{m.account_games_title()}</h1>,
);

export const Route = createFileRoute('/_protected/gameHistory')({
  // the page opens on the default range (the last 7 days)
  loader: ({ context }) =>
    preloadPlayerList(context, () =>
      import('@/features/game-history/index.queries').then((slice) => (phone: string) => slice.gameHistoryQuery(phone, slice.defaultRange(new Date())))),
  component: GameHistoryPage,
});
