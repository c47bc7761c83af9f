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
  saveLimitsFx,
  stakePaid,
  takeBreakFx,
  type LimitRequest,
  type LimitsSource,
} from './model/limits';
export { formatUntil, onBreakText } from './lib/messages';
