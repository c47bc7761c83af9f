import type { ServerPayload } from '@/shared/socket';

/**
 * A winner's phone with the last three digits masked (spec §2.11, §9), e.g. "0911000123" →
 * "0911000***". Strings of three characters or fewer are fully masked.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 3) return '*'.repeat(phone.length);
  return `${phone.slice(0, -3)}***`;
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
