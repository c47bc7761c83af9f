import { queryOptions } from '@tanstack/react-query';
import { getReceivingAccounts } from '@/shared/api/index.payments';
import { getGetReceivingAccountsQueryKey } from '@/shared/api/index.queries';

/**
 * Where a manual deposit is sent (proposed GET /manual-payments/receiving-accounts): a plain REST
 * read, so TanStack Query. The same for every player. A server that does not offer the call gives
 * `[]` (the tab then shows the spec's text without accounts), so the read never fails the tab.
 */
export const receivingAccountsQuery = () => queryOptions({ queryKey: getGetReceivingAccountsQueryKey(), queryFn: getReceivingAccounts, staleTime: 5 * 60_000 });
