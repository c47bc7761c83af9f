import { pactToken, type ProviderContext } from './context';
import { answerOf, ensurePlayer } from './states';

/**
 * What a scenario reads from the server under verification instead of assuming it: its board ids
 * and numbers (`GET /api/boards/ids/`, `GET /api/boards/{id}`, `GET /api/boards/`), a player's
 * username (`GET /api/users/get_user_info`) and the waiting scheduled games
 * (`GET /api/autogames/status/scheduled`). Each call carries the player's issued token.
 */

/** How long a game may take to end after its last call (ms): a result or end event is awaited this long. */
export const GAME_END_MS = 60_000;

async function get<T>(ctx: ProviderContext, path: string, phone: string): Promise<T> {
  // a player no state of this interaction named is set up (and logged in) first
  await ensurePlayer(ctx, phone);
  const token = ctx.tokens.get(pactToken(phone));
  const res = await fetch(`${ctx.baseUrl}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET /api${path} ${await answerOf(res)}`);
  return (await res.json()) as T;
}

/** The server's board ids, ascending. */
export async function serverBoardIds(ctx: ProviderContext, phone: string): Promise<number[]> {
  return [...(await get<number[]>(ctx, '/boards/ids/', phone))].sort((a, b) => a - b);
}

/** A board's numbers as the server serves them (column-major, free centre 0 or null). */
export async function boardNumbers(ctx: ProviderContext, board: number, phone: string): Promise<(number | null)[][]> {
  return (await get<{ data: { board_numbers: (number | null)[][] } }>(ctx, `/boards/${board}`, phone)).data.board_numbers;
}

/** Every board of the server with its numbers (`GET /api/boards/`). */
export async function allBoards(ctx: ProviderContext, phone: string): Promise<{ board_id: number; board_numbers: (number | null)[][] }[]> {
  const answer = await get<{ data: { board_id: number; board_numbers: (number | null)[][] }[] } | { board_id: number; board_numbers: (number | null)[][] }[]>(ctx, '/boards/', phone);
  return Array.isArray(answer) ? answer : answer.data;
}

/** The player's username as the server knows it (the `_bingo_` claim names it). */
export async function usernameOf(ctx: ProviderContext, phone: string): Promise<string> {
  return (await get<{ user: { username: string } }>(ctx, '/users/get_user_info', phone)).user.username;
}

/** A waiting scheduled game as listed: id, start, and its pattern grid (row-major). */
export interface ListedGame {
  gameId: string;
  gameStatus: string;
  startTimeLocal: string;
  pattern: { name: string; grid: boolean[][] };
}

/** The first waiting scheduled game the server lists (earliest start). @throws Error when none waits */
export async function firstScheduledGame(ctx: ProviderContext, phone: string): Promise<ListedGame> {
  const games = await get<ListedGame[]>(ctx, '/autogames/status/scheduled', phone);
  const first = games.filter((g) => g.gameStatus !== 'running' && g.gameStatus !== 'completed').sort((a, b) => Date.parse(a.startTimeLocal) - Date.parse(b.startTimeLocal))[0];
  if (!first) throw new Error('GET /api/autogames/status/scheduled lists no waiting game');
  return first;
}
