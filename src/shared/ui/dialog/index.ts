export { Dialog } from './Dialog';
export { ConfirmExitDialog, WinnerDialog } from './GameDialogs';
