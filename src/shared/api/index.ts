import * as gen from './generated/http';
import { parseAnswer } from './http/validate';

// The generated zod validators load with the first HTTP answer, not with the login page (size budget).
const validators = () => import('./generated/zod/index.zod');

export { ApiError } from './http/fetcher';
export { readToken, writeToken, removeToken } from './http/token';
export type { User, CreditBalance, Board, LoginRequest, LoginResponse, UserInfoResponse } from './generated/http/model';

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
