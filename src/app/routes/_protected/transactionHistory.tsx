import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '@/pages/transaction-history';
import { preloadPlayerList } from '../../4-router/preload-list';

export const Route = createFileRoute('/_protected/transactionHistory')({
  loader: ({ context }) =>
    preloadPlayerList(context, () => import('@/features/transaction-history/index.queries').then((slice) => slice.transactionHistoryQuery)),
  component: TransactionHistoryPage,
});
