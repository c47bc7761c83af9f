import { createFileRoute } from '@tanstack/react-router';
import { m } from '@/shared/i18n';
import { lazyPage } from '../../5-first-paint/lazy-page';

// the screen (balance card, wallet tabs) loads beside this chunk (the page's largest content is its own)
const AddBalancePage = lazyPage(
  () => import('@/pages/add-balance').then((slice) => slice.AddBalancePage),
  () => <h1>{m.wallet_title()}</h1>,
  { withRoute: true },
);

export const Route = createFileRoute('/_protected/addBalance')({ component: AddBalancePage });
