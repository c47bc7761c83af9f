export { WalletTabs } from './ui/WalletForms';
export { UnconfirmedIntents } from './ui/UnconfirmedIntents';
export { deposit, withdraw, transfer, manualDeposit, manualWithdraw, WalletGate } from './model/wallet';
export { takePendingDeposit, PENDING_DEPOSIT_KEY } from './lib/pending-deposit';
export type { PendingDeposit } from './lib/pending-deposit';
