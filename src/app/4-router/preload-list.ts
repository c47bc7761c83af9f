import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { $user } from '@/entities/session';
import type { RouterContext } from '../routes/__root';

/** The query options of a player's list, by phone. */
type ListQuery<T, K extends QueryKey> = (phone: string) => FetchQueryOptions<T, Error, T, K>;

/**
 * Route loader of a page that reads a per-player list once on entry (spec §2.14, §2.15): starts the
 * read with `ensureQueryData` while the page's chunk loads, and returns at once, so the page shows
 * its own spinner. A failed read stays in the query for the page's own error state; it never
 * reaches the router's error boundary. Runs after the `/_protected` guard, so the player is known;
 * without one it reads nothing. `loadQuery` imports the slice's query options (their module and
 * TanStack Query stay out of the first load's chunk).
 */
export function preloadPlayerList<T, K extends QueryKey>(context: RouterContext, loadQuery: () => Promise<ListQuery<T, K>>): void {
  const phone = context.scope.getState($user)?.phone;
  if (!phone) return;
  Promise.all([context.loadQueryClient(), loadQuery()])
    .then(([client, query]) => client.ensureQueryData(query(phone)))
    .catch(() => undefined);
}
