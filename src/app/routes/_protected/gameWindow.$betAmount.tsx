import { createFileRoute, notFound } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { startEarlyRead } from '../../first-route';
import { lazyPage } from '../../lazy-page';

// the screen (the live game, its socket) loads after the page's first paint (header and heading)
const GameWindowPage = lazyPage(
  () => import('@/pages/game-window').then((slice) => slice.GameWindowPage),
  () => <h1 className="visually-hidden">{m.game_live_title()}</h1>,
  // a game reloaded mid-game draws its boards from the board list (GET /boards/, spec §7)
  { reads: () => startEarlyRead('/boards/') },
);

/**
 * `/gameWindow/{betAmount}` (spec §2.9): the stake in ETB, read as a number (`/gameWindow/10`,
 * `/gameWindow/7.5`); a segment that is not a
 * positive number is a page not found.
 */
export const Route = createFileRoute('/_protected/gameWindow/$betAmount')({
  params: {
    parse: ({ betAmount }) => ({ betAmount: parseStake(betAmount) }),
    stringify: ({ betAmount }) => ({ betAmount: String(betAmount) }),
  },
  component: GameWindowRoute,
});

function parseStake(segment: string): number {
  const stake = Number(segment);
  if (!(segment.trim() !== '' && Number.isFinite(stake) && stake > 0)) throw notFound();
  return stake;
}

function GameWindowRoute() {
  const { betAmount } = Route.useParams();
  return <GameWindowPage betAmount={betAmount} />;
}
