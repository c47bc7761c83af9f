import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { newIdempotencyKey } from '@/shared/api';
import { createSubscription, emitConfirmed, isRefusingAck, NotConnectedError, route, waitForConnection, type ClientPayload, type ServerPayload } from '@/shared/socket';
import { MESSAGES, SERVER_REFUSED, UNREADABLE_GAME_EVENT } from '@/shared/config';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { connected, connectionWatchStarted } from '@/entities/connection';
import { $user } from '@/entities/session';
import { balanceRefreshRequested } from '@/entities/wallet';
import { createCallLog, createCountdown, createExitDialog, createMarks } from '@/entities/bingo-call';
import { winnerAt } from '../lib/map';
import { $boardDataById, fetchBoardFx } from '@/entities/board';

/**
 * Watching an auto game (spec §2.10, §2.11, §4 Scheduled game flow): `join_auto_game`, then
 * `_auto_game_details_{id}`, `_auto_bingo_number_{id}` and `_auto_bingo_result_{id}` turned into
 * stores; marks, the exit dialog and the multi-winner modal.
 */
export type AutoCall = ServerPayload<'autoBingoNumber'>;
export type AutoResult = ServerPayload<'autoBingoResult'>;
export type AutoDetails = ServerPayload<'autoGameDetails'>;

export const AutoPlayGate = createGate<{ gameId: string }>('AutoPlayGate');
/** A number was called in the auto game (spec §2.10: it sounds once, however often delivered). */
export const autoNumberCalled = createEvent<AutoCall>();
/** "ካርቴላ ይጨምሩ" (add boards) opens the exit dialog; Cancel and Go Back close it (spec §2.10). */
export const {
  opened: addBoardsClicked,
  cancelled: autoExitCancelled,
  confirmed: autoGoBackConfirmed,
  $open: $autoExitOpen,
} = createExitDialog({ reset: AutoPlayGate.open });
export const winnerNextClicked = createEvent();
export const winnerPreviousClicked = createEvent();
export const autoWinnerClosed = createEvent();

const detailsReceived = createEvent<AutoDetails>();
const resultReceived = createEvent<AutoResult>();
/** A payload of this game that the contract rejects (the event's name). */
const unreadableReceived = createEvent<string>();

export const $playGameId = createStore<string | null>(null).on(AutoPlayGate.open, (_, p) => p.gameId);
export const $autoDetails = createStore<AutoDetails | null>(null).on(detailsReceived, (_, d) => d).reset(AutoPlayGate.open);
// The details that answer each join carry the calls so far: they merge like a rejoin snapshot.
const log = createCallLog({
  called: autoNumberCalled,
  snapshot: detailsReceived.map((d) => d.calledNumbers),
  reset: AutoPlayGate.open,
  record: {
    kind: 'scheduled',
    $gameId: $playGameId,
    $phone: $user.map((u) => u?.phone ?? null),
    restored: detailsReceived.map((d) => d.calledNumbers),
    ended: resultReceived.map((r) => ({ serverFinal: r.called_numbers, players: r.players_count, boards: r.boards_count })),
  },
});
export const { $calls: $autoCalls, $calledSet: $autoCalledSet, $lastCalls } = log;
/** The calls of this game as the device saw them and the server's final list, once it ended (fairness view). */
export const $autoGameCalls = log.$gameCalls;
/** The numbers of the player's boards in this game by board id (for auto-mark). */
const $autoPlayerBoards = combine($autoDetails, $boardDataById, (details, boards) =>
  Object.fromEntries((details?.boardIds ?? []).flatMap((id) => (boards[id] ? [[id, boards[id].board_numbers.flat()]] : []))),
);
export const { $marks: $autoMarks, cellClicked: autoCellClicked } = createMarks({ $calledSet: $autoCalledSet, $boards: $autoPlayerBoards, reset: AutoPlayGate.open });
/** Seconds until the start (minimum 0, spec §4), computed each second from the start time; 0 once calls began. */
export const $autoSecondsLeft = createCountdown({
  $startsAt: $autoDetails.map((d) => (d ? Date.parse(d.startTime) : null)),
  $calls: $autoCalls,
  opened: AutoPlayGate.open,
  closed: AutoPlayGate.close,
});
export const $autoResult = createStore<AutoResult | null>(null).reset([AutoPlayGate.open, autoWinnerClosed]);
export const $winnerIndex = createStore(0).reset([AutoPlayGate.open, resultReceived]);
/** The winner shown in the modal (spec §2.11). */
export const $shownWinner = combine($autoResult, $winnerIndex, (r, i) => (r ? winnerAt(r, i) : null));

const listeners = createSubscription((gameId: string) => ({
  gameId,
  unreadable: unreadableReceived,
  routes: [
    route('autoGameDetails', detailsReceived),
    route('autoBingoNumber', autoNumberCalled),
    // spec §7: _auto_game_msg_{id} is ignored; listened to so it is validated and never unhandled
    route('autoGameMsg'),
    route('autoBingoResult', resultReceived),
  ],
}));

/** Waits until the socket is connected (spec §9: 5 s). @throws Error('timeout') */
export const connectFx = createEffect(() => waitForConnection());
/** Sends `join_auto_game`, confirmed by its ack or by `_auto_game_details_{id}`. */
export const sendJoinFx = createEffect((p: ClientPayload<'joinAutoGame'>) => emitConfirmed('joinAutoGame', p, [{ key: 'autoGameDetails', gameId: p.gameId }]));

/**
 * Joins an auto game to watch it (spec §7 `join_auto_game`): never queued offline, sent with
 * an acknowledgement and a request id (watching is idempotent, so each attempt has its own),
 * confirmed by the ack or `_auto_game_details_{id}`.
 * @throws Error("Connection lost...") when the socket dropped before sending; Error("Connection
 *   error. Please try again.") when it cannot connect or no answer came (the next reconnect joins
 *   again). A refusing ack (`{error}` or `{success: false, message}`) is returned as `{ error }`
 *   with the server's message (ours when it sent none).
 */
export const joinAutoGameFx = createEffect(async (p: { gameId: string; phone: string }) => {
  try {
    await connectFx();
  } catch {
    throw new Error(MESSAGES.connectionError());
  }
  const confirmation = await sendJoinFx({ ...p, requestId: newIdempotencyKey() }).catch((error: unknown) => {
    throw new Error((error instanceof NotConnectedError ? MESSAGES.connectionLost : MESSAGES.connectionError)());
  });
  const ack = confirmation.ack;
  return { error: ack !== undefined && isRefusingAck(ack) ? ack.error || ack.message || SERVER_REFUSED() : null };
});

// When the play screen opens, then listen to the game, join it and watch the connection
// ("Reconnecting...", spec §4 Socket connection, §8).
sample({ clock: AutoPlayGate.open, fn: (p) => p.gameId, target: listeners.attached });
sample({
  clock: AutoPlayGate.open,
  source: $user,
  filter: Boolean,
  fn: (user, { gameId }) => ({ gameId, phone: user.phone }),
  target: joinAutoGameFx,
});
sample({ clock: AutoPlayGate.open, target: connectionWatchStarted });
sample({ clock: AutoPlayGate.close, target: listeners.detached });
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
  source: $boardDataById,
  fn: (boards, d) => d.boardIds.filter((id) => !boards[id]),
  target: createEffect((ids: number[]) => Promise.all(ids.map((id) => fetchBoardFx(id)))),
});

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
sample({ clock: autoGoBackConfirmed, source: $playGameId, filter: Boolean, fn: (gameId) => ({ to: '/autoBoardSelector/$gameId', params: { gameId } }) as const, target: navigateFx });
