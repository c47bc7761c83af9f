import { m, type Message } from '@/shared/i18n';
import type { ServerPayload } from '@/shared/socket';

/** Spec §8 "Purchase result" defaults. */
export const PURCHASE_OK: Message = m.game_purchase_ok;
export const PURCHASE_FAILED: Message = m.game_purchase_failed;

/**
 * The snackbar of a `purchase_cartela_result` (spec §4, §8). A success names the boards bought in
 * the player's language ("You bought boards 33 and 34", ours) when the client knows them
 * (`boards`, the ids it sent); a failure shows the server's message, else "Purchase failed.".
 * Without the boards, a success falls back to the server message, else "Purchase successful!".
 */
export function purchaseSnackbar(r: ServerPayload<'purchaseCartelaResult'>, boards: readonly number[] = []): { kind: 'success' | 'error'; message: string | Message } {
  if (r.success && boards.length > 0) return { kind: 'success', message: boughtBoardsMessage(boards) };
  return { kind: r.success ? 'success' : 'error', message: r.message || (r.success ? PURCHASE_OK : PURCHASE_FAILED) };
}

/** "You bought board 33" / "You bought boards 33 and 34" (ours) for one or more board ids, in the chosen language. */
export function boughtBoardsMessage(boards: readonly number[]): Message {
  if (boards.length === 1) return () => m.game_bought_board({ id: boards[0] });
  return () => m.game_bought_boards({ list: boards.slice(0, -1).join(', '), last: boards[boards.length - 1] });
}

/** One winner of a scheduled game result, as the winner modal shows it (spec §2.11). */
export interface ShownWinner {
  boardId: number;
  /** The winner's phone as sent (mask it for display). */
  phone: string;
  /** Column-major board (0 = FREE centre), or null when the server sent none. */
  boardNumbers: number[][] | null;
  /** Called numbers of the board on the result's winning-pattern cells (shown blue). */
  winningNumbers: number[];
  /** 0-based position and count, for "Winner N of M". */
  index: number;
  total: number;
}

/**
 * Maps an `_auto_bingo_result_{id}` to the winner at `index` (wrapping), or null when the result
 * has no winner (spec §2.11, §3 Scheduled game result).
 */
export function winnerAt(r: ServerPayload<'autoBingoResult'>, index: number): ShownWinner | null {
  if (!r.hasWinner || r.winning_board_ids.length === 0) return null;
  const total = r.winning_board_ids.length;
  const i = ((index % total) + total) % total;
  const boardId = r.winning_board_ids[i];
  const columns = r.winning_board_maps[String(boardId)];
  const boardNumbers = columns ? columns.map((col) => col.map((n) => n ?? 0)) : null;
  const pattern = r.patternGrid;
  const called = new Set(r.called_numbers);
  // patternGrid is row-major (grid[row][column]); board columns are column-major (columns[c][r]).
  // Spec §3 sends one grid per result: on a further winner that won with another line of the
  // pattern, the grid's cells are not all called there. Only called numbers are painted winning,
  // so an uncalled number is never shown blue.
  const winningNumbers = boardNumbers ? boardNumbers.flatMap((col, c) => col.filter((n, row) => pattern[row][c] && n > 0 && called.has(n))) : [];
  return { boardId, phone: r.winnerPhoneMap[String(boardId)] ?? '', boardNumbers, winningNumbers, index: i, total };
}

/**
 * What the player with `phone` won in a scheduled game result, in ETB rounded to 2 decimals (ours):
 * the result carries no amounts (spec §3), so the prize pool (`totalWinning`, ETB) is split evenly
 * between the winning boards, as the mock provider pays and the list's per-board `winningAmount`
 * shows, times the player's winning boards. 0 when the player won nothing; null when the pool is not known.
 */
export function ownWinAmount(r: ServerPayload<'autoBingoResult'>, phone: string, totalWinning: number | null): number | null {
  const mine = r.winning_board_ids.filter((id) => r.winnerPhoneMap[String(id)] === phone).length;
  if (mine === 0) return 0;
  if (totalWinning === null || r.winning_board_ids.length === 0) return null;
  return Math.round(((totalWinning * mine) / r.winning_board_ids.length) * 100) / 100;
}
