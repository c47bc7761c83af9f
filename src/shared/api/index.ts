import * as gen from './generated/http';
import { ApiError } from './http/fetcher';
import { parseAnswer } from './http/validate';
import { toNationalPhone } from '@/shared/lib/phone';

/** The user of an answer with its phone in the national form `09…` (the server may write `+2519…` or `2519…`). */
function withNationalPhone<T extends { user: { phone: string } }>(answer: T): T {
  return { ...answer, user: { ...answer.user, phone: toNationalPhone(answer.user.phone) } };
}

// The generated zod validators load with the first HTTP answer, not with the login page (size budget).
const validators = () => import('./validators');

export { ApiError, setApiBaseUrl } from './http/fetcher';
export { readToken, writeToken, removeToken } from './http/token';
export { forgetStoredPlayer, endSessionAtLogin, leaveForLoginPage } from './session-end';
export { followSessionOfOtherTabs } from './session-sync';
export { nullAsAbsent } from './null-as-absent';
export { $queryClient, queryClientLoaded } from './query-client';
// TanStack Query keys of the GET reads the app caches: orval's, the path and its parameters
export { getGetTransactionHistoryDataQueryKey, getGetGamesByDateAndPhoneQueryKey, getGetAutoGamesByStatusQueryKey } from './generated/http';
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
  return withNationalPhone(parseAnswer(zod.LoginResponse, answer.data, 'login'));
}

/**
 * POST /users/telegram_login/ (proposed, beside spec §2.3 Login): signs in with the raw init data of
 * the Telegram Mini App; the login answer. @throws ApiError — 401 refused data (its 401 ends no
 * session), 404 no account linked to the Telegram user
 */
export async function telegramLogin(initData: string) {
  const [zod, answer] = await Promise.all([validators(), gen.telegramLogin({ init_data: initData })]);
  return withNationalPhone(parseAnswer(zod.TelegramLoginResponse, answer.data, 'telegram_login'));
}

/**
 * POST /users/telegram_link/ (proposed): links the Telegram user of the init data to the account
 * (phone as `username`, password) and signs in; the login answer. @throws ApiError — 400 wrong credentials, 401 refused data
 */
export async function telegramLink(body: { initData: string; username: string; password: string }) {
  const [zod, answer] = await Promise.all([validators(), gen.telegramLink({ init_data: body.initData, username: body.username, password: body.password })]);
  return withNationalPhone(parseAnswer(zod.TelegramLinkResponse, answer.data, 'telegram_link'));
}

/** GET /users/get_user_info (spec §7): the user and balances; only call when a token exists. */
export async function getUserInfo() {
  const [zod, answer] = await Promise.all([validators(), gen.getUserInfo()]);
  return withNationalPhone(parseAnswer(zod.GetUserInfoResponse, answer.data, 'get_user_info'));
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

/**
 * POST /users/create/ (spec §7, §2.4): the new user. `age_confirmed` is the proposed responsible-play
 * field, always `true` (the form refuses an unticked box). @throws ApiError whose message is the server's `error`
 */
export async function createUser(body: { username: string; phone: string; password: string; agentId: string; age_confirmed: true }) {
  const [zod, answer] = await Promise.all([validators(), gen.createUser(body)]);
  return withNationalPhone(parseAnswer(zod.CreateUserResponse, answer.data, 'create'));
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

// ---- wallet, payments, histories, invite (spec §2.13–§2.16, §7) ----
export type {
  Transaction,
  TransactionType,
  GameHistoryEntry,
  GameHistoryBoard,
  DepositResponse,
  WithdrawalResponse,
} from './generated/http/model';

/**
 * A fresh `Idempotency-Key` for one money submission (OpenAPI parameter IdempotencyKey): a server
 * that honours it answers a replay of the same request (e.g. a network retry) without moving money
 * twice. The forms also refuse a second submit while one runs.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const idem = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POST /transactions/depositRequest (spec §7, §5 Automatic deposit): `{ message?, reference?, url? }`. @throws ApiError */
export async function requestDeposit(body: { phone: string; amount: number }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), gen.depositRequest(body, idem(idempotencyKey))]);
  return parseAnswer(zod.DepositRequestResponse, answer.data, 'depositRequest');
}

/** POST /transactions/withdrawlRequest (spec §7, §5 Automatic withdrawal): `{ status, message? }`; PENDING = accepted. @throws ApiError */
export async function requestWithdrawal(body: { phone: string; amount: number; paymentMethod: string }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), gen.withdrawlRequest(body, idem(idempotencyKey))]);
  return parseAnswer(zod.WithdrawlRequestResponse, answer.data, 'withdrawlRequest');
}

/** POST /transactions/transfer (spec §7, §4 Transfer): the sender's new balance (ETB). @throws ApiError */
export async function transferCredit(body: { sender: string; receiver: string; credit: number }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), gen.transfer(body, idem(idempotencyKey))]);
  return parseAnswer(zod.TransferResponse, answer.data, 'transfer');
}

/** POST /manual-payments/manualPay/request (spec §7, §5 Manual deposit): `{ message }`. @throws ApiError */
export async function requestManualDeposit(body: { phone: string; amount: number; receiptMessage: string }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), gen.manualPayRequest(body, idem(idempotencyKey))]);
  return parseAnswer(zod.ManualPayRequestResponse, answer.data, 'manualPay/request');
}

/** POST /manual-payments/manualRequest/requests (spec §7, §5 Manual withdrawal): `{ message }`. @throws ApiError */
export async function requestManualWithdrawal(body: { amount: number; trxId: string }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), gen.manualWithdrawRequest(body, idem(idempotencyKey))]);
  return parseAnswer(zod.ManualWithdrawRequestResponse, answer.data, 'manualRequest/requests');
}

/** GET /transactions/history/data/{phone} (spec §7, §2.14): ledger entries, newest first. @throws ApiError */
export async function getTransactionHistory(phone: string) {
  const [zod, answer] = await Promise.all([validators(), gen.getTransactionHistoryData(phone)]);
  return parseAnswer(zod.GetTransactionHistoryDataResponse, answer.data, 'history/data').data;
}

/** GET /users/get_games_by_date_and_phone?start&end (spec §7, §2.15): games, newest first; dates YYYY-MM-DD. @throws ApiError */
export async function getGamesByDate(range: { start: string; end: string }) {
  const [zod, answer] = await Promise.all([validators(), gen.getGamesByDateAndPhone(range)]);
  return parseAnswer(zod.GetGamesByDateAndPhoneResponse, answer.data, 'get_games_by_date_and_phone').data;
}

/** POST /users/send_invitation_code (spec §7, §2.16): sends the invitation to the friend's phone; answers the message. @throws ApiError */
export async function sendInvitationCode(friendPhone: string) {
  const [zod, answer] = await Promise.all([validators(), gen.sendInvitationCode({ phone: friendPhone })]);
  return parseAnswer(zod.SendInvitationCodeResponse, answer.data, 'send_invitation_code').data;
}

// ---- auto games (spec §2.12, §7) ----
export type { ScheduledGame, ScheduledGameWinner, ScheduledPattern, ScheduledPlayerBoards } from './generated/http/model';

/**
 * GET /autogames/status/scheduled (spec §7, §2.12): every scheduled game (waiting, running or
 * completed). @throws ApiError with the server's message (the list shows "Error: " + message)
 */
export async function getScheduledGames() {
  const [zod, answer] = await Promise.all([validators(), gen.getAutoGamesByStatus('scheduled')]);
  const games = parseAnswer(zod.GetAutoGamesByStatusResponse, answer.data, 'autogames/status/scheduled');
  // the list finds the player's own boards and wins by phone: compared in the national form
  return games.map((game) => ({
    ...game,
    gameWinners: game.gameWinners.map((w) => ({ ...w, playerPhone: toNationalPhone(w.playerPhone) })),
    playerBoards: game.playerBoards.map((p) => ({ ...p, playerPhone: toNationalPhone(p.playerPhone) })),
  }));
}

// ---- responsible play: limits and breaks (proposed, OpenAPI tag `limits`) ----
export type { Limits, LimitsUpdate, BreakRequestPeriod } from './generated/http/model';

/**
 * Whether an error means the server does not offer limits (responsible play, ours): 404 or 501, or
 * no answer at all (network error, time-out, 5xx). The client then keeps the limits on the device.
 */
export function limitsUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 501 || error.noAnswer);
}

/**
 * GET /limits (proposed, responsible play): the player's daily deposit and stake limits (ETB, two
 * decimals) and break end (ISO date-time); absent or `null` = none. @throws ApiError (see `limitsUnavailable`)
 */
export async function getLimits() {
  const [zod, answer] = await Promise.all([validators(), gen.getLimits()]);
  return parseAnswer(zod.GetLimitsResponse, answer.data, 'limits');
}

/** PUT /limits (proposed): sets both daily limits (ETB, `null` clears); answers the limits that apply now. @throws ApiError */
export async function putLimits(body: { daily_deposit_limit: number | null; daily_stake_limit: number | null }) {
  const [zod, answer] = await Promise.all([validators(), gen.putLimits(body)]);
  return parseAnswer(zod.PutLimitsResponse, answer.data, 'limits');
}

/** POST /limits/break (proposed): a break of 24 hours, 7 days or 30 days from now; answers the limits with `break_until`. @throws ApiError */
export async function takeBreak(period: '24h' | '7d' | '30d') {
  const [zod, answer] = await Promise.all([validators(), gen.takeBreak({ period })]);
  return parseAnswer(zod.TakeBreakResponse, answer.data, 'limits/break');
}
