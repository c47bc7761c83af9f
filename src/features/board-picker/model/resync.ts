import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { emitFx } from '@/shared/socket';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $gameId, $selectedBoardIds, BoardListRefused, boardsLost, gameLeft, gameMoved, requestBoardList } from '@/entities/game';
import { connected } from '@/entities/connection';
import { $pickGame, $seat, $takenByOthers, BoardPickerGate, gameListeners, isPickGame, isSeat, takenUpdated } from './board-list';
import { m, type Message } from '@/shared/i18n';

/**
 * The re-sync after a reconnect (spec §4 Socket connection, manual flow 1–2). A server releases a
 * player's picks when the socket drops (the mock provider does), and the stake's game may have
 * started meanwhile. So on every (re)connect while the picker is open: ask for the stake's board
 * list again, follow the game id of the ack, then re-pick the picks still free (one toggle each: a
 * toggle on a board the player holds would free it) and drop the ones others took.
 */

/** Texts of ours: the spec names none for these situations. */
export const PICKER_MESSAGES = {
  /** Our wording: picks another player took while this one was offline (the server had released them). */
  takenWhileOffline: (ids: number[]): Message => () =>
    ids.length === 1 ? m.game_board_taken_offline({ id: ids[0]! }) : m.game_boards_taken_offline({ first: ids.slice(0, -1).join(', '), second: ids.at(-1)! }),
} as const;

/** How long the picker waits for the board list after the reconnect's ack before re-picking on what it knows, ms. */
export const BOARD_LIST_WAIT_MS = 3000;

const resyncRequested = createEvent<{ betAmount: number; phone: string }>();
const listWaitExpired = createEvent();
/** The picks are reconciled with the server's board list: `free` are re-picked, `lost` dropped. */
export const reconciled = createEvent<{ free: number[]; lost: number[] }>();

const refreshFx = createEffect(requestBoardList);
// Only the latest request counts (one sent on a connection that dropped never gets its ack), and
// only while the picker is open.
const $latestRefresh = createStore<{ betAmount: number; phone: string } | null>(null, { serialize: 'ignore' }).on(refreshFx, (_, p) => p);
const current = { latest: $latestRefresh, open: BoardPickerGate.status };
const refreshDone = sample({ clock: refreshFx.done, source: current, filter: (s, { params }) => s.open && s.latest === params, fn: (_, { result }) => result.gameId });
/** The re-sync's board list request failed (its error); the re-sync is over. */
export const refreshFailed = sample({ clock: refreshFx.fail, source: current, filter: (s, { params }) => s.open && s.latest === params, fn: (_, { error }) => error });

/**
 * True from a (re)connect while the picker is open until the picks are reconciled with the
 * server's board list (or the request failed).
 */
export const $resyncing = createStore(false);
/** The seat while the picker is open (null when closed). */
const $openSeat = combine(BoardPickerGate.status, $seat, (open, seat) => (open ? seat : null));

// When the socket (re)connects while the picker is open on a game, then re-sync with the server.
sample({ clock: connected, source: $openSeat, filter: isSeat, fn: (seat) => ({ betAmount: seat.betAmount, phone: seat.phone }), target: resyncRequested });
sample({ clock: resyncRequested, target: refreshFx });

/** The first board list of the current game since the re-sync began (null: none yet). */
const $freshTaken = createStore<number[] | null>(null).on(takenUpdated, (_, ids) => ids).reset([resyncRequested, gameMoved]);
/** The server's ack named the game the picker already listens to. */
const $resyncAcked = createStore(false);
const ackedSameGame = sample({ clock: refreshDone, source: $gameId, filter: (held, id) => held === id, fn: () => undefined });
$resyncAcked.on(ackedSameGame, () => true).reset(resyncRequested);
$resyncing.on(resyncRequested, () => true).reset([reconciled, refreshFailed, gameLeft, BoardPickerGate.close]);

// When the ack names another game (the old one started), then move to it: its listeners replace
// the old game's, and the list is asked for again so that its board list reaches those listeners.
const movedTo = sample({ clock: refreshDone, source: $gameId, filter: (held, id) => held !== null && held !== id, fn: (_, id) => id });
sample({ clock: movedTo, target: [gameMoved, gameListeners.attached] });
sample({ clock: movedTo, source: $openSeat, filter: isSeat, fn: (seat) => ({ betAmount: seat.betAmount, phone: seat.phone }), target: resyncRequested });

const split = (held: number[], taken: number[]) => ({ free: held.filter((id) => !taken.includes(id)), lost: held.filter((id) => taken.includes(id)) });
// When the ack confirms the game and its board list has already come, then reconcile with it.
const $freshWhileResyncing = combine($resyncing, $freshTaken, (resyncing, fresh) => (resyncing ? fresh : null));
const freshKnown = sample({ clock: ackedSameGame, source: $freshWhileResyncing, filter: (fresh): fresh is number[] => fresh !== null });
sample({ clock: freshKnown, source: $selectedBoardIds, fn: (held, fresh) => split(held, fresh), target: reconciled });
// When the board list comes after the ack, then reconcile with it.
sample({
  clock: takenUpdated,
  source: { resyncing: $resyncing, acked: $resyncAcked, held: $selectedBoardIds },
  filter: ({ resyncing, acked }) => resyncing && acked,
  fn: ({ held }, taken) => split(held, taken),
  target: reconciled,
});
// A server that sends no board list after the ack must not lock the picker: after a while,
// re-pick every pick not known to be someone else's.
const listWaitFx = createEffect(() => {
  const expired = scopeBind(listWaitExpired, { safe: true });
  const timer = setTimeout(expired, BOARD_LIST_WAIT_MS);
  return () => clearTimeout(timer);
});
const $listWaitOff = createStore<(() => void) | null>(null, { serialize: 'ignore' }).on(listWaitFx.doneData, (_, off) => off);
const stopListWaitFx = createEffect((off: (() => void) | null) => off?.());
sample({ clock: ackedSameGame, source: $listWaitOff, target: stopListWaitFx });
sample({ clock: ackedSameGame, target: listWaitFx });
sample({ clock: [reconciled, refreshFailed, BoardPickerGate.close], source: $listWaitOff, target: stopListWaitFx });
$listWaitOff.reset(stopListWaitFx.done);
sample({
  clock: listWaitExpired,
  source: { resyncing: $resyncing, acked: $resyncAcked, held: $selectedBoardIds, others: $takenByOthers },
  filter: ({ resyncing, acked }) => resyncing && acked,
  fn: ({ held, others }) => split(held, others),
  target: reconciled,
});

/** Picks each board again with the server, one toggle per board. */
const repickFx = createEffect(({ boardIds, betAmount, gameId }: { boardIds: number[]; betAmount: number; gameId: string }) =>
  Promise.all(boardIds.map((boardId) => emitFx({ key: 'toggleBoard', payload: { boardId, betAmount, gameId } }))),
);
// When reconciled, then pick the free ones again (once each) and drop the lost ones, saying which.
const repicked = sample({ clock: reconciled, filter: ({ free }) => free.length > 0, fn: ({ free }) => free });
sample({ clock: repicked, source: $pickGame, filter: isPickGame, fn: (game, boardIds) => ({ boardIds, ...game }), target: repickFx });
const lost = sample({ clock: reconciled, filter: ({ lost }) => lost.length > 0, fn: ({ lost }) => lost });
sample({ clock: lost, target: boardsLost });
sample({ clock: lost, fn: (ids) => ({ kind: 'error' as const, message: PICKER_MESSAGES.takenWhileOffline(ids) }), target: showSnackbarFx });
const repickLogFx = createEffect((error: Error) => console.warn('[board-picker] re-pick not sent', error));
sample({ clock: repickFx.failData, target: repickLogFx });

// When the server refuses the board list (e.g. the stake's game is in progress), then say why and
// leave as Back would: the server has already released the picks.
const resyncRefused = sample({ clock: refreshFailed, filter: (e) => e instanceof BoardListRefused });
sample({ clock: refreshFailed, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
sample({ clock: resyncRefused, target: [gameListeners.detached, gameLeft] });
sample({ clock: resyncRefused, fn: () => ({ to: '/stake' }) as const, target: navigateFx });
