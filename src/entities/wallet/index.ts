export { $balance, balanceReceived, walletCleared, balanceRefreshRequested, fetchBalanceFx } from './model/wallet';
export { BalanceBadge } from './ui/BalanceBadge';
export { NOT_CONFIRMED_CHECKING, checkServerViewFx, readServerViewFx, createNotConfirmedNotice, notConfirmedReport } from './model/not-confirmed';
export type { MoneyIntent, ServerView } from './model/not-confirmed';
export { takeIntentKeyFx } from './model/intent-key';
export type { IntentKey } from './model/intent-key';
export {
  $intents,
  checkIntentsFx,
  findSameIntent,
  intentAnswered,
  intentChecked,
  intentFields,
  intentSent,
  intentsOpened,
  intentUnanswered,
  readIntentsFx,
  statusAfterCheck,
  writeIntentsFx,
} from './model/intents';
export type { IntentKind, IntentStatus, StoredIntent, WalletIntent } from './model/intents';
