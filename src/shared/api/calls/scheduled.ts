// The scheduled (auto) games (spec §2.12, §7).
import { toNationalPhone } from '@/shared/lib/phone';
import { parseAnswer } from '../http/validate';
import { http, validators } from './load';

/**
 * GET /autogames/status/scheduled (spec §7, §2.12): every scheduled game (waiting, running or
 * completed). @throws ApiError with the server's message (the list shows "Error: " + message)
 */
export async function getScheduledGames() {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getAutoGamesByStatus('scheduled'))]);
  const games = parseAnswer(zod.GetAutoGamesByStatusResponse, answer.data, 'autogames/status/scheduled');
  // the list finds the player's own boards and wins by phone: compared in the national form
  return games.map((game) => ({
    ...game,
    gameWinners: game.gameWinners.map((w) => ({ ...w, playerPhone: toNationalPhone(w.playerPhone) })),
    playerBoards: game.playerBoards.map((p) => ({ ...p, playerPhone: toNationalPhone(p.playerPhone) })),
  }));
}
