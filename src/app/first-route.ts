/**
 * The route chunks of the screens a returning player lands on (the router's own code-split
 * component modules, `?tsr-split=component`), fetched by the entry next to the app chunk: the
 * router would ask for them only after the app chunk has run and the session has been restored,
 * two round trips later. The login page needs none: it is part of the app chunk.
 */
const PROTECTED = () => import('./routes/_protected.tsx?tsr-split=component');
const FIRST_ROUTES: [RegExp, (() => Promise<unknown>)[]][] = [
  [/^\/gameType\/?$/, [PROTECTED, () => import('./routes/_protected/gameType.tsx?tsr-split=component')]],
  [/^\/stake\/?$/, [PROTECTED, () => import('./routes/_protected/stake.tsx?tsr-split=component')]],
  [/^\/boardSelector\/?$/, [PROTECTED, () => import('./routes/_protected/boardSelector.tsx?tsr-split=component')]],
  [/^\/gameWindow\/[^/]+\/?$/, [PROTECTED, () => import('./routes/_protected/gameWindow.$betAmount.tsx?tsr-split=component')]],
];

/** The chunk loaders for `pathname` (none for a path not in the table). */
export function firstRouteChunks(pathname: string): (() => Promise<unknown>)[] {
  return FIRST_ROUTES.find(([path]) => path.test(pathname))?.[1] ?? [];
}

/**
 * Starts loading the route chunks of `pathname`. A failure is left to the router, which loads
 * them again and shows its own error.
 */
export function loadFirstRoute(pathname: string): void {
  for (const load of firstRouteChunks(pathname)) load().catch(() => undefined);
}
