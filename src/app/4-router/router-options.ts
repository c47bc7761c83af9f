import { createRouter } from '@tanstack/react-router';
import type { Scope } from 'effector';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';

/** The app's router (the browser's one router is ./router.ts: the address bar, scroll restored). */
export function createAppRouter(context: { scope: Scope; loadQueryClient(): Promise<QueryClient> }) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
