import { combine, sample } from 'effector';
import { boardCells, stakeRule } from '@/shared/lib/bingo';
import { $betAmount, $selectedBoardIds, gameLeft } from '@/entities/game';
import { $boardsById } from '@/entities/board';
import { $autoClaim, createBingoAlert } from '@/entities/game-play';
import { $gameOver, play } from './manual-play';
import { $claimedBoards, bingoClicked } from './claim';

/**
 * "Never miss a bingo" on the manual game (spec §2.9, §5): the boards the latest call completed
 * for the stake's pattern, judged on the called numbers as the server judges a claim (marks play no
 * part), until the next call, the game's end or the board's claim; and auto-claim (play aid).
 */
export const bingoAlert = createBingoAlert({
  $calls: play.$calls,
  $order: $selectedBoardIds,
  $boards: combine($selectedBoardIds, $boardsById, (ids, boards) => Object.fromEntries(ids.flatMap((id) => (boards[id] ? [[id, boardCells(boards[id].board_numbers)]] : [])))),
  $pattern: $betAmount.map((bet) => stakeRule(bet)?.pattern ?? null),
  $closed: $gameOver,
  $claimed: $claimedBoards,
  reset: gameLeft,
});
/** The boards in the bingo alert now and the call that opened it (`BingoAlert`). */
export const $bingoAlert = bingoAlert.$alert;

// When auto-claim is on and a board completes, then claim it (the first, when two complete at once:
// one claim is checked at a time, and a win ends the game). The server still decides.
sample({ clock: bingoAlert.completed, source: $autoClaim, filter: (on, ids) => on && ids.length > 0, fn: (_, ids) => ids[0], target: bingoClicked });
