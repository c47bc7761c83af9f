export { ApiError, setApiBaseUrl } from './http/fetcher';
export { readToken, writeToken, removeToken } from './http/token';
export { forgetStoredPlayer, endSessionAtLogin, leaveForLoginPage } from './session-end';
export { followSessionOfOtherTabs } from './session-sync';
export { setSessionPlayer, sessionPlayer } from './session-player';
export { nullAsAbsent } from './null-as-absent';
export { $queryClient, queryClientLoaded } from './query-client';
export type {
  User,
  CreditBalance,
  Board,
  LoginRequest,
  LoginResponse,
  UserInfoResponse,
  SignupRequest,
  ValidatePhoneRequest,
  ResetPwdRequest,
} from './generated/http/model';

export type {
  Transaction,
  TransactionType,
  GameHistoryEntry,
  GameHistoryBoard,
  DepositResponse,
  WithdrawalResponse,
  ReceivingAccount,
} from './generated/http/model';
export type { ScheduledGame, ScheduledGameWinner, ScheduledPattern, ScheduledPlayerBoards, Limits, LimitsUpdate, BreakRequestPeriod } from './generated/http/model';

// The calls the app needs from its first screen on. The others have an entry each (index.<part>.ts:
// account, boards, payments, history, scheduled, limits, queries), so that the login page loads none
// of them (one module holds all of an entry's exports, and the chunk that imports it holds the module).
export { login } from './calls/login';
export { preloadHttpClient } from './calls/load';
export * from './calls/session';
