import { createFileRoute } from '@tanstack/react-router';
import { transactionHistoryQuery } from '@/features/transaction-history/index.queries';
import { TransactionHistoryPage } from '@/pages/transaction-history';
import { preloadPlayerList } from '../../preload-list';

export const Route = createFileRoute('/_protected/transactionHistory')({
  loader: ({ context }) => preloadPlayerList(context, transactionHistoryQuery),
  component: TransactionHistoryPage,
});
