// The boards (cartelas) of play (spec §7).
import { parseAnswer } from '../http/validate';
import { http, validators } from './load';

/** GET /boards/ids/ (spec §7): ids of the playing boards, used directly. */
export async function getBoardIds() {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getBoardIds())]);
  return parseAnswer(zod.GetBoardIdsResponse, answer.data, 'boards/ids');
}

/** GET /boards/ (spec §7): every board (its `data` field). */
export async function getBoards() {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getBoards())]);
  return parseAnswer(zod.GetBoardsResponse, answer.data, 'boards').data;
}

/** GET /boards/{id} (spec §7): one board (its `data` field). */
export async function getBoard(id: number) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getBoard(id))]);
  return parseAnswer(zod.GetBoardResponse, answer.data, 'board').data;
}
