import { stakeRule } from '@/shared/lib/bingo';
import { formatEtb, roundEtb } from '@/shared/lib/money';
import type { World } from '../../world/world';
import { recordGame } from '../../world/wallet-data';
import { prizePool } from './rules';
import type { Game, Player } from './state';

/**
 * Settlement of a manual game (spec §9): the winner gets the prize pool (80 % of all stakes) plus
 * the stake's bonus when the game was won in fewer calls than the bonus limit; every other real
 * player's stake is a `game_lost` ledger entry; each real player's game is kept for game history (§2.15).
 * These functions move money and write ledger entries; the engine changes the game's state and emits.
 */

const boardOf = (world: World, id: number) => world.boards[id - 1];

/** Pays a won game and returns the payloads of `_game_result_{id}` and `_game_ended_{id}`. */
export function settleWin(world: World, game: Game, winner: Player, boardId: number, winningNums: number[]) {
  const rule = stakeRule(game.betAmount)!;
  const prize = prizePool(game);
  const bonus = game.called.length < rule.bonusUnderCalls ? rule.bonusEtb : 0;
  for (const p of game.players.values()) {
    if (!p.phone) continue;
    const stake = game.betAmount * p.boards.length;
    if (p === winner) {
      // net_amount is the size of the change; a prize below the player's stake is a net debit (spec §2.14 running balance)
      const won = { type: 'game_won', amount: prize, net_amount: roundEtb(Math.abs(prize - stake)), isdebit: prize < stake } as const;
      world.credit(p.phone, prize + bonus, bonus > 0 ? [won, { type: 'game_bonus', amount: bonus, net_amount: bonus, isdebit: false }] : [won]);
    } else {
      world.settleStake(p.phone, { type: 'game_lost', amount: stake, net_amount: stake, isdebit: true });
    }
  }
  recordGames(world, game, (p) => (p === winner ? { boardId, winningNums, amount: roundEtb(prize + bonus) } : null));
  const message = `BINGO! ${winner.name} won ${formatEtb(prize)} ETB${bonus > 0 ? ` + ${formatEtb(bonus)} ETB bonus` : ''}`;
  const board = boardOf(world, boardId);
  const counts = gameCounts(game);
  const result = {
    success: true,
    failed: false,
    message,
    winner: winner.name,
    boardId,
    board_numbers: board.board_numbers,
    called_numbers: [...game.called],
    winning_nums: winningNums,
    ...counts,
  };
  const ended = {
    reason: 'winner',
    failed: false,
    data: { success: true, message, called_numbers: [...game.called], board_numbers: board.board_numbers, winning_nums: winningNums, ...counts },
  };
  return { result, ended };
}

/** Charges every real player of a game that ended without a winner; returns `_game_ended_{id}`'s payload. */
export function settleNoWin(world: World, game: Game) {
  for (const p of game.players.values()) {
    if (p.phone) world.settleStake(p.phone, { type: 'game_lost', amount: game.betAmount * p.boards.length, net_amount: game.betAmount * p.boards.length, isdebit: true });
  }
  recordGames(world, game, () => null);
  return {
    reason: 'all numbers called',
    failed: true,
    data: { success: false, message: 'No winner this game', called_numbers: [...game.called], ...gameCounts(game) },
  };
}

/** The proposed `players_count` and `boards_count` of a game's end (fairness view): every player, bots included. */
function gameCounts(game: Game) {
  const players = [...game.players.values()];
  return { players_count: players.length, boards_count: players.reduce((sum, p) => sum + p.boards.length, 0) };
}

/** Keeps each real player's game for game history (spec §2.15). */
function recordGames(world: World, game: Game, winOf: (p: Player) => { boardId: number; winningNums: number[]; amount: number } | null): void {
  for (const p of game.players.values()) {
    if (!p.phone) continue;
    const win = winOf(p);
    recordGame(world, {
      phone: p.phone,
      gameId: game.gameId,
      betAmount: game.betAmount,
      winnings: win?.amount ?? 0,
      won: win !== null,
      called_numbers: [...game.called],
      boards: p.boards.map((id) => ({
        board_id: id,
        board_numbers: boardOf(world, id).board_numbers.map((col) => [...col]),
        won: win?.boardId === id,
        won_amount: win?.boardId === id ? win.amount : 0,
        winning_nums: win?.boardId === id ? win.winningNums : [],
      })),
    });
  }
}

/** The manual game's settlement as one collaborator of the rounds: both ends of a game, money through the world's ledger. */
export const manualSettlement = { settleWin, settleNoWin };
export type ManualSettlement = typeof manualSettlement;
