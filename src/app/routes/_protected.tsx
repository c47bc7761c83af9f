import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router';
import { ensureSession } from '../ensure-session';
import { Header } from '@/widgets/header';
import { SessionReminder } from '@/features/session-reminder';
import { leaveForLoginPage } from '@/shared/api';
import { Snackbar } from '@/shared/ui/snackbar';
import { QueryProvider } from '../query';

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
  return (
    <QueryProvider>
      <Header onLogout={leaveForLoginPage} betAmount={betAmount} />
      <Snackbar />
      <SessionReminder />
      <Outlet />
    </QueryProvider>
  );
}
