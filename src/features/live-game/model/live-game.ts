import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import { connectionStatus, createSubscription, currentSocket, emit, route, type ServerPayload } from '@/shared/socket';
import { MESSAGES } from '@/shared/config';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { balanceRefreshRequested } from '@/entities/wallet';
import { $betAmount, $gameId, $selectedBoardIds, gameJoined, gameLeft, notifyNavigateBackFx, prizePoolUpdated } from '@/entities/game';
import { $boardsById, fetchBoardsFx } from '@/entities/board';
import { connectionWatchStarted } from '@/entities/connection';
import { createCallLog, createCountdown, createExitDialog, createMarks, type Call } from '@/entities/bingo-call';
import { wireReturn } from './return';

/**
 * The live manual game (spec §2.9, §4 manual flow 4 and 6): calls, countdown, prize pool, marks,
 * bingo claims, the winner modal and leaving. Server events arrive per game id; rejoin, reload and
 * stored marks are in `./return`.
 */
export type { Call };
export type GameResult = ServerPayload<'gameResult'>;

export const LiveGameGate = createGate<void>('LiveGameGate');
export const bingoClicked = createEvent<number>();
/** "እንደገና ይጫወቱ !" opens the exit dialog; Cancel and Leave close it (spec §2.9). */
export const { opened: playAgainClicked, cancelled: exitCancelled, confirmed: leaveConfirmed, $open: $exitOpen } = createExitDialog({ reset: gameLeft });
export const winnerClosed = createEvent();
export const winnerPlayAgainClicked = createEvent();

const numberCalled = createEvent<{ number: number }>();
/** `_timer_update_{id}`: seconds to the start, and the epoch ms it arrived at. */
const timerUpdated = createEvent<{ seconds: number; at: number }>();
const checkingChanged = createEvent<{ checking: boolean; for: string }>();
const resultReceived = createEvent<GameResult>();
const endedReceived = createEvent<ServerPayload<'gameEnded'>>();
const rejoined = createEvent<ServerPayload<'gameRejoined'>>();
/** A payload of this game that the contract rejects (the event's name). */
const unreadableReceived = createEvent<string>();
const marksRestored = createEvent<Record<number, number[]>>();
/** The calls this page saw before a reload (session storage), merged like a snapshot. */
const callsRestored = createEvent<{ number: number }[]>();

const isWin = (r: GameResult) => r.success && !r.failed;
const $gameOver = createStore(false)
  .on(resultReceived, (over, r) => over || isWin(r))
  .on(endedReceived, () => true)
  .reset(gameLeft);
// A winner's result lists every call of the game: it completes the strip with any we missed.
const winnerSnapshot = sample({ clock: resultReceived, filter: (r) => isWin(r) && Boolean(r.called_numbers), fn: (r) => (r.called_numbers ?? []).map((number) => ({ number })) });
// The end of the game for its fairness record: a winner's result or the end event, whichever comes first.
const gameEnd = merge([
  resultReceived.filterMap((r) => (isWin(r) ? { serverFinal: r.called_numbers ?? null, players: r.players_count, boards: r.boards_count } : undefined)),
  endedReceived.map((e) => ({ serverFinal: e.data.called_numbers, players: e.data.players_count, boards: e.data.boards_count })),
]);
const log = createCallLog({
  called: numberCalled,
  snapshot: merge([rejoined.map((p) => p.calledNumbers), winnerSnapshot, callsRestored]),
  reset: gameLeft,
  $closed: $gameOver,
  record: { kind: 'manual', $gameId, $phone: $user.map((u) => u?.phone ?? null), restored: rejoined.map((p) => p.calledNumbers), ended: gameEnd },
});
export const { $calls, $calledSet } = log;
/** The calls of this game as the device saw them and the server's final list, once it ended (fairness view). */
export const $gameCalls = log.$gameCalls;
/** The numbers of the player's boards by board id (for auto-mark). */
const $playerBoards = combine($selectedBoardIds, $boardsById, (ids, boards) =>
  Object.fromEntries(ids.flatMap((id) => (boards[id] ? [[id, boards[id].board_numbers.flat()]] : []))),
);
export const { $marks, cellClicked } = createMarks({ $calledSet, $boards: $playerBoards, reset: gameLeft, restored: marksRestored });

/** Epoch ms when the game starts (from `_timer_update_{id}`, seconds). */
export const $startsAt = createStore(0).reset(gameLeft);
// A countdown only before the first call: a late or repeated timer update never shows it mid-game.
$startsAt
  .on(sample({ clock: timerUpdated, source: { calls: $calls, over: $gameOver }, filter: ({ calls, over }) => calls.length === 0 && !over, fn: (_, t) => t }), (_, t) => t.at + t.seconds * 1000)
  .on([log.freshCall, rejoined], () => 0);
export const $secondsLeft = createCountdown({ $startsAt, $calls, opened: LiveGameGate.open, closed: LiveGameGate.close });
export const $checking = createStore<{ checking: boolean; for: string } | null>(null)
  .on(checkingChanged, (_, c) => (c.checking ? c : null))
  .reset(gameLeft);
export const $winner = createStore<GameResult | null>(null).reset([gameLeft, winnerClosed]);

const listeners = createSubscription((gameId: string) => ({
  gameId,
  unreadable: unreadableReceived,
  routes: [
    route('bingoNumber', numberCalled),
    route('timerUpdate', timerUpdated, (p) => ({ seconds: p.remainingTime, at: Date.now() })),
    route('totalWinningAmount', prizePoolUpdated, (p) => p.total_winning),
    route('bingoCheckingResult', checkingChanged),
    route('gameResult', resultReceived),
    route('gameEnded', endedReceived),
    route('gameRejoined', rejoined),
  ],
}));

// When the join is confirmed, then listen to this game's events already: the game screen opens a
// moment later, and a call sent in between would reach no listener (the player could not mark it).
sample({ clock: gameJoined, source: $gameId, filter: Boolean, target: listeners.attached });
// When the game screen opens, then listen to this game's events (again: also after a reload, where
// no join came) and watch the connection.
sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, target: listeners.attached });
sample({ clock: LiveGameGate.open, source: $gameId, filter: (id) => !id, fn: () => ({ to: '/stake' }) as const, target: navigateFx });
sample({ clock: LiveGameGate.open, source: $boardsById, filter: (b) => Object.keys(b).length === 0, target: fetchBoardsFx });
sample({ clock: LiveGameGate.open, target: connectionWatchStarted });
sample({ clock: [LiveGameGate.close, gameLeft], target: listeners.detached });
// When the game ends, then its per-game listeners go too (a long session must not grow listeners).
sample({ clock: endedReceived, target: listeners.detached });

/**
 * `_bingo_` for one board (spec §5).
 * @throws Error("Connection lost...") when the socket is not connected
 */
export const claimFx = createEffect((p: { username: string; betAmount: number; boardId: number; phone: string; gameId: string }) => {
  if (!currentSocket() || connectionStatus() !== 'connected') throw new Error(MESSAGES.connectionLost());
  emit('bingo', p);
});

/**
 * True from a claim sent until the server answers it (`_game_result_`, the end of a check, the
 * game's end, or a rejoin after a reconnect, which may have lost it): the server's
 * `_bingo_checking_result_` comes a moment later, and a second tap meanwhile must not send a second
 * claim. A claim that could not be sent is no claim.
 */
const $claimPending = createStore(false)
  .on(claimFx, () => true)
  .reset([claimFx.fail, resultReceived, checkingChanged.filter({ fn: (c) => !c.checking }), endedReceived, rejoined, gameLeft]);
// When ቢንጎ! is pressed, no claim is pending and no check runs, then claim that board (needs a
// socket and a user, spec §5).
sample({
  clock: bingoClicked,
  source: { user: $user, betAmount: $betAmount, gameId: $gameId, checking: $checking, over: $gameOver, pending: $claimPending },
  filter: ({ user, gameId, checking, over, pending }) => user !== null && gameId !== null && checking === null && !over && !pending,
  fn: ({ user, betAmount, gameId }, boardId) => ({ username: user!.username, betAmount, boardId, phone: user!.phone, gameId: gameId! }),
  target: claimFx,
});
sample({ clock: claimFx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });

const won = sample({ clock: resultReceived, filter: (r) => isWin(r) && Boolean(r.winner) });
const noWinner = sample({ clock: resultReceived, filter: (r) => !(isWin(r) && r.winner) });
$winner.on(won, (_, r) => r);

// When a result without a winner arrives, then show it as an error with the board id (spec §8).
sample({
  clock: noWinner,
  fn: (r) => ({ kind: 'error' as const, message: r.boardId !== undefined ? `${r.message} - boardId [${r.boardId}]` : r.message }),
  target: showSnackbarFx,
});
// When a game ends without a winner, then say so.
sample({ clock: endedReceived, filter: (e) => e.failed, fn: (e) => ({ kind: 'error' as const, message: e.data.message }), target: showSnackbarFx });

/** `_ready_for_winnings_` (spec §4 manual flow 6). */
export const readyFx = createEffect((p: { game_id: string }) => emit('readyForWinnings', p));
// When the game has a winner, then say we are ready for winnings and refresh the balance from the server.
sample({ clock: won, source: $gameId, filter: Boolean, fn: (gameId) => ({ game_id: gameId }), target: readyFx });
sample({ clock: [won, endedReceived], source: $user, filter: Boolean, fn: (u) => u.phone, target: balanceRefreshRequested });

/** The player leaves the game (Leave in the exit dialog, or Play Again in the winner modal). */
const left = createEvent();
sample({ clock: [leaveConfirmed, winnerPlayAgainClicked], target: left });

// When the player leaves, then tell the server, forget the game and go to /stake (spec §4 step 6).
sample({
  clock: left,
  source: { boards: $selectedBoardIds, betamount: $betAmount, user: $user, gameId: $gameId },
  filter: ({ user, gameId, betamount }) => user !== null && gameId !== null && betamount > 0,
  fn: ({ boards, betamount, user, gameId }) => ({ boards, betamount, phone: user!.phone, gameId: gameId! }),
  target: notifyNavigateBackFx,
});

export const { rejoinFx, socketConnectedFx } = wireReturn({ LiveGameGate, $exitOpen, $gameOver, $marks, marksRestored, $calls, callsRestored, unreadableReceived, left, listeners });

// Then drop the game. Wired after the samples above and the return's, which read the game id of the
// game being left (its stored marks and calls are forgotten) before this resets it.
sample({ clock: left, target: [listeners.detached, gameLeft] });
sample({ clock: left, fn: () => ({ to: '/stake' }) as const, target: navigateFx });
