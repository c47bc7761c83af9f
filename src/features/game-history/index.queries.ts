// The slice's query options without its UI: route loaders import them into the app chunk, which
// must not carry the page (size budget; the page loads with its route).
export { gameHistoryQuery } from './api/queries';
export { defaultRange } from './lib/range';
