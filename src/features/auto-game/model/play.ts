import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { newIdempotencyKey } from '@/shared/api';
import { createListenerGroup, emitConfirmed, listen, NotConnectedError, onUnreadableGameEvent, waitForConnection, type ServerPayload } from '@/shared/socket';
import { MESSAGES, UNREADABLE_GAME_EVENT } from '@/shared/config';
import { playCall } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { connected, connectionWatchStarted } from '@/entities/connection';
import { $user } from '@/entities/session';
import { balanceRefreshRequested } from '@/entities/wallet';
import { winnerAt } from '../lib/map';
import { $autoBoardsById, fetchAutoBoardFx } from './selector';

/**
 * Watching a scheduled game (spec §2.10, §2.11, §4 Scheduled game flow): `join_auto_game`, then
 * `_auto_game_details_{id}`, `_auto_bingo_number_{id}` and `_auto_bingo_result_{id}` turned into
 * stores; marks, the exit dialog and the multi-winner modal.
 */
export type AutoCall = ServerPayload<'autoBingoNumber'>;
export type AutoResult = ServerPayload<'autoBingoResult'>;
export type AutoDetails = ServerPayload<'autoGameDetails'>;

export const AutoPlayGate = createGate<{ gameId: string }>('AutoPlayGate');
/**
 * A number was called in the scheduled game. THE single call site for the number-call sound
 * (spec §2.10 "a sound per call where a clip exists"): the integrator wires it to the sound module.
 */
export const autoNumberCalled = createEvent<AutoCall>();
export const autoCellClicked = createEvent<{ boardId: number; number: number }>();
export const addBoardsClicked = createEvent();
export const autoExitCancelled = createEvent();
export const autoGoBackConfirmed = createEvent();
export const winnerNextClicked = createEvent();
export const winnerPreviousClicked = createEvent();
export const autoWinnerClosed = createEvent();

const detailsReceived = createEvent<AutoDetails>();
const resultReceived = createEvent<AutoResult>();
const ticked = createEvent<number>();
/** A payload of this game that the contract rejects (the event's name). */
const unreadableReceived = createEvent<string>();

export const $playGameId = createStore<string | null>(null).on(AutoPlayGate.open, (_, p) => p.gameId);
export const $autoDetails = createStore<AutoDetails | null>(null).on(detailsReceived, (_, d) => d).reset(AutoPlayGate.open);
const $autoCallsSeen = createStore<AutoCall[]>([]);
// a number called twice (duplicate delivery) is kept once, and sounds once
const freshAutoCall = sample({ clock: autoNumberCalled, source: $autoCallsSeen, filter: (calls, c) => !calls.some((x) => x.number === c.number), fn: (_, c) => c });
export const $autoCalls = $autoCallsSeen
  .on(freshAutoCall, (calls, c) => [...calls, c])
  .on(detailsReceived, (calls, d) => (d.calledNumbers.length >= calls.length ? d.calledNumbers : calls))
  .reset(AutoPlayGate.open);
// When a new number is called, then play its clip (spec §2.10; muted or blocked audio is silent).
const playAutoCallFx = createEffect((n: number) => playCall(n));
sample({ clock: freshAutoCall, fn: (c) => c.number, target: playAutoCallFx });

export const $autoCalledSet = $autoCalls.map((calls) => new Set(calls.map((c) => c.number)));
/** Spec §9: the strip shows the last 5 calls, oldest first. */
export const $lastCalls = $autoCalls.map((calls) => calls.slice(-5));
export const $autoNow = createStore(Date.now()).on(ticked, (_, t) => t);
/** Seconds until the start (minimum 0, spec §4), computed each second from the start time; 0 once calls began. */
export const $autoSecondsLeft = combine($autoDetails, $autoNow, $autoCalls, (d, now, calls) => {
  const start = d && calls.length === 0 ? Date.parse(d.startTime) : NaN;
  return Number.isFinite(start) ? Math.max(0, Math.ceil((start - now) / 1000)) : 0;
});
export const $autoMarks = createStore<Record<number, number[]>>({}).reset(AutoPlayGate.open);
export const $autoExitOpen = createStore(false).on(addBoardsClicked, () => true).reset([autoExitCancelled, autoGoBackConfirmed, AutoPlayGate.open]);
export const $autoResult = createStore<AutoResult | null>(null).reset([AutoPlayGate.open, autoWinnerClosed]);
export const $winnerIndex = createStore(0).reset([AutoPlayGate.open, resultReceived]);
/** The winner shown in the modal (spec §2.11). */
export const $shownWinner = combine($autoResult, $winnerIndex, (r, i) => (r ? winnerAt(r, i) : null));

const listeners = createListenerGroup<string>((gameId) => {
  const on = {
    details: scopeBind(detailsReceived, { safe: true }),
    number: scopeBind(autoNumberCalled, { safe: true }),
    result: scopeBind(resultReceived, { safe: true }),
    tick: scopeBind(ticked, { safe: true }),
    unreadable: scopeBind(unreadableReceived, { safe: true }),
  };
  // tick now: the store's default is the time the module loaded, not the time the screen opened
  on.tick(Date.now());
  const timer = setInterval(() => on.tick(Date.now()), 1000);
  return [
    onUnreadableGameEvent(gameId, on.unreadable),
    listen('autoGameDetails', gameId, on.details),
    listen('autoBingoNumber', gameId, on.number),
    // spec §7: _auto_game_msg_{id} is ignored; listened to so it is validated and never unhandled
    listen('autoGameMsg', gameId, () => undefined),
    listen('autoBingoResult', gameId, on.result),
    () => clearInterval(timer),
  ];
});

/**
 * Joins a scheduled game to watch it (spec §7 `join_auto_game`): never queued offline, sent with
 * an acknowledgement and a request id (watching is idempotent, so each attempt has its own),
 * confirmed by the ack or `_auto_game_details_{id}`.
 * @throws Error("Connection lost...") when the socket dropped before sending; Error("Connection
 *   error. Please try again.") when it cannot connect or no answer came (the next reconnect joins
 *   again). An ack with `error` is returned as `{ error }`.
 */
export const joinAutoGameFx = createEffect(async (p: { gameId: string; phone: string }) => {
  try {
    await waitForConnection();
  } catch {
    throw new Error(MESSAGES.connectionError);
  }
  const confirmation = await emitConfirmed('joinAutoGame', { ...p, requestId: newIdempotencyKey() }, [{ key: 'autoGameDetails', gameId: p.gameId }]).catch((error: unknown) => {
    throw new Error(error instanceof NotConnectedError ? MESSAGES.connectionLost : MESSAGES.connectionError);
  });
  return { error: confirmation.ack?.error ?? null };
});

// When the play screen opens, then listen to the game and join it.
sample({ clock: AutoPlayGate.open, fn: (p) => p.gameId, target: listeners.attached });
sample({
  clock: AutoPlayGate.open,
  source: $user,
  filter: Boolean,
  fn: (user, { gameId }) => ({ gameId, phone: user.phone }),
  target: joinAutoGameFx,
});
sample({ clock: AutoPlayGate.close, target: listeners.detached });
// When the play screen opens, then watch the connection ("Reconnecting...", spec §4 Socket connection, §8).
sample({ clock: AutoPlayGate.open, target: connectionWatchStarted });
// When the socket comes back while the screen is open, then join again: the server knows the new
// connection only after a join, and its `_auto_game_details_{id}` restores the calls missed meanwhile.
// The first connect is skipped: the opening join is still waiting for it.
sample({
  clock: connected,
  source: { open: AutoPlayGate.status, gameId: $playGameId, user: $user, joining: joinAutoGameFx.pending },
  filter: ({ open, gameId, user, joining }) => open && gameId !== null && user !== null && !joining,
  fn: ({ gameId, user }) => ({ gameId: gameId!, phone: user!.phone }),
  target: joinAutoGameFx,
});
// When a payload of this game cannot be read, then say so and join again: the details that answer
// the join carry the calls so far (one join at a time).
const unreadable = sample({
  clock: unreadableReceived,
  source: { gameId: $playGameId, user: $user, joining: joinAutoGameFx.pending },
  filter: ({ gameId, user, joining }) => gameId !== null && user !== null && !joining,
  fn: ({ gameId, user }) => ({ gameId: gameId!, phone: user!.phone }),
});
sample({ clock: unreadable, fn: () => ({ kind: 'error' as const, message: UNREADABLE_GAME_EVENT }), target: showSnackbarFx });
sample({ clock: unreadable, target: joinAutoGameFx });
// Spec §4, §8: a failure to enter shows a connection error.
sample({ clock: joinAutoGameFx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
// Spec §4, §8: an ack carrying an error is shown and opens the exit dialog.
const joinRefused = sample({ clock: joinAutoGameFx.doneData, filter: (r): r is { error: string } => r.error !== null });
sample({ clock: joinRefused, fn: (r) => ({ kind: 'error' as const, message: r.error }), target: showSnackbarFx });
$autoExitOpen.on(joinRefused, () => true);

// When the player's boards are known, then fetch the ones not cached.
sample({
  clock: detailsReceived,
  source: $autoBoardsById,
  fn: (boards, d) => d.boardIds.filter((id) => !boards[id]),
  target: createEffect((ids: number[]) => Promise.all(ids.map((id) => fetchAutoBoardFx(id)))),
});

// When a called cell is tapped, then mark it (spec §2.10: only called numbers can be marked).
$autoMarks.on(
  sample({ clock: autoCellClicked, source: $autoCalledSet, filter: (called, { number }) => called.has(number), fn: (_, c) => c }),
  (marks, { boardId, number }) => ((marks[boardId] ?? []).includes(number) ? marks : { ...marks, [boardId]: [...(marks[boardId] ?? []), number] }),
);

const won = sample({ clock: resultReceived, filter: (r) => r.hasWinner && r.winning_board_ids.length > 0 });
$autoResult.on(won, (_, r) => r);
// When a result without a winner arrives, then show its message (spec §4: the game ends).
sample({ clock: resultReceived, filter: (r) => !r.hasWinner, fn: (r) => ({ kind: 'error' as const, message: r.message }), target: showSnackbarFx });
// When the game ends, then refresh the balance from the server (winnings are paid there).
sample({ clock: resultReceived, source: $user, filter: Boolean, fn: (u) => u.phone, target: balanceRefreshRequested });

// Previous / Next cycle through the winners (spec §2.11).
$winnerIndex
  .on(sample({ clock: winnerNextClicked, source: $autoResult, filter: Boolean }), (i, r) => (i + 1) % r.winning_board_ids.length)
  .on(sample({ clock: winnerPreviousClicked, source: $autoResult, filter: Boolean }), (i, r) => (i - 1 + r.winning_board_ids.length) % r.winning_board_ids.length);

// When Go Back is confirmed, then return to the board selector of this game (spec §2.10).
sample({ clock: autoGoBackConfirmed, source: $playGameId, filter: Boolean, fn: (id) => `/autoBoardSelector/${id}`, target: navigateFx });
