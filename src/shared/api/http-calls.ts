// The generated HTTP calls the app makes, by name: the module the first request loads (./calls/load.ts),
// which the login page preloads once it is idle. Named, not `export *`: a dynamic import keeps every
// export of its module, and the generated modules also export TanStack Query hooks and options,
// which would bring Query onto the login page (scripts/size-budget.mjs checks it stays off).
export {
  createUser,
  depositRequest,
  getAutoGamesByStatus,
  getBalance,
  getBoard,
  getBoardIds,
  getBoards,
  getGamesByDateAndPhone,
  getLimits,
  getTransactionHistoryData,
  getUserInfo,
  login,
  manualPayRequest,
  manualWithdrawRequest,
  putLimits,
  pwdChangeRequest,
  resetPwd,
  sendInvitationCode,
  takeBreak,
  telegramLink,
  telegramLogin,
  transfer,
  validatePhone,
  verifyPhone,
  withdrawlRequest,
} from './generated/http';
// the generated parsers of the session check's and the login's answers (../fast-answer.ts): here,
// not in the app chunk, as the login page needs them only with its call
export { parseGetUserInfoResponse, parseLoginResponse } from './generated/fast-parsers';
