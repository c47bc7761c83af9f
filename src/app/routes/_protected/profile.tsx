import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lazy-page';

// the screen (tabs, reminder setting) loads beside this chunk; the header paints without it
const ProfilePage = lazyPage(() => import('@/pages/profile').then((slice) => slice.ProfilePage));

export const Route = createFileRoute('/_protected/profile')({ component: ProfilePage });
