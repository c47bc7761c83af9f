import { createFileRoute, redirect } from '@tanstack/react-router';

// spec §2.1: `/` redirects to `/auth`
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth' });
  },
});
