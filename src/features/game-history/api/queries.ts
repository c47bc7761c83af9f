import { queryOptions } from '@tanstack/react-query';
import { getGamesByDate } from '@/shared/api/index.history';
import { getGetGamesByDateAndPhoneQueryKey } from '@/shared/api/index.queries';

/** A date range of the game history; days as YYYY-MM-DD. */
export interface GameHistoryRange {
  start: string;
  end: string;
}

/**
 * The player's games in a date range (GET /users/get_games_by_date_and_phone, spec §2.15); TanStack
 * Query. The server finds the player by the token, so orval's key (path and dates) gets the phone
 * added: per-player data, a next player on the same phone never reads it.
 * @throws ApiError (the page shows its message)
 */
export const gameHistoryQuery = (phone: string, range: GameHistoryRange) =>
  queryOptions({
    queryKey: [...getGetGamesByDateAndPhoneQueryKey({ start: range.start, end: range.end }), { phone }] as const,
    queryFn: () => getGamesByDate(range),
  });

/** Whether the range can be asked for: both days set, start not after end. */
export const isRangeComplete = (range: GameHistoryRange) => range.start !== '' && range.end !== '' && range.start <= range.end;
