import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../lazy-page';

// the screen (balance card, wallet tabs) loads after the page's first paint (header and heading)
const AddBalancePage = lazyPage(
  () => import('@/pages/add-balance').then((slice) => slice.AddBalancePage),
  () => <h1>{m.wallet_title()}</h1>,
);

export const Route = createFileRoute('/_protected/addBalance')({ component: AddBalancePage });
