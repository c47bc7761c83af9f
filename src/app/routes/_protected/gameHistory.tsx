import { createFileRoute } from '@tanstack/react-router';
import { defaultRange, gameHistoryQuery } from '@/features/game-history/index.queries';
import { GameHistoryPage } from '@/pages/game-history';
import { preloadPlayerList } from '../../preload-list';

export const Route = createFileRoute('/_protected/gameHistory')({
  // the page opens on the default range (the last 7 days)
  loader: ({ context }) => preloadPlayerList(context, (phone) => gameHistoryQuery(phone, defaultRange(new Date()))),
  component: GameHistoryPage,
});
