import { createFileRoute, notFound } from '@tanstack/react-router';
import { allSettled } from 'effector';
import { m } from '@/shared/i18n';
import { startEarlyRead } from '../../2-early-read/early-read';
import { scope } from '../../4-router/model';
import { lazyPage } from '../../5-first-paint/lazy-page';

// the screen (the live game, its socket) loads beside this chunk; the header does not wait for it
const GameWindowPage = lazyPage(
  // what this tab kept of its game (marks, calls, claims) is in the stores before the screen first
  // renders: a reload paints the game as it was in that render (later in the session the stores hold it)
  () => import('@/pages/game-window').then((slice) => allSettled(slice.restoreRequested, { scope }).then(() => slice.GameWindowPage)),
  () => <h1 className="visually-hidden">{m.game_live_title()}</h1>,
  // requested with the route chunk: a game reloaded mid-game must paint its boards, tiles and calls
  // in one go (drawn a frame after the shell, the restored calls and the board list moved the boards
  // down: CLS 0.10); its boards come from the board list (GET /boards/, spec §7)
  { withRoute: true, reads: () => startEarlyRead('/boards/'), swipesOff: true },
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
