export { AutoGamesList, scheduledGamesQuery } from './ui/AutoGamesList';
export { AutoBoardSelector } from './ui/AutoBoardSelector';
export { AutoGamePlay } from './ui/AutoGamePlay';
export { autoNumberCalled, AutoPlayGate, $autoCalls, $autoResult, $shownWinner, $winnerIndex, $autoMarks } from './model/play';
export { AutoSelectorGate, $autoPicks, $purchaseStatus, $purchaseMissing, AUTO_MESSAGES } from './model/selector';
export { formatGameName, maskPhone, gameStatusOf } from './lib/format';
export { winnerAt, purchaseSnackbar } from './lib/map';
export type { ShownWinner } from './lib/map';
