import { queryOptions } from '@tanstack/react-query';
import { getTransactionHistory } from '@/shared/api/index.history';
import { getGetTransactionHistoryDataQueryKey } from '@/shared/api/index.queries';

/**
 * The player's ledger (GET /transactions/history/data/{phone}, spec §2.14): a plain REST read, so
 * TanStack Query. The key is orval's, with the phone in the path, so one player's ledger is never
 * served to the next on a shared phone. Always stale: the page reads it again each time it opens.
 * @throws ApiError (the page shows its message)
 */
export const transactionHistoryQuery = (phone: string) =>
  queryOptions({ queryKey: getGetTransactionHistoryDataQueryKey(phone), queryFn: () => getTransactionHistory(phone), staleTime: 0 });
