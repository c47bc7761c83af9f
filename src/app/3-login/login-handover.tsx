import { startTransition, useEffect, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { registerNavigator, type NavigateTarget, type RecordedPlace } from '@/shared/routing';
import { AppTree } from '../4-router/app-tree';
import { scope } from '../4-router/model';
import { focusMainHeadingSoon } from '../4-router/route-focus';
import { appRouter } from '../4-router/router';

/** Runs `onCommit` once its children are in the document (the login page gone). */
function AfterCommit({ onCommit, children }: { onCommit(): void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const noFocusChange = () => undefined;
const focusNewPage = () => focusMainHeadingSoon();

/**
 * Hands the login page's React root (./login-app.tsx) to the router's app: the router goes to
 * `target` (a new history entry, so Back returns to /auth; its guards run as on any navigation), or
 * settles on the current address when `target` is null, then the root renders the whole app in the
 * same effector scope (the session a login started is there) in one commit, the login page leaving as
 * the new page arrives. From then on navigations go through the router. After a navigation, focus
 * moves to the new page's heading once it is in the document, as after any route change (../4-router/route-focus.ts).
 */
export async function continueWithRouter(root: Root, target: NavigateTarget | RecordedPlace | null): Promise<void> {
  const router = appRouter();
  registerNavigator(router);
  if (target) await router.navigate(target as Parameters<typeof router.navigate>[0]);
  else await router.load();
  startTransition(() =>
    root.render(
      <AfterCommit onCommit={target ? focusNewPage : noFocusChange}>
        <AppTree scope={scope} router={router} />
      </AfterCommit>,
    ),
  );
}
