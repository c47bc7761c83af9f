export { Snackbar } from './Snackbar';
export { showSnackbarFx, ERROR_HIDE_MS } from './snackbar';
export type { SnackbarMessage } from './snackbar';
