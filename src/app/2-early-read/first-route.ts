import type { LandingPagePath } from '@/shared/routing';
import { startSessionCheck } from './early-read';

/**
 * The route chunks of the logged-in screens a returning player lands on (the router's own code-split
 * component modules, `?tsr-split=component`), fetched by the entry next to the app chunk: the
 * router would ask for them only after the app chunk has run and the session has been restored,
 * two round trips later. A page whose screen loads after its first paint (src/app/5-first-paint/lazy-page.tsx) has
 * only its shell here: the screen's chunks must not share the bandwidth of what the first paint needs;
 * except the screens requested with their route chunk (`withRoute`: a small account screen that is
 * the page's largest content, the live game reloaded mid-game), here beside it. The login page needs none: it is part of the app chunk.
 */
const PROTECTED = () => import('../routes/_protected.tsx?tsr-split=component');
// every page of the route manifest a returning player lands on (`landing`, src/shared/routing/pages.json),
// by its route path: its route chunk, then a screen requested with it; Vite's preload helper fetches their shared chunks beside them
const FIRST_ROUTES: Record<LandingPagePath, (() => Promise<unknown>)[]> = {
  '/gameType': [() => import('../routes/_protected/gameType.tsx?tsr-split=component')],
  '/stake': [() => import('../routes/_protected/stake.tsx?tsr-split=component')],
  '/boardSelector': [() => import('../routes/_protected/boardSelector.tsx?tsr-split=component')],
  '/gameWindow/$betAmount': [() => import('../routes/_protected/gameWindow.$betAmount.tsx?tsr-split=component'), () => import('@/pages/game-window')],
  '/autoGames': [() => import('../routes/_protected/autoGames.tsx?tsr-split=component')],
  '/autoBoardSelector/$gameId': [() => import('../routes/_protected/autoBoardSelector.$gameId.tsx?tsr-split=component')],
  '/autoGamePlay/$gameId': [() => import('../routes/_protected/autoGamePlay.$gameId.tsx?tsr-split=component')],
  '/addBalance': [() => import('../routes/_protected/addBalance.tsx?tsr-split=component'), () => import('@/pages/add-balance')],
  '/transactionHistory': [() => import('../routes/_protected/transactionHistory.tsx?tsr-split=component')],
  '/gameHistory': [() => import('../routes/_protected/gameHistory.tsx?tsr-split=component'), () => import('@/pages/game-history')],
  '/limits': [() => import('../routes/_protected/limits.tsx?tsr-split=component')],
  '/profile': [() => import('../routes/_protected/profile.tsx?tsr-split=component'), () => import('@/pages/profile')],
};

/** The chunk loaders for `pathname` (none for a path not in the table): a route's `$name` segment takes any one segment; one trailing `/` is allowed. */
export function firstRouteChunks(pathname: string): (() => Promise<unknown>)[] {
  const route = (Object.keys(FIRST_ROUTES) as LandingPagePath[]).find((path) => new RegExp(`^${path.replace(/\$\w+/g, '[^/]+')}/?$`).test(pathname));
  return route ? [PROTECTED, ...FIRST_ROUTES[route]] : [];
}

/**
 * Starts loading the route chunks of `pathname`, and for a logged-in page the session check (GET
 * /users/get_user_info with the stored token, spec §3): the `/_protected` guard takes its answer
 * instead of asking after the app chunk has run. A failure is left to the router, which loads the
 * chunks again and shows its own error, and to the guard, which reads the failed answer as its own.
 */
export function loadFirstRoute(pathname: string): void {
  const chunks = firstRouteChunks(pathname);
  if (chunks.length) startSessionCheck();
  for (const load of chunks) load().catch(() => undefined);
}
