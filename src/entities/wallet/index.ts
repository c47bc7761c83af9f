export { $balance, balanceReceived, walletCleared, balanceRefreshRequested, fetchBalanceFx } from './model/wallet';
export { BalanceBadge } from './ui/BalanceBadge';
export { NOT_CONFIRMED_CHECKING, checkServerViewFx, readServerViewFx, createNotConfirmedNotice, notConfirmedReport } from './model/not-confirmed';
export type { MoneyIntent, ServerView } from './model/not-confirmed';
export { storedIntentCount } from './model/intent-storage';
