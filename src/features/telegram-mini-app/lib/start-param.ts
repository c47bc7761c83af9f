import type { NavigateTarget, RecordedPlace } from '@/shared/routing';
import type { StartParam } from '@/shared/telegram';

/**
 * Where a player who just signed in inside Telegram goes first: the deep-linked scheduled game's
 * board selector (`startapp=game_<id>`, spec §2.12), else the login's `redirect` (an in-app path the
 * caller has checked), else the game types.
 */
export function firstPathAfterSignIn(start: StartParam, redirect: string | null): NavigateTarget | RecordedPlace {
  if (start?.kind === 'game') return { to: '/autoBoardSelector/$gameId', params: { gameId: start.gameId } };
  return redirect ? { href: redirect } : { to: '/gameType' };
}
