export {
  $dayTotals,
  $limits,
  $limitsSource,
  breakConfirmed,
  chatOffChosen,
  $chatOffKeptBy,
  saveChatOffFx,
  checkLimitFx,
  depositAccepted,
  limitsRequested,
  limitsSubmitted,
  LimitRefusedError,
  limitRefusalText,
  saveLimitsFx,
  stakePaid,
  takeBreakFx,
  type LimitRequest,
  type LimitsSource,
} from './model/limits';
export { formatUntil, onBreakText } from './lib/messages';
// the model's I/O (server calls, device storage, the clock), for fork({ handlers }) in tests
export { clockFx, fetchLimitsFx, postBreakFx, putChatSettingFx, putLimitsFx, readDeviceFx, writeDayTotalsFx, writeDeviceLimitsFx } from './model/limits';
