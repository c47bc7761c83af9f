export { AutoGamesList } from './ui/AutoGamesList';
export { AutoBoardPicker } from './ui/AutoBoardPicker';
export { AutoGamePlay } from './ui/AutoGamePlay';
export { winnerAt, purchaseSnackbar } from './lib/map';
