export { autoGamesQuery } from './api/auto-games';
export { formatGameName, gameStatusOf, scheduledGameName } from './lib/format';
export { winnerAt, ownWinAmount, purchaseSnackbar, PURCHASE_OK, PURCHASE_FAILED } from './lib/map';
export type { ShownWinner } from './lib/map';
