import { queryOptions } from '@tanstack/react-query';
import { getScheduledGames } from '@/shared/api/index.scheduled';
import { getGetAutoGamesByStatusQueryKey } from '@/shared/api/index.queries';

/**
 * Query options of the auto games list (spec §2.12, GET /autogames/status/scheduled): the list
 * screen reads it with `useQuery`, route loaders and the board picker with `ensureQueryData`.
 * Statuses, prize pools and own boards change while away: refetched on every visit and every 15 s,
 * which is why the route has no loader (a loader's read would be read again on mount).
 */
export const autoGamesQuery = queryOptions({
  queryKey: getGetAutoGamesByStatusQueryKey('scheduled'),
  queryFn: () => getScheduledGames(),
  refetchInterval: 15_000,
  refetchOnMount: 'always',
});
