import * as gen from './generated/http';
import * as zod from './generated/zod/index.zod';
import { parseAnswer } from './http/validate';

export { ApiError } from './http/fetcher';
export { readToken, writeToken, removeToken } from './http/token';
export type { User, CreditBalance, Board, LoginRequest, LoginResponse, UserInfoResponse } from './generated/http/model';

/** POST /users/login/ (spec §7, §2.3). @throws ApiError with the server's message */
export async function login(body: { username: string; password: string }) {
  return parseAnswer(zod.LoginResponse, (await gen.login(body)).data, 'login');
}

/** GET /users/get_user_info (spec §7): the user and balances; only call when a token exists. */
export async function getUserInfo() {
  return parseAnswer(zod.GetUserInfoResponse, (await gen.getUserInfo()).data, 'get_user_info');
}

/** GET /transactions/balance/{phone} (spec §7): { current_balance, promo_balance } in ETB. */
export async function getBalance(phone: string) {
  return parseAnswer(zod.GetBalanceResponse, (await gen.getBalance(phone)).data, 'balance');
}

/** GET /boards/ids/ (spec §7): ids of the playing boards, used directly. */
export async function getBoardIds() {
  return parseAnswer(zod.GetBoardIdsResponse, (await gen.getBoardIds()).data, 'boards/ids');
}

/** GET /boards/ (spec §7): every board (its `data` field). */
export async function getBoards() {
  return parseAnswer(zod.GetBoardsResponse, (await gen.getBoards()).data, 'boards').data;
}

/** GET /boards/{id} (spec §7): one board (its `data` field). */
export async function getBoard(id: number) {
  return parseAnswer(zod.GetBoardResponse, (await gen.getBoard(id)).data, 'board').data;
}
