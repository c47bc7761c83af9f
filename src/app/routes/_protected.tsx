import { lazy, Suspense, useEffect } from 'react';
import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router';
import { ensureSession } from '../4-router/ensure-session';
import { Header } from '@/widgets/header';
import { leaveForLoginPage } from '@/shared/api';
import { Snackbar } from '@/shared/ui/snackbar';
import { useAppActivation } from '../6-after-first-load/activation';
import { markLayoutPainted } from '../5-first-paint/lazy-page';
import { QueryProvider } from '../4-router/query';

// the reminder (with its dialog, Radix) shows nothing at first: it loads beside the page, not before its first paint
const SessionReminder = lazy(() => import('@/features/session-reminder').then((slice) => ({ default: slice.SessionReminder })));

/**
 * The guard of every protected route (spec §2.1, §6): a logged-out visitor goes to `/auth`,
 * remembering the place; a stored token restores the user first (GET /users/get_user_info).
 */
export const Route = createFileRoute('/_protected')({
  beforeLoad: async ({ context, location }) => {
    // the protected pages render inside Query's provider: its client loads beside the session check
    const [session] = await Promise.all([ensureSession(context.scope), context.loadQueryClient()]);
    if (!session) {
      throw redirect({ to: '/auth', search: { redirect: location.href } });
    }
  },
  component: ProtectedLayout,
});

function ProtectedLayout() {
  // spec §2.2: the bar shows the current bet when there is one (the live game's route)
  const { betAmount } = useParams({ strict: false });
  // from now on a page's screen loads with its route chunk (an in-app navigation shows no shell)
  useEffect(markLayoutPainted, []);
  // the balance is read again whenever the app comes back to the front
  useAppActivation();
  return (
    <QueryProvider>
      <Header onLogout={leaveForLoginPage} betAmount={betAmount} />
      <Snackbar />
      <Suspense fallback={null}>
        <SessionReminder />
      </Suspense>
      <Outlet />
    </QueryProvider>
  );
}
