import { createRouter } from '@tanstack/react-router';
import { registerNavigator } from '@/shared/routing';
import { routeTree } from './routeTree.gen';
import { loadQueryClient, scope } from './model';
import { watchRouteFocus } from './route-focus';

export const router = createRouter({
  routeTree,
  context: { scope, loadQueryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});
registerNavigator(router);
watchRouteFocus(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
