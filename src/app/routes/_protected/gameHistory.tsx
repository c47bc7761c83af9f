import { createFileRoute } from '@tanstack/react-router';
import { GameHistoryPage } from '@/pages/game-history';
import { preloadPlayerList } from '../../preload-list';

export const Route = createFileRoute('/_protected/gameHistory')({
  // the page opens on the default range (the last 7 days)
  loader: ({ context }) =>
    preloadPlayerList(context, () =>
      import('@/features/game-history/index.queries').then((slice) => (phone: string) => slice.gameHistoryQuery(phone, slice.defaultRange(new Date())))),
  component: GameHistoryPage,
});
