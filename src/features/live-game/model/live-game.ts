import { combine, createEffect, createEvent, sample } from 'effector';
import { emit } from '@/shared/socket';
import { navigateFx } from '@/shared/routing';
import { $user } from '@/entities/session';
import { $betAmount, $gameId, $selectedBoardIds, gameEntered, gameJoined, gameLeft, notifyNavigateBackFx, requestBoardList, stakeAwaited } from '@/entities/game';
import { $boardsById, fetchBoardsFx } from '@/entities/board';
import { connectionWatchStarted } from '@/entities/connection';
import type { Call } from '@/entities/game-play';
import { endedReceived, left, LiveGameGate, play, rejoinFx, won } from './manual-play';
import { $checking, $claimedBoards, $claimOpen, bingoClicked, claimFx } from './claim';
import { $bingoAlert } from './bingo-alert';
import { socketConnectedFx } from './return';
import './seat-record';

/**
 * The live manual game screen (spec §2.9, §4 manual flow 4 and 6): on the game-play core of
 * `./manual-play`, the listeners from the join on, the claim and its check (`./claim`), the
 * winner's `_ready_for_winnings_`, leaving to /stake, and the winner modal's Play again to the board
 * picker of the same stake's next round.
 */
export type { Call };
export type { GameResult } from './manual-play';
export { LiveGameGate, $startsAt } from './manual-play';
export { rejoinFx, socketConnectedFx };
export { $checking, $claimedBoards, $claimOpen, bingoClicked, claimFx, $bingoAlert };

export const winnerPlayAgainClicked = createEvent();
export const { $calls, $calledSet, $marks, cellClicked, $secondsLeft, $winner, winnerClosed } = play;
/** Whether the winner shown won with one of the player's boards (spec §2.9 `_game_result_` boardId): their own win. */
export const $ownWin = combine($winner, $selectedBoardIds, (winner, boards) => winner?.boardId !== undefined && boards.includes(winner.boardId));
/** The winner for the game's chat congratulations: their name (none when it is the player), or null before a result. */
export const $chatWinner = combine($winner, $ownWin, (winner, own) => (winner ? { name: own ? null : (winner.winner ?? null), own } : null));
/** The calls of this game as the device saw them and the server's final list, once it ended (fairness view). */
export const $gameCalls = play.$gameCalls;
/** "እንደገና ይጫወቱ !" opens the exit dialog; Cancel and Leave close it (spec §2.9). */
export const exitDialog = play.exit;
export const { opened: playAgainClicked, confirmed: leaveConfirmed, $open: $exitOpen } = exitDialog;

// When the join is confirmed, then listen to this game's events already: the game screen opens a
// moment later, and a call sent in between would reach no listener (the player could not mark it).
sample({ clock: gameJoined, source: $gameId, filter: Boolean, target: play.listen });
// When the game screen opens, then listen to this game's events (again: also after a reload, where
// no join came) and watch the connection.
sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, target: play.listen });
sample({ clock: LiveGameGate.open, source: $gameId, filter: (id) => !id, fn: () => ({ to: '/stake' }) as const, target: navigateFx });
sample({ clock: LiveGameGate.open, source: $boardsById, filter: (b) => Object.keys(b).length === 0, target: fetchBoardsFx });
sample({ clock: LiveGameGate.open, target: connectionWatchStarted });
// When the screen closes, the game is left or ends, then its per-game listeners go (a long session
// must not grow listeners).
sample({ clock: [LiveGameGate.close, gameLeft, endedReceived], target: play.unlisten });

/** `_ready_for_winnings_` (spec §4 manual flow 6). */
export const readyFx = createEffect((p: { game_id: string }) => emit('readyForWinnings', p));
// When the game has a winner, then say we are ready for winnings (the core reads the balance again).
sample({ clock: won, source: $gameId, filter: Boolean, fn: (gameId) => ({ game_id: gameId }), target: readyFx });

/**
 * `request_initial_boardlist` for the next round of the stake just played (ours: the winner modal's
 * Play again); errors are `requestBoardList`'s (entities/game).
 */
export const nextRoundFx = createEffect(requestBoardList);
// When Play again is tapped in the winner modal, then ask for the next round of the same stake (read
// before the game is dropped below).
sample({
  clock: winnerPlayAgainClicked,
  source: { user: $user, betAmount: $betAmount },
  filter: ({ user, betAmount }) => user !== null && betAmount > 0,
  fn: ({ user, betAmount }) => ({ betAmount, phone: user!.phone }),
  target: nextRoundFx,
});
// When the next round is open, then enter it and pick boards (spec §4 manual flow 1); when it is
// not open yet, then wait for it on /stake, which opens its board picker the moment it is.
sample({ clock: nextRoundFx.doneData, target: gameEntered });
sample({ clock: nextRoundFx.done, fn: () => ({ to: '/boardSelector' }) as const, target: navigateFx });
sample({ clock: nextRoundFx.fail, fn: ({ params }) => params.betAmount, target: stakeAwaited });
sample({ clock: nextRoundFx.fail, fn: () => ({ to: '/stake' }) as const, target: navigateFx });

sample({ clock: [leaveConfirmed, winnerPlayAgainClicked], target: left });
// When the player leaves, then tell the server, forget the game and (Leave) go to /stake (spec §4 step 6).
sample({
  clock: left,
  source: { boards: $selectedBoardIds, betamount: $betAmount, user: $user, gameId: $gameId },
  filter: ({ user, gameId, betamount }) => user !== null && gameId !== null && betamount > 0,
  fn: ({ boards, betamount, user, gameId }) => ({ boards, betamount, phone: user!.phone, gameId: gameId! }),
  target: notifyNavigateBackFx,
});
// Then drop the game. Declared after the samples above and `./return`'s (imported above), which read
// the id of the game being left (its stored marks, calls and claims are forgotten) before this resets it.
sample({ clock: left, target: [play.unlisten, gameLeft] });
sample({ clock: leaveConfirmed, fn: () => ({ to: '/stake' }) as const, target: navigateFx });
