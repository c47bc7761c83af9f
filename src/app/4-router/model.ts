import { allSettled, fork, sample } from 'effector';
import type { QueryClient } from '@tanstack/react-query';
import { $queryClient, queryClientLoaded } from '@/shared/api';
import { loggedOut, restoreSessionFx } from '@/entities/session';
import { balanceReceived, walletCleared } from '@/entities/wallet/index.balance';

// When the session is restored from the token, then show the balance it carries (spec §3).
sample({ clock: restoreSessionFx.doneData, filter: Boolean, fn: (r) => r.credit_balance, target: balanceReceived });
// When the player logs out, then drop the balance too (spec §4 Logout).
sample({ clock: loggedOut, target: walletCleared });

/** The app's one effector scope. */
export const scope = fork();

/**
 * Loads the app's QueryClient (./query, fetched with the first protected page) and puts it into the
 * scope's `$queryClient` the first time. Resolves to the one client.
 */
export async function loadQueryClient(): Promise<QueryClient> {
  const { queryClient } = await import('./query');
  if (scope.getState($queryClient) !== queryClient) await allSettled(queryClientLoaded, { scope, params: queryClient });
  return queryClient;
}
