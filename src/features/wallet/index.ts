export { WalletTabs } from './ui/WalletForms';
export {
  deposit,
  withdraw,
  transfer,
  manualDeposit,
  manualWithdraw,
  walletOpened,
  WalletGate,
  $trxId,
  $transferConfirmOpen,
  makeTrxId,
  MESSAGES as WALLET_MESSAGES,
  WALLET_LIMITS,
  PAYMENT_PARTNERS,
  redirectToProviderFx,
} from './model/wallet';
export { takePendingDeposit, rememberPendingDeposit, PENDING_DEPOSIT_KEY } from './lib/pending-deposit';
export type { PendingDeposit } from './lib/pending-deposit';
