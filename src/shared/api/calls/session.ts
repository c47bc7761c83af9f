// The session's reads: the player and the balance (spec §7).
import { readAnswer } from '../fast-answer';
import { parseAnswer } from '../http/validate';
import { http, validators, withNationalPhone } from './load';

/**
 * GET /users/get_user_info (spec §7): the user and balances; only call when a token exists. Every
 * logged-in page waits on it before its first paint, so its answer is read by the generated parser
 * (zod and the validators load only for an answer that parser does not accept).
 */
export async function getUserInfo() {
  const gen = await http();
  const answer = await gen.getUserInfo();
  return withNationalPhone(await readAnswer(gen.parseGetUserInfoResponse, () => validators().then((zod) => zod.GetUserInfoResponse), answer.data, 'get_user_info'));
}

/** GET /transactions/balance/{phone} (spec §7): { current_balance, promo_balance } in ETB. */
export async function getBalance(phone: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getBalance(phone))]);
  return parseAnswer(zod.GetBalanceResponse, answer.data, 'balance');
}
