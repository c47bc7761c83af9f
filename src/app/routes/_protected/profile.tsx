import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../lazy-page';

// the screen (tabs, reminder setting) loads after the page's first paint (header and heading)
const ProfilePage = lazyPage(
  () => import('@/pages/profile').then((slice) => slice.ProfilePage),
  () => <h1>{m.account_profile_title()}</h1>,
);

export const Route = createFileRoute('/_protected/profile')({ component: ProfilePage });
