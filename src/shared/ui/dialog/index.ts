export { Dialog, preloadDialog } from './Dialog';
export { ConfirmExitDialog, WinnerDialog } from './GameDialogs';
