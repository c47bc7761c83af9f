import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import type { Scope } from 'effector';
import { CrashPage } from '@/pages/crash';
import { NotFoundPage } from '@/pages/not-found';
import { reportError } from '@/shared/lib/report-error';
import { OfflineNotice, OfflineScreen, UpdatePrompt } from '@/shared/ui/app-status';
import { $updateReady, reloadPressed } from '../6-after-first-load/update';

export interface RouterContext {
  scope: Scope;
  /** The app's QueryClient, loaded on first use (src/app/4-router/query.tsx): the login page does without it. */
  loadQueryClient(): Promise<QueryClient>;
}

function NotFound() {
  const router = useRouter();
  return <NotFoundPage onHome={() => router.navigate({ to: '/' })} onBack={() => router.history.back()} />;
}

/** Every page: the offline banner above it, "A new version is ready" over it. */
function Root() {
  const [updateReady, onReload] = useUnit([$updateReady, reloadPressed]);
  return (
    <>
      <OfflineNotice />
      <Outlet />
      <UpdatePrompt open={updateReady} onReload={onReload} />
    </>
  );
}

/** A page that failed while offline (its code not downloaded yet) says so instead of crashing. */
function RootError() {
  return navigator.onLine ? <CrashPage /> : <OfflineScreen />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RootError,
  // the crash screen catches the error, so it never reaches the window's error handler
  onCatch: (error) => reportError(error, { kind: 'render' }),
});
