import { createRouter } from '@tanstack/react-router';
import { registerNavigator } from '@/shared/routing';
import { routeTree } from './routeTree.gen';
import { queryClient, scope } from './model';

export { queryClient };

export const router = createRouter({
  routeTree,
  context: { scope, queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});
registerNavigator(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
