import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import type { Scope } from 'effector';
import { CrashPage } from '@/pages/crash';
import { NotFoundPage } from '@/pages/not-found';
import { reportError } from '@/shared/lib/report-error';

export interface RouterContext {
  scope: Scope;
  queryClient: QueryClient;
}

function NotFound() {
  const router = useRouter();
  return <NotFoundPage onHome={() => router.navigate({ to: '/' })} onBack={() => router.history.back()} />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: CrashPage,
  // the crash screen catches the error, so it never reaches the window's error handler
  onCatch: (error) => reportError(error, { kind: 'render' }),
});
