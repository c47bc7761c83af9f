import { fork, sample } from 'effector';
import { QueryClient } from '@tanstack/react-query';
import { $queryClient } from '@/shared/api';
import { loggedOut, restoreSessionFx } from '@/entities/session';
import { balanceReceived, walletCleared } from '@/entities/wallet';

// When the session is restored from the token, then show the balance it carries (spec §3).
sample({ clock: restoreSessionFx.doneData, filter: Boolean, fn: (r) => r.credit_balance, target: balanceReceived });
// When the player logs out, then drop the balance too (spec §4 Logout).
sample({ clock: loggedOut, target: walletCleared });

/** The app's one QueryClient (route loaders get it through the router context, effects through the scope). */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

/** The app's one effector scope. */
export const scope = fork({ values: [[$queryClient, queryClient]] });
