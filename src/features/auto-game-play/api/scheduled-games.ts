import { queryOptions } from '@tanstack/react-query';
import { autoGamesQuery } from '@/entities/auto-game';

/**
 * The scheduled games list (spec §2.12) as the list screen left it in the query cache: the list's
 * own query (same key, same call), disabled, so the play screen reads a game's pattern from it
 * (play aids) and never fetches it (after a reload on the play screen there is no list, and no aid).
 */
export const cachedScheduledGamesQuery = queryOptions({ ...autoGamesQuery, enabled: false });
