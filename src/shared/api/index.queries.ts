// A second public entry of the API segment: the TanStack Query keys of the GET reads the app caches
// (orval's: the path and its parameters). Apart from `@/shared/api` so that the login page, which
// loads that entry, does not load the generated HTTP calls the keys live beside.
export { getGetTransactionHistoryDataQueryKey, getGetGamesByDateAndPhoneQueryKey, getGetAutoGamesByStatusQueryKey } from './generated/http';
