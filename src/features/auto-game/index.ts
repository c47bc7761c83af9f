export { AutoGamesList } from './ui/AutoGamesList';
export { AutoBoardPicker } from './ui/AutoBoardPicker';
export { purchaseSnackbar } from './lib/map';
