import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Scope } from 'effector';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';

/** What the build-time prerender changes: Node has no window, address bar or scroll position. */
interface NodeOptions {
  history: RouterHistory;
  origin: string;
  scrollRestoration: false;
}

/**
 * The app's router. The browser's one router is ./router.ts (the address bar, scroll restored);
 * the build-time prerender of the login page (./prerender.tsx) makes one with `node` options: a
 * memory history, a fixed origin, no scroll restoration (in the browser build of the router none of
 * these changes the rendered markup).
 */
export function createAppRouter(context: { scope: Scope; loadQueryClient(): Promise<QueryClient> }, node?: NodeOptions) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...node,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
