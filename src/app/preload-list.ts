import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { $user } from '@/entities/session';
import type { RouterContext } from './routes/__root';

/**
 * Route loader of a page that reads a per-player list once on entry (spec §2.14, §2.15): starts the
 * read with `ensureQueryData` while the page's chunk loads, and returns at once, so the page shows
 * its own spinner. A failed read stays in the query for the page's own error state; it never
 * reaches the router's error boundary. Runs after the `/_protected` guard, so the player is known;
 * without one it reads nothing.
 */
export function preloadPlayerList<T, K extends QueryKey>(context: RouterContext, options: (phone: string) => FetchQueryOptions<T, Error, T, K>): void {
  const phone = context.scope.getState($user)?.phone;
  if (!phone) return;
  context.queryClient.ensureQueryData(options(phone)).catch(() => undefined);
}
