import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { registerNavigator } from '@/shared/routing';
import { routeTree } from './routeTree.gen';
import { scope } from './model';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

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
