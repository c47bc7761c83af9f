// The slice's query options without its UI: the route loader imports them on entry, without the
// page (which loads with its route).
export { transactionHistoryQuery } from './api/queries';
