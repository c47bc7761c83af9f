// The ledger and the game history (spec §2.14, §2.15, §7).
import { parseAnswer } from '../http/validate';
import { http, validators } from './load';

/** GET /transactions/history/data/{phone} (spec §7, §2.14): ledger entries, newest first. @throws ApiError */
export async function getTransactionHistory(phone: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getTransactionHistoryData(phone))]);
  return parseAnswer(zod.GetTransactionHistoryDataResponse, answer.data, 'history/data').data;
}

/** GET /users/get_games_by_date_and_phone?start&end (spec §7, §2.15): games, newest first; dates YYYY-MM-DD. @throws ApiError */
export async function getGamesByDate(range: { start: string; end: string }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getGamesByDateAndPhone(range))]);
  return parseAnswer(zod.GetGamesByDateAndPhoneResponse, answer.data, 'get_games_by_date_and_phone').data;
}
