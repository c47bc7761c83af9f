// The boards (cartelas) of play (spec §7).
import { parseAnswer } from '../http/validate';
import { http, validators } from './load';

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
