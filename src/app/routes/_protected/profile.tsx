import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../5-first-paint/lazy-page';

// the screen (tabs, reminder setting) loads beside this chunk (the page's largest content is its own)
const ProfilePage = lazyPage(
  () => import('@/pages/profile').then((slice) => slice.ProfilePage),
  () => <h1>{m.account_profile_title()}</h1>,
  { withRoute: true },
);

export const Route = createFileRoute('/_protected/profile')({ component: ProfilePage });
