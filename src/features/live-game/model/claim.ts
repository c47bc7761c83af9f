import { combine, createEffect, createEvent, createStore } from 'effector';
import { emitNow, NotConnectedError } from '@/shared/socket';
import { GAME_MESSAGES } from '@/shared/config/index.game-messages';
import { $user } from '@/entities/session';
import { $betAmount, $gameId, gameLeft } from '@/entities/game';
import { createClaim, type ClaimedBoards } from '@/entities/game-play';
import { $gameOver, checkingChanged, endedReceived, play, rejoined, resultReceived } from './manual-play';

/**
 * The manual game's bingo claim (spec §2.9 ቢንጎ!, §5, §7 `_bingo_`): the tap, the check the server
 * runs, and the boards already claimed in this game. Their session storage is in `./return`.
 */

/** ቢንጎ! tapped for a board (its id). */
export const bingoClicked = createEvent<number>();
/** The boards claimed in a game before a reload (read from session storage by `./return`). */
export const claimsRestored = createEvent<ClaimedBoards>();
/** `_bingo_checking_result_{id}`: whose claim the server checks now, or null (spec §2.9 "Checking for {who}"). */
export const $checking = createStore<{ checking: boolean; for: string } | null>(null)
  .on(checkingChanged, (_, c) => (c.checking ? c : null))
  .reset(gameLeft);

/**
 * `_bingo_` for one board (spec §5, §7), sent only over a transport open now: socket.io never
 * buffers it to send it after a reconnect, when the claim would come too late (a Bad Bingo).
 * @throws Error("Connection lost...") when the transport is not open (nothing sent, spec §8)
 */
export const claimFx = createEffect((p: { username: string; betAmount: number; boardId: number; phone: string; gameId: string }) => {
  try {
    emitNow('bingo', p);
  } catch (error) {
    throw error instanceof NotConnectedError ? new Error(GAME_MESSAGES.connectionLost()) : error;
  }
});

/** Whether a claim can be made yet: the game has started (its first number was called). */
export const $claimOpen = play.$calls.map((calls) => calls.length > 0);

// ቢንጎ! claims a board once the game started, while no check runs and the game is not over (spec §5; no
// pattern can be complete before a call), once per board and
// game; the server answers with `_game_result_`, the end of a check, the game's end, or a rejoin
// after a reconnect (which may have lost the claim: the board stays claimed all the same).
export const claim = createClaim({
  clicked: bingoClicked,
  fx: claimFx,
  $claimant: combine({ user: $user, betAmount: $betAmount, gameId: $gameId, checking: $checking, over: $gameOver, open: $claimOpen }, ({ user, betAmount, gameId, checking, over, open }) =>
    user !== null && gameId !== null && checking === null && !over && open ? { username: user.username, betAmount, phone: user.phone, gameId } : null,
  ),
  params: ({ username, betAmount, phone, gameId }, boardId) => ({ username, betAmount, boardId, phone, gameId }),
  answered: [resultReceived, checkingChanged.filter({ fn: (c) => !c.checking }), endedReceived, rejoined, gameLeft],
  $gameId,
  restored: claimsRestored,
});
/** Board ids whose claim was sent in the game shown: their ቢንጎ! sends nothing again (spec §5). */
export const $claimedBoards = claim.$claimed;
