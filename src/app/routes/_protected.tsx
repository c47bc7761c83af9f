import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { ensureSession } from '../ensure-session';
import { Header } from '@/widgets/header';
import { Snackbar } from '@/shared/ui/snackbar';

/**
 * The guard of every protected route (spec §2.1, §6): a logged-out visitor goes to `/auth`,
 * remembering the place; a stored token restores the user first (GET /users/get_user_info).
 */
export const Route = createFileRoute('/_protected')({
  beforeLoad: async ({ context, location }) => {
    if (!(await ensureSession(context.scope))) {
      throw redirect({ to: '/auth', search: { redirect: location.href } });
    }
  },
  component: ProtectedLayout,
});

function ProtectedLayout() {
  const navigate = useNavigate();
  return (
    <>
      <Header onLogout={() => navigate({ to: '/auth' })} />
      <Snackbar />
      <Outlet />
    </>
  );
}
