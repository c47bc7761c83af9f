export { AutoGamesList } from './ui/AutoGamesList';
export { AutoBoardPicker } from './ui/AutoBoardPicker';
export { AutoGamePlay } from './ui/AutoGamePlay';
export { autoNumberCalled, AutoPlayGate, $autoCalls, $autoResult, $shownWinner, $winnerIndex, $autoMarks } from './model/play';
export { formatGameName, maskPhone, gameStatusOf } from './lib/format';
export { winnerAt, purchaseSnackbar } from './lib/map';
export type { ShownWinner } from './lib/map';
