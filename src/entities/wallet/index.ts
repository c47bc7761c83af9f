export { $balance, balanceReceived, walletCleared, balanceRefreshRequested, fetchBalanceFx } from './model/wallet';
export { BalanceBadge } from './ui/BalanceBadge';
