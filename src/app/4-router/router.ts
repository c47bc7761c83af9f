import { registerNavigator } from '@/shared/routing';
import { loadQueryClient, scope } from './model';
import { watchRouteFocus } from './route-focus';
import { createAppRouter } from './router-options';

export const router = createAppRouter({ scope, loadQueryClient });
registerNavigator(router);
watchRouteFocus(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
