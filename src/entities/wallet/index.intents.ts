// Money intents (spec §5 idempotency: one key per intent, kept until it is settled) without the
// balance: the login page reads the balance and must not load the intents with it.
export { takeIntentKeyFx } from './model/intent-key';
export type { IntentKey } from './model/intent-key';
export { takeSeatIntentFx, forgetSeatIntentFx } from './model/seat-intents';
export type { SeatTarget } from './model/seat-intents';
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
  keepIntentFx,
  forgetIntentsFx,
} from './model/intents';
export type { IntentKind, IntentStatus, StoredIntent, WalletIntent } from './model/intents';
