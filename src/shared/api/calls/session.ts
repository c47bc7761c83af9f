// The session's reads: the player and the balance (spec §7).
import { readAnswer } from '../fast-answer';
import { parseAnswer } from '../http/validate';
import { http, validators, withNationalPhone } from './load';

let activeGame: unknown;
/**
 * The proposed `activeGame` of this page's last session check, unread (entities/active-game reads it
 * tolerantly); the parsers leave it out, so no shape of it fails the session check. Undefined before one.
 */
export const sessionActiveGame = (): unknown => activeGame;

/**
 * GET /users/get_user_info (spec §7): the user and balances; only call when a token exists. Every
 * logged-in page waits on it before its first paint, so its answer is read by the generated parser
 * (zod and the validators load only for an answer that parser does not accept).
 */
export async function getUserInfo() {
  const gen = await http();
  const answer = await gen.getUserInfo();
  // the proposed `telegram` is the profile's (getLinkedTelegram reads it tolerantly): a shape this
  // client does not know must never fail the session check every page waits on
  const data: unknown = answer.data;
  activeGame = (data as { activeGame?: unknown } | null)?.activeGame;
  let session = data;
  if (data && typeof data === 'object' && !Array.isArray(data) && 'telegram' in data) {
    const { telegram: _telegram, ...rest } = data as Record<string, unknown>;
    session = rest;
  }
  return withNationalPhone(await readAnswer(gen.parseGetUserInfoResponse, () => validators().then((zod) => zod.GetUserInfoResponse), session, 'get_user_info'));
}

/** GET /transactions/balance/{phone} (spec §7): { current_balance, promo_balance } in ETB. */
export async function getBalance(phone: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getBalance(phone))]);
  return parseAnswer(zod.GetBalanceResponse, answer.data, 'balance');
}
