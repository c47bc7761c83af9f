// The slice's query options without its UI, for route loaders (keeps the screens out of the app chunk).
export { autoGamesQuery } from './api/auto-games';
