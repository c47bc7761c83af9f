// A second public entry of the API segment: the TanStack Query keys of the GET reads the app caches,
// the same as orval's (the path, then the query parameters; index.queries.test.ts holds them equal).
// Written here, not re-exported, so that a page's keys do not load the generated HTTP client with the
// page: it loads with the page's first request (./calls/load.ts).
import type { GetGamesByDateAndPhoneParams } from './generated/http/model';

/** Key of GET /transactions/history/data/{id} (spec §7) for the player `id` (phone). */
export const getGetTransactionHistoryDataQueryKey = (id: string) => [`/transactions/history/data/${id}`] as const;

/** Key of GET /users/get_games_by_date_and_phone (spec §7) with its query parameters. */
export const getGetGamesByDateAndPhoneQueryKey = (params?: GetGamesByDateAndPhoneParams) => [`/users/get_games_by_date_and_phone`, ...(params ? [params] : [])] as const;

/** Key of GET /autogames/status/{status} (spec §7). */
export const getGetAutoGamesByStatusQueryKey = (status: 'scheduled') => [`/autogames/status/${status}`] as const;
