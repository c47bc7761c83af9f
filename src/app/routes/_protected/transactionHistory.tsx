import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '@/pages/transaction-history';

export const Route = createFileRoute('/_protected/transactionHistory')({ component: TransactionHistoryPage });
