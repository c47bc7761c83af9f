import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { navigateFx, type NavigateTarget } from '@/shared/routing';
import { gameResumed } from '@/entities/game';
import { $activeGame, activeGameChecked, type ActiveGame } from '@/entities/active-game';

/**
 * "Back to your game" (ours, beside spec §4 manual flow 5 and the scheduled game flow): on the home
 * and the stake screen, the game the player is seated in (entities/active-game) and the way into it.
 * Manual: the game is held as a reload restores it (session storage's game id included), then the
 * game window of its stake opens and rejoins; scheduled: `/autoGamePlay/{gameId}` joins again.
 */
export const BackToGameGate = createGate<void>('BackToGameGate');
export const backToGameClicked = createEvent();
export { $activeGame };

/** Where "Back to your game" goes for a game (spec §2.1 routes). */
export function placeOf(game: ActiveGame): NavigateTarget {
  return game.mode === 'manual' ? { to: '/gameWindow/$betAmount', params: { betAmount: game.betAmount } } : { to: '/autoGamePlay/$gameId', params: { gameId: game.gameId } };
}

// When a screen offering it opens, then read what this device keeps for the player.
sample({ clock: BackToGameGate.open, target: activeGameChecked });
// When the player taps it on a manual game, then hold that game as a reload would (the game screen
// rejoins it); either way, then go to the game's screen.
sample({
  clock: backToGameClicked,
  source: $activeGame,
  filter: (game) => game?.mode === 'manual',
  fn: (active) => {
    const game = active!;
    return { gameId: game.gameId, betAmount: game.betAmount, boards: game.boards, ...(game.prizePool !== undefined ? { prizePool: game.prizePool } : {}) };
  },
  target: gameResumed,
});
sample({ clock: backToGameClicked, source: $activeGame, filter: Boolean, fn: placeOf, target: navigateFx });
