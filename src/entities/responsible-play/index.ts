export {
  $dayTotals,
  $limits,
  $limitsSource,
  breakConfirmed,
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
export { limitsMayHaveChanged, limitsWatchStarted, limitsWatchStopped } from './model/elsewhere';
export { formatUntil, onBreakText } from './lib/messages';
// the model's I/O (server calls, device storage, the clock), for fork({ handlers }) in tests
export { announceLimitsChangedFx, watchLimitsFx } from './model/elsewhere';
export { clockFx, fetchLimitsFx, postBreakFx, putLimitsFx, readDeviceFx, writeDayTotalsFx, writeDeviceLimitsFx } from './model/limits';
