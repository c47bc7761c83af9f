import { registerNavigator } from '@/shared/routing';
import { loadQueryClient, scope } from './model';
import { watchRouteFocus } from './route-focus';
import { createAppRouter, type AppRouter } from './router-options';

let router: AppRouter | undefined;

/**
 * The app's one router, made on its first use rather than when its chunk runs: building it (the
 * route tree's processing, the browser history) is then a task of its own instead of part of the
 * app chunk's evaluation, which on a slow phone is already the longest task of a page's start.
 */
export function appRouter(): AppRouter {
  if (router) return router;
  router = createAppRouter({ scope, loadQueryClient });
  registerNavigator(router);
  watchRouteFocus(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
