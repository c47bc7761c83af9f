// The slice's query options without its UI: the route loader imports them on entry, without the
// page (which loads with its route).
export { gameHistoryQuery } from './api/queries';
export { defaultRange } from './lib/range';
