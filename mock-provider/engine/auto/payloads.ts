import { boardCells, checkWin, letterOf, PATTERNS } from '@/shared/lib/bingo';
import { formatEtb } from '@/shared/lib/money';
import { PATTERN_NAMES } from '../../world/pattern-names';
import type { World } from '../../world/world';
import { gridOf, prizePool } from './rules';
import type { AutoGame } from './state';

/** What the auto engine sends about a game: the list entry, the player's details, the result. */

/** One game of the list of spec §2.12, as `GET /autogames/status/scheduled` answers it. */
export function listEntry(g: AutoGame) {
  const players = new Map<string, number[]>();
  for (const [id, owner] of g.owners) if (!owner.startsWith('bot:')) players.set(owner, [...(players.get(owner) ?? []), id]);
  return {
    gameId: g.gameId,
    gameName: g.gameName,
    displayStartTime: new Date(g.startsAt).toISOString().slice(11, 16) + ' UTC',
    startTimeLocal: new Date(g.startsAt).toISOString(),
    gameStatus: g.status,
    betAmount: g.betAmount,
    totalWinning: prizePool(g),
    pattern: { name: PATTERN_NAMES[g.pattern], grid: gridOf(PATTERNS[g.pattern].preview) },
    callList: [...g.called],
    gameWinners: g.winners.map((w) => ({ ...w })),
    playerBoards: [...players].map(([playerPhone, boardIds]) => ({ playerPhone, boardIds })),
  };
}

/** The owner's phone of a board (a made-up stable one for a bot). */
export function phoneOf(g: AutoGame, boardId: number): string {
  const owner = g.owners.get(boardId) ?? '';
  // simulated players get stable made-up phone numbers
  return owner.startsWith('bot:') ? `09120000${String(10 + Number(owner.slice(4))).padStart(2, '0')}` : owner;
}

/** `_auto_bingo_result_{id}` of a completed game. */
export function result(world: World, g: AutoGame) {
  const ids = g.winners.map((w) => w.boardId);
  const message =
    ids.length === 0
      ? 'No winner this game'
      : `BINGO! Board ${ids.join(', ')} won ${formatEtb(g.winners[0].winningAmount)} ETB${ids.length > 1 ? ' each' : ''}`;
  return {
    hasWinner: ids.length > 0,
    winning_board_ids: ids,
    winning_board_maps: Object.fromEntries(ids.map((id) => [String(id), world.boards[id - 1].board_numbers])),
    winnerPhoneMap: Object.fromEntries(g.winners.map((w) => [String(w.boardId), w.playerPhone])),
    called_numbers: [...g.called],
    patternGrid: winningGrid(world, g, ids[0]),
    message,
    // proposed (fairness view): every player who bought boards, bots included, and every bought board
    players_count: new Set(g.owners.values()).size,
    boards_count: g.owners.size,
  };
}

/**
 * The result's patternGrid: the cells that won on the first winning board (spec §3 has one grid
 * per result, so further winners with another line of the same pattern are approximated), or the
 * pattern's preview when nobody won.
 */
export function winningGrid(world: World, g: AutoGame, boardId: number | undefined): boolean[][] {
  if (boardId === undefined) return gridOf(PATTERNS[g.pattern].preview);
  const win = checkWin(boardCells(world.boards[boardId - 1].board_numbers), g.called, g.pattern);
  return gridOf(Array.from({ length: 25 }, (_, i) => win.cells.includes(i)));
}

/** `_auto_game_details_{id}` for one player: their boards, the start, the pool and the calls so far. */
export function details(g: AutoGame, phone: string) {
  return {
    boardIds: [...g.owners].filter(([, owner]) => owner === phone).map(([id]) => id),
    startTime: new Date(g.startsAt).toISOString(),
    betAmount: g.betAmount,
    totalWinning: prizePool(g),
    calledNumbers: g.called.map((n) => ({ number: n, letter: letterOf(n) })),
  };
}
