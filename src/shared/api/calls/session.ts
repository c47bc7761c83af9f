// The session's reads: the player and the balance (spec §7).
import { parseAnswer } from '../http/validate';
import { http, validators, withNationalPhone } from './load';

/** GET /users/get_user_info (spec §7): the user and balances; only call when a token exists. */
export async function getUserInfo() {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getUserInfo())]);
  return withNationalPhone(parseAnswer(zod.GetUserInfoResponse, answer.data, 'get_user_info'));
}

/** GET /transactions/balance/{phone} (spec §7): { current_balance, promo_balance } in ETB. */
export async function getBalance(phone: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getBalance(phone))]);
  return parseAnswer(zod.GetBalanceResponse, answer.data, 'balance');
}
