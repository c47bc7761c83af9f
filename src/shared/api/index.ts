import * as gen from './generated/http';
import { parseAnswer } from './http/validate';

// The generated zod validators load with the first HTTP answer, not with the login page (size budget).
const validators = () => import('./generated/zod/index.zod');

export { ApiError, setApiBaseUrl } from './http/fetcher';
export { readToken, writeToken, removeToken } from './http/token';
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

/** POST /users/login/ (spec §7, §2.3). @throws ApiError with the server's message */
export async function login(body: { username: string; password: string }) {
  const [zod, answer] = await Promise.all([validators(), gen.login(body)]);
  return parseAnswer(zod.LoginResponse, answer.data, 'login');
}

/** GET /users/get_user_info (spec §7): the user and balances; only call when a token exists. */
export async function getUserInfo() {
  const [zod, answer] = await Promise.all([validators(), gen.getUserInfo()]);
  return parseAnswer(zod.GetUserInfoResponse, answer.data, 'get_user_info');
}

/** GET /transactions/balance/{phone} (spec §7): { current_balance, promo_balance } in ETB. */
export async function getBalance(phone: string) {
  const [zod, answer] = await Promise.all([validators(), gen.getBalance(phone)]);
  return parseAnswer(zod.GetBalanceResponse, answer.data, 'balance');
}

/** GET /boards/ids/ (spec §7): ids of the playing boards, used directly. */
export async function getBoardIds() {
  const [zod, answer] = await Promise.all([validators(), gen.getBoardIds()]);
  return parseAnswer(zod.GetBoardIdsResponse, answer.data, 'boards/ids');
}

/** GET /boards/ (spec §7): every board (its `data` field). */
export async function getBoards() {
  const [zod, answer] = await Promise.all([validators(), gen.getBoards()]);
  return parseAnswer(zod.GetBoardsResponse, answer.data, 'boards').data;
}

/** GET /boards/{id} (spec §7): one board (its `data` field). */
export async function getBoard(id: number) {
  const [zod, answer] = await Promise.all([validators(), gen.getBoard(id)]);
  return parseAnswer(zod.GetBoardResponse, answer.data, 'board').data;
}

/** POST /users/create/ (spec §7, §2.4): the new user. @throws ApiError whose message is the server's `error` */
export async function createUser(body: { username: string; phone: string; password: string; agentId: string }) {
  const [zod, answer] = await Promise.all([validators(), gen.createUser(body)]);
  return parseAnswer(zod.CreateUserResponse, answer.data, 'create');
}

/** GET /users/verify_phone?phone= (spec §7): sends a code; answers the verification id. */
export async function sendPhoneCode(phone: string) {
  const [zod, answer] = await Promise.all([validators(), gen.verifyPhone({ phone })]);
  return parseAnswer(zod.VerifyPhoneResponse, answer.data, 'verify_phone');
}

/** POST /users/validate_phone (spec §7): checks a code. @throws ApiError with the server's message */
export async function validatePhoneCode(body: { phone: string; code: string; verificationId: string; password?: string }) {
  const [zod, answer] = await Promise.all([validators(), gen.validatePhone(body)]);
  return parseAnswer(zod.ValidatePhoneResponse, answer.data, 'validate_phone');
}

/** GET /users/pwd_change_request?phone= (spec §7): `{ token, verification_id }` of a reset. */
export async function requestPasswordReset(phone: string) {
  const [zod, answer] = await Promise.all([validators(), gen.pwdChangeRequest({ phone })]);
  return parseAnswer(zod.PwdChangeRequestResponse, answer.data, 'pwd_change_request').data;
}

/** POST /users/reset_pwd (spec §7): sets the new password; answers `{ message }`. */
export async function resetPassword(body: { phone: string; newPassword: string; confirmPassword: string; token: string }) {
  const [zod, answer] = await Promise.all([validators(), gen.resetPwd(body)]);
  return parseAnswer(zod.ResetPwdResponse, answer.data, 'reset_pwd').data;
}

// ---- scheduled (automatic) games, issue 6 ----
export type { ScheduledGame, ScheduledGameWinner, ScheduledPattern, ScheduledPlayerBoards } from './generated/http/model';

/** Query key of the scheduled games list (TanStack Query; spec §2.12 is a plain REST read). */
export const scheduledGamesQueryKey = ['autogames', 'status', 'scheduled'] as const;

/**
 * GET /autogames/status/scheduled (spec §7, §2.12): every scheduled game (waiting, running or
 * completed). @throws ApiError with the server's message (the list shows "Error: " + message)
 */
export async function getScheduledGames() {
  const [zod, answer] = await Promise.all([validators(), gen.getAutoGamesByStatus('scheduled')]);
  return parseAnswer(zod.GetAutoGamesByStatusResponse, answer.data, 'autogames/status/scheduled');
}
