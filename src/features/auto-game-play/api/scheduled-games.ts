import { queryOptions } from '@tanstack/react-query';
import { getGetAutoGamesByStatusQueryKey, getScheduledGames } from '@/shared/api';

/**
 * The scheduled games list (spec §2.12) as the list screen left it in the query cache, by its
 * generated key: the play screen reads a game's pattern from it (play aids) and never fetches it
 * (after a reload on the play screen there is no list, and no aid).
 */
export const cachedScheduledGamesQuery = queryOptions({
  queryKey: getGetAutoGamesByStatusQueryKey('scheduled'),
  queryFn: () => getScheduledGames(),
  enabled: false,
});
