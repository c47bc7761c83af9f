import { queryOptions } from '@tanstack/react-query';
import { getGetAutoGamesByStatusQueryKey, getScheduledGames } from '@/shared/api';

/**
 * Query options of the auto games list (spec §2.12, GET /autogames/status/scheduled): the list
 * screen reads it with `useQuery`, route loaders and the board picker with `ensureQueryData`.
 * Statuses, prize pools and own boards change while away: a read older than 5 s is read again
 * when the screen opens (so the route loader's read, a moment before, is not doubled), and every 15 s.
 */
export const autoGamesQuery = queryOptions({
  queryKey: getGetAutoGamesByStatusQueryKey('scheduled'),
  queryFn: () => getScheduledGames(),
  staleTime: 5_000,
  refetchInterval: 15_000,
  refetchOnMount: true,
});
