import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lazy-page';

// the screen (balance card, wallet tabs) loads beside this chunk; the header paints without it
const AddBalancePage = lazyPage(() => import('@/pages/add-balance').then((slice) => slice.AddBalancePage));

export const Route = createFileRoute('/_protected/addBalance')({ component: AddBalancePage });
