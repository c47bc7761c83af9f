import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { connectionStatus, connectSocket, createListenerGroup, currentSocket, disconnectSocket, emit, emitWithAck, getSocket, listen, onUnreadableGameEvent, type ServerPayload } from '@/shared/socket';
import { MESSAGES, UNREADABLE_GAME_EVENT } from '@/shared/config';
import { playCall } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { balanceRefreshRequested } from '@/entities/wallet';
import {
  $betAmount,
  $gameId,
  $restoredFromStorage,
  $selectedBoardIds,
  clearSavedGame,
  gameIdCleared,
  gameLeft,
  notifyNavigateBackFx,
  prizePoolUpdated,
  readMarks,
  saveForReturn,
  writeMarks,
} from '@/entities/game';
import { $boardsById, fetchBoardsFx } from '@/entities/board';
import { connected, connectionWatchStarted } from '@/entities/connection';
import { appendCall, mergeSnapshot, type CallView } from '../lib/calls';

/**
 * The live manual game (spec §2.9, §4 manual flow 4 and 6): calls, countdown, prize pool, marks,
 * bingo claims, the winner modal and leaving. Server events arrive per game id.
 */
export type Call = CallView;
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
const marksRestored = createEvent<Record<number, number[]>>();
const pageUnloading = createEvent();
const pageShown = createEvent();
/** A payload of this game that the contract rejects (the event's name). */
const unreadableReceived = createEvent<string>();

export const $calls = createStore<Call[]>([]).reset(gameLeft);
export const $calledSet = $calls.map((calls) => new Set(calls.map((c) => c.number)));
export const $now = createStore(Date.now()).on(ticked, (_, t) => t);
/** Epoch ms when the game starts (from `_timer_update_{id}`, seconds). */
export const $startsAt = createStore(0).reset(gameLeft);
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

// When a number arrives that is new and the game is not over, then it is a fresh call: show it and
// play its sound. A duplicate delivery, or a late call after the result, changes nothing.
const freshCall = sample({
  clock: numberCalled,
  source: { called: $calledSet, over: $gameOver },
  filter: ({ called, over }, c) => !over && !called.has(c.number),
  fn: (_, c) => c,
});
$calls.on(freshCall, (calls, c) => appendCall(calls, c));
// When the server's rejoin snapshot arrives, then restore from it first and keep the calls that
// came meanwhile (spec §4 step 5).
$calls.on(rejoined, (calls, p) => mergeSnapshot(calls, p.calledNumbers));
// A winner's result lists every call of the game: complete the strip with any we missed.
$calls.on(resultReceived, (calls, r) => (r.success && !r.failed && r.called_numbers ? mergeSnapshot(calls, r.called_numbers.map((number) => ({ number }))) : calls));
// A countdown only before the first call: a late or repeated timer update never shows it mid-game.
$startsAt
  .on(sample({ clock: timerUpdated, source: { calls: $calls, over: $gameOver }, filter: ({ calls, over }) => calls.length === 0 && !over, fn: (_, s) => s }), (_, s) => Date.now() + s * 1000)
  .on([freshCall, rejoined], () => 0);
const playCallFx = createEffect((n: number) => playCall(n));
sample({ clock: freshCall, fn: (c) => c.number, target: playCallFx });

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
    unreadable: scopeBind(unreadableReceived, { safe: true }),
  };
  const timer = setInterval(() => on.tick(Date.now()), 1000);
  return [
    onUnreadableGameEvent(gameId, on.unreadable),
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
// When the game ends, then its per-game listeners go too (a long session must not grow listeners).
sample({ clock: endedReceived, target: listeners.detached });

// When the game screen opens, then watch the connection ("Reconnecting...", rejoin on reconnect).
sample({ clock: LiveGameGate.open, target: connectionWatchStarted });

/** The server answered the rejoin with an error (spec §8 "Rejoin … acknowledgement error"). */
class RejoinRefused extends Error {}

/**
 * `_rejoin_game_` with its acknowledgement (spec §4 step 5).
 * @throws RejoinRefused with the server's error when the ack carries one
 * @throws Error("Connection error. Please try again.") when no valid ack came within 10 s (spec §8
 *   "Exception on connect or entering a game"); the game is kept and the next connect rejoins again
 */
const rejoinFx = createEffect(async (p: { phone: string; betAmount: number; gameId: string }) => {
  let ack: { error?: string };
  try {
    ack = await emitWithAck('rejoinGame', p, 10000);
  } catch {
    throw new Error(MESSAGES.connectionError);
  }
  if (ack.error) throw new RejoinRefused(ack.error);
});
const rejoinSource = { open: LiveGameGate.status, user: $user, gameId: $gameId, betAmount: $betAmount };
type RejoinSource = { open: boolean; user: { phone: string } | null; gameId: string | null; betAmount: number };
const canRejoin = (s: RejoinSource) => s.open && s.user !== null && s.gameId !== null && s.betAmount > 0;
const rejoinParams = (s: RejoinSource) => ({ phone: s.user!.phone, betAmount: s.betAmount, gameId: s.gameId! });
// When the socket (re)connects while the game screen is open, then rejoin the game (spec §4 step 5).
sample({ clock: connected, source: rejoinSource, filter: canRejoin, fn: rejoinParams, target: rejoinFx });
// When the screen opens on a game restored from session storage (a reload or a return) and the
// socket is already up, then rejoin now; otherwise the next connect does it. A fresh join needs no
// rejoin: calls start only after the countdown.
sample({
  clock: LiveGameGate.open,
  source: { ...rejoinSource, restored: $restoredFromStorage },
  filter: (s) => s.restored && connectionStatus() === 'connected' && canRejoin({ ...s, open: true }),
  fn: (s) => rejoinParams(s),
  target: rejoinFx,
});
// When a payload of this game cannot be read, then say so and rejoin: the server's snapshot replaces
// what was lost (one rejoin at a time, however many bad payloads arrive meanwhile).
const unreadable = sample({ clock: unreadableReceived, source: { ...rejoinSource, rejoining: rejoinFx.pending }, filter: (s) => !s.rejoining && canRejoin(s) });
sample({ clock: unreadable, fn: () => ({ kind: 'error' as const, message: UNREADABLE_GAME_EVENT }), target: showSnackbarFx });
sample({ clock: unreadable, fn: rejoinParams, target: rejoinFx });
// When the rejoin fails, then show why (the server's error, or the connection error of spec §8).
sample({ clock: rejoinFx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
// When the server refuses the rejoin, then open the exit dialog, clear the saved game id and drop the
// game's listeners and stored marks (spec §4 step 5, §8). A rejoin that merely got no answer keeps
// the game: a flaky network must not throw the player out of a game the server still runs.
const rejoinRefused = sample({ clock: rejoinFx.fail, filter: ({ error }) => error instanceof RejoinRefused });
$exitOpen.on(rejoinRefused, () => true);
sample({ clock: rejoinRefused, target: [gameIdCleared, listeners.detached] });

// Marks are kept per game id in session storage, so a reload keeps them (spec §4 step 7).
const forgetMarksFx = createEffect((gameId: string) => writeMarks(gameId, null));
sample({ clock: rejoinRefused, fn: ({ params }) => params.gameId, target: forgetMarksFx });
$marks.on(marksRestored, (_, m) => m);
sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, fn: (id) => readMarks(id), target: marksRestored });
const writeMarksFx = createEffect(({ gameId, marks }: { gameId: string; marks: Record<number, number[]> | null }) => writeMarks(gameId, marks));
sample({ clock: $marks.updates, source: $gameId, filter: Boolean, fn: (gameId, marks) => ({ gameId, marks }), target: writeMarksFx });

// While the game screen is open, a page unload stores the game for the return and closes the socket
// (spec §4 step 7); a page restored from the back-forward cache connects again.
const unloadWatchFx = createEffect(() => {
  const onUnload = scopeBind(pageUnloading, { safe: true });
  const onShow = scopeBind(pageShown, { safe: true });
  const unload = () => onUnload();
  const show = (e: PageTransitionEvent) => e.persisted && onShow();
  window.addEventListener('pagehide', unload);
  window.addEventListener('pageshow', show);
  return () => {
    window.removeEventListener('pagehide', unload);
    window.removeEventListener('pageshow', show);
  };
});
const $unloadOff = createStore<(() => void) | null>(null, { serialize: 'ignore' }).on(unloadWatchFx.doneData, (_, off) => off);
const unwatchFx = createEffect((off: (() => void) | null) => off?.());
sample({ clock: LiveGameGate.open, target: unloadWatchFx });
sample({ clock: LiveGameGate.close, source: $unloadOff, target: unwatchFx });
$unloadOff.reset(unwatchFx.done);
const saveOnUnloadFx = createEffect((p: { gameId: string | null; over: boolean; betAmount: number; boards: number[] }) => {
  if (p.gameId && !p.over) saveForReturn({ path: window.location.pathname, betAmount: p.betAmount, boards: p.boards });
  else clearSavedGame();
  disconnectSocket();
});
sample({ clock: pageUnloading, source: { gameId: $gameId, over: $gameOver, betAmount: $betAmount, boards: $selectedBoardIds }, target: saveOnUnloadFx });
const reconnectFx = createEffect(() => {
  getSocket();
  connectSocket();
});
sample({ clock: pageShown, target: reconnectFx });

// When a called, unmarked cell is tapped, then mark it (spec §5 mark rule).
$marks.on(
  sample({ clock: cellClicked, source: $calledSet, filter: (called, { number }) => called.has(number), fn: (_, c) => c }),
  (marks, { boardId, number }) => ((marks[boardId] ?? []).includes(number) ? marks : { ...marks, [boardId]: [...(marks[boardId] ?? []), number] }),
);

const claimFx = createEffect((p: { username: string; betAmount: number; boardId: number; phone: string; gameId: string }) => {
  if (!currentSocket() || connectionStatus() !== 'connected') throw new Error(MESSAGES.connectionLost);
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
sample({ clock: left, source: $gameId, filter: Boolean, target: forgetMarksFx });
sample({ clock: left, target: [listeners.detached, gameLeft] });
sample({ clock: left, fn: () => '/stake', target: navigateFx });
