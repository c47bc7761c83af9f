import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { createListenerGroup, currentSocket, emit, listen, type ServerPayload } from '@/shared/api/socket';
import { MESSAGES } from '@/shared/config';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { balanceRefreshRequested } from '@/entities/wallet';
import { $betAmount, $gameId, $selectedBoardIds, gameLeft, notifyNavigateBackFx, prizePoolUpdated } from '@/entities/game';
import { $boardsById, fetchBoardsFx } from '@/entities/board';

/**
 * The live manual game (spec §2.9, §4 manual flow 4 and 6): calls, countdown, prize pool, marks,
 * bingo claims, the winner modal and leaving. Server events arrive per game id.
 */
export type Call = ServerPayload<'bingoNumber'>;
export type GameResult = ServerPayload<'gameResult'>;

export const LiveGameGate = createGate<void>('LiveGameGate');
export const cellClicked = createEvent<{ boardId: number; number: number }>();
export const bingoClicked = createEvent<number>();
export const playAgainClicked = createEvent();
export const exitCancelled = createEvent();
export const leaveConfirmed = createEvent();
export const winnerClosed = createEvent();
export const winnerPlayAgainClicked = createEvent();

const numberCalled = createEvent<Call>();
const timerUpdated = createEvent<number>();
const checkingChanged = createEvent<{ checking: boolean; for: string }>();
const resultReceived = createEvent<GameResult>();
const endedReceived = createEvent<ServerPayload<'gameEnded'>>();
const rejoined = createEvent<ServerPayload<'gameRejoined'>>();
const ticked = createEvent<number>();

export const $calls = createStore<Call[]>([])
  // a number called twice (duplicate delivery) is kept once
  .on(numberCalled, (calls, c) => (calls.some((x) => x.number === c.number) ? calls : [...calls, c]))
  .on(rejoined, (_, p) => p.calledNumbers)
  .reset(gameLeft);
export const $calledSet = $calls.map((calls) => new Set(calls.map((c) => c.number)));
export const $now = createStore(Date.now()).on(ticked, (_, t) => t);
/** Epoch ms when the game starts (from `_timer_update_{id}`, seconds). */
export const $startsAt = createStore(0)
  .on(timerUpdated, (_, s) => Date.now() + s * 1000)
  .on(numberCalled, () => 0)
  .reset(gameLeft);
export const $checking = createStore<{ checking: boolean; for: string } | null>(null)
  .on(checkingChanged, (_, c) => (c.checking ? c : null))
  .reset(gameLeft);
/** Numbers the player marked, per board id. */
export const $marks = createStore<Record<number, number[]>>({}).reset(gameLeft);
export const $winner = createStore<GameResult | null>(null).reset([gameLeft, winnerClosed]);
export const $gameOver = createStore(false)
  .on(resultReceived, (over, r) => over || (r.success && !r.failed))
  .on(endedReceived, () => true)
  .reset(gameLeft);
export const $exitOpen = createStore(false).on(playAgainClicked, () => true).reset([exitCancelled, leaveConfirmed, gameLeft]);

const listeners = createListenerGroup<string>((gameId) => {
  const on = {
    number: scopeBind(numberCalled, { safe: true }),
    timer: scopeBind(timerUpdated, { safe: true }),
    prize: scopeBind(prizePoolUpdated, { safe: true }),
    checking: scopeBind(checkingChanged, { safe: true }),
    result: scopeBind(resultReceived, { safe: true }),
    ended: scopeBind(endedReceived, { safe: true }),
    rejoined: scopeBind(rejoined, { safe: true }),
    tick: scopeBind(ticked, { safe: true }),
  };
  const timer = setInterval(() => on.tick(Date.now()), 1000);
  return [
    listen('bingoNumber', gameId, on.number),
    listen('timerUpdate', gameId, (p) => on.timer(p.remainingTime)),
    listen('totalWinningAmount', gameId, (p) => on.prize(p.total_winning)),
    listen('bingoCheckingResult', gameId, on.checking),
    listen('gameResult', gameId, on.result),
    listen('gameEnded', gameId, on.ended),
    listen('gameRejoined', gameId, on.rejoined),
    () => clearInterval(timer),
  ];
});

// When the game screen opens, then listen to this game's events.
sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, target: listeners.attached });
sample({ clock: LiveGameGate.open, source: $gameId, filter: (id) => !id, fn: () => '/stake', target: navigateFx });
sample({ clock: LiveGameGate.open, source: $boardsById, filter: (b) => Object.keys(b).length === 0, target: fetchBoardsFx });
sample({ clock: LiveGameGate.close, target: listeners.detached });

// When a called, unmarked cell is tapped, then mark it (spec §5 mark rule).
$marks.on(
  sample({ clock: cellClicked, source: $calledSet, filter: (called, { number }) => called.has(number), fn: (_, c) => c }),
  (marks, { boardId, number }) => ((marks[boardId] ?? []).includes(number) ? marks : { ...marks, [boardId]: [...(marks[boardId] ?? []), number] }),
);

const claimFx = createEffect((p: { username: string; betAmount: number; boardId: number; phone: string; gameId: string }) => {
  if (!currentSocket()) throw new Error(MESSAGES.connectionLost);
  emit('bingo', p);
});

// When ቢንጎ! is pressed and no check runs, then claim that board (needs a socket and a user, spec §5).
sample({
  clock: bingoClicked,
  source: { user: $user, betAmount: $betAmount, gameId: $gameId, checking: $checking, over: $gameOver },
  filter: ({ user, gameId, checking, over }) => user !== null && gameId !== null && checking === null && !over,
  fn: ({ user, betAmount, gameId }, boardId) => ({ username: user!.username, betAmount, boardId, phone: user!.phone, gameId: gameId! }),
  target: claimFx,
});
sample({ clock: claimFx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });

const won = sample({ clock: resultReceived, filter: (r) => r.success && !r.failed && Boolean(r.winner) });
const noWinner = sample({ clock: resultReceived, filter: (r) => !(r.success && !r.failed && r.winner) });
$winner.on(won, (_, r) => r);

// When a result without a winner arrives, then show it as an error with the board id (spec §8).
sample({
  clock: noWinner,
  fn: (r) => ({ kind: 'error' as const, message: r.boardId !== undefined ? `${r.message} - boardId [${r.boardId}]` : r.message }),
  target: showSnackbarFx,
});
// When a game ends without a winner, then say so.
sample({ clock: endedReceived, filter: (e) => e.failed, fn: (e) => ({ kind: 'error' as const, message: e.data.message }), target: showSnackbarFx });

const readyFx = createEffect((gameId: string) => emit('readyForWinnings', { game_id: gameId }));
// When the game has a winner, then say we are ready for winnings and refresh the balance from the server.
sample({ clock: won, source: $gameId, filter: Boolean, target: readyFx });
sample({ clock: [won, endedReceived], source: $user, filter: Boolean, fn: (u) => u.phone, target: balanceRefreshRequested });

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
sample({ clock: left, target: [listeners.detached, gameLeft] });
sample({ clock: left, fn: () => '/stake', target: navigateFx });
