import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { newIdempotencyKey } from '@/shared/api';
import { createListenerGroup, currentSocket, disconnectSocket, emit, emitConfirmed, listen, NotConfirmedError, NotConnectedError, waitForConnection } from '@/shared/socket';
import { MESSAGES } from '@/shared/config';
import { canPickBoard } from '@/shared/lib/bingo';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { $balance, balanceRefreshRequested, createNotConfirmedNotice, type MoneyIntent } from '@/entities/wallet';
import {
  $betAmount,
  $earlyTakenBoards,
  earlyBoardListHandedOver,
  $gameId,
  $selectedBoardIds,
  boardAdded,
  BoardListRefused,
  boardRemoved,
  boardsLost,
  gameEntered,
  gameLeft,
  gameMoved,
  notifyNavigateBackFx,
  prizePoolUpdated,
  requestBoardList,
  saveForReturn,
} from '@/entities/game';
import { $boardIds, $boardsById, fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { $connectionStatus, connected, connectionWatchStarted } from '@/entities/connection';

/**
 * Manual board selection (spec §2.7, §4 manual flow 2–3, §5 "Starting a manual game"): taken boards
 * live from `_updated_board_list_{gameId}`, picks toggled with the server, Start validates and
 * joins, `_game_joined_{gameId}` goes to the game, Back frees the picks and returns to /stake.
 * After a reconnect (spec §4 Socket connection) the selector asks for the board list again and
 * re-picks what the server released meanwhile (see "Reconnect" below).
 */
/** A join or purchase of this screen got no answer (the intent: phone, amount, ledger type, when). */
const moneyNotConfirmed = createEvent<MoneyIntent>();
export const BoardPickerGate = createGate<void>('BoardPickerGate');
export const boardClicked = createEvent<number>();
export const boardRemoveClicked = createEvent<number>();
export const startClicked = createEvent();
export const backClicked = createEvent();

/** Texts of ours: the spec names none for these situations. */
export const PICKER_MESSAGES = {
  /** Our wording: picks another player took while this one was offline (the server had released them). */
  takenWhileOffline: (ids: number[]) =>
    ids.length === 1 ? `Board ${ids[0]} was taken while you were offline.` : `Boards ${ids.join(' and ')} were taken while you were offline.`,
} as const;

/** How long the selector waits for the board list after the reconnect's ack before re-picking on what it knows, ms. */
export const BOARD_LIST_WAIT_MS = 3000;

const takenUpdated = createEvent<number[]>();
const joinRefused = createEvent<string>();
const joined = createEvent();

/** Every board taken in this game (by anyone, the player included), from the server. */
export const $taken = createStore<number[]>([]).on(takenUpdated, (_, ids) => ids).reset([gameLeft, gameMoved, gameEntered]);
/** Boards taken by other players: greyed and not clickable. */
export const $takenByOthers = combine($taken, $selectedBoardIds, (taken, mine) => taken.filter((id) => !mine.includes(id)));

const listeners = createListenerGroup<string>((gameId) => {
  const onTaken = scopeBind(takenUpdated, { safe: true });
  const onRefused = scopeBind(joinRefused, { safe: true });
  const onJoined = scopeBind(joined, { safe: true });
  const onPrize = scopeBind(prizePoolUpdated, { safe: true });
  return [
    listen('totalWinningAmount', gameId, (p) => onPrize(p.total_winning)),
    listen('updatedBoardList', gameId, (p) => onTaken(p.gameBoards)),
    listen('gameJoinValidationError', gameId, (p) => onRefused(p.message)),
    listen('gameJoined', gameId, () => onJoined()),
  ];
});

// When the picker opens for a game, then listen to that game's board list and join answers.
sample({ clock: BoardPickerGate.open, source: $gameId, filter: Boolean, target: listeners.attached });
// Then take over the board list the game entity kept since the stake screen's request: the server
// sent it before this screen had loaded (spec §4 manual flow 1).
sample({ clock: BoardPickerGate.open, source: $earlyTakenBoards, filter: Boolean, target: takenUpdated });
sample({ clock: BoardPickerGate.open, target: earlyBoardListHandedOver });
// Without a game id there is nothing to pick: back to the stakes.
sample({ clock: BoardPickerGate.open, source: $gameId, filter: (id) => !id, fn: () => '/stake', target: navigateFx });
// When the picker opens, then load board ids and board data unless already loaded.
sample({ clock: BoardPickerGate.open, source: $boardIds, filter: (ids) => ids.length === 0, target: fetchBoardIdsFx });
sample({ clock: BoardPickerGate.open, source: $boardsById, filter: (b) => Object.keys(b).length === 0, target: fetchBoardsFx });

// When the selector opens, then watch the connection (banner, and the reconnect handling below).
sample({ clock: BoardPickerGate.open, target: connectionWatchStarted });

const toggleFx = createEffect(({ boardId, betAmount, gameId }: { boardId: number; betAmount: number; gameId: string }) => {
  emit('toggleBoard', { boardId, betAmount, gameId });
});

/**
 * True from a (re)connect while the selector is open until the picks are reconciled with the
 * server's board list (or the request failed).
 */
export const $resyncing = createStore(false);
/**
 * Picks cannot change while the socket is down or the selector is re-syncing: socket.io would
 * send a buffered toggle before the board list is asked for again, and the server may have
 * released the pick meanwhile, so a toggle could pick or free the wrong thing.
 */
export const $picksLocked = combine($connectionStatus, $resyncing, (status, resyncing) => status !== 'connected' || resyncing);

// When a free board is tapped and the pick rule allows it (spec §4 step 2), then pick it with the server.
const picked = sample({
  clock: boardClicked,
  source: { held: $selectedBoardIds, others: $takenByOthers, locked: $picksLocked },
  filter: ({ held, others, locked }, id) => !locked && canPickBoard(id, held, others),
  fn: (_, id) => id,
});
sample({ clock: picked, target: boardAdded });
sample({ clock: picked, source: { betAmount: $betAmount, gameId: $gameId }, filter: ({ gameId }) => Boolean(gameId), fn: ({ betAmount, gameId }, boardId) => ({ boardId, betAmount, gameId: gameId! }), target: toggleFx });

// When a chosen board is removed, then free it with the server.
const removed = sample({
  clock: boardRemoveClicked,
  source: { held: $selectedBoardIds, locked: $picksLocked },
  filter: ({ held, locked }, id) => !locked && held.includes(id),
  fn: (_, id) => id,
});
sample({ clock: removed, target: boardRemoved });
sample({ clock: removed, source: { betAmount: $betAmount, gameId: $gameId }, filter: ({ gameId }) => Boolean(gameId), fn: ({ betAmount, gameId }, boardId) => ({ boardId, betAmount, gameId: gameId! }), target: toggleFx });

// ---- Reconnect (spec §4 Socket connection, manual flow 1–2) ----
// A server releases a player's picks when the socket drops (the mock provider does), and the stake's
// game may have started meanwhile. So on every (re)connect while the selector is open: ask for the
// stake's board list again, follow the game id of the ack, then re-pick the picks still free (one
// toggle each: a toggle on a board the player holds would free it) and drop the ones others took.

const resyncRequested = createEvent<{ betAmount: number; phone: string }>();
const listWaitExpired = createEvent();
const reconciled = createEvent<{ free: number[]; lost: number[] }>();

const refreshFx = createEffect(requestBoardList);
// Only the latest request counts (one sent on a connection that dropped never gets its ack), and
// only while the selector is open.
const $latestRefresh = createStore<{ betAmount: number; phone: string } | null>(null, { serialize: 'ignore' }).on(refreshFx, (_, p) => p);
const current = { latest: $latestRefresh, open: BoardPickerGate.status };
const refreshDone = sample({ clock: refreshFx.done, source: current, filter: (s, { params }) => s.open && s.latest === params, fn: (_, { result }) => result.gameId });
const refreshFailed = sample({ clock: refreshFx.fail, source: current, filter: (s, { params }) => s.open && s.latest === params, fn: (_, { error }) => error });

const resyncSource = { open: BoardPickerGate.status, user: $user, gameId: $gameId, betAmount: $betAmount };
type ResyncSource = { open: boolean; user: { phone: string } | null; gameId: string | null; betAmount: number };
// When the socket (re)connects while the selector is open on a game, then re-sync with the server.
sample({
  clock: connected,
  source: resyncSource,
  filter: (s: ResyncSource) => s.open && s.user !== null && s.gameId !== null && s.betAmount > 0,
  fn: (s: ResyncSource) => ({ betAmount: s.betAmount, phone: s.user!.phone }),
  target: resyncRequested,
});
sample({ clock: resyncRequested, target: refreshFx });

/** The first board list of the current game since the re-sync began (null: none yet). */
const $freshTaken = createStore<number[] | null>(null).on(takenUpdated, (_, ids) => ids).reset([resyncRequested, gameMoved]);
/** The server's ack named the game the selector already listens to. */
const $resyncAcked = createStore(false);
const ackedSameGame = sample({ clock: refreshDone, source: $gameId, filter: (current, id) => current === id, fn: () => undefined });
$resyncAcked.on(ackedSameGame, () => true).reset(resyncRequested);
$resyncing.on(resyncRequested, () => true).reset([reconciled, refreshFailed, gameLeft, BoardPickerGate.close]);

// When the ack names another game (the old one started), then move to it: its listeners replace
// the old game's, and the list is asked for again so that its board list reaches those listeners.
const movedTo = sample({ clock: refreshDone, source: $gameId, filter: (current, id) => current !== null && current !== id, fn: (_, id) => id });
sample({ clock: movedTo, target: [gameMoved, listeners.attached] });
sample({
  clock: movedTo,
  source: resyncSource,
  filter: (s: ResyncSource) => s.open && s.user !== null && s.betAmount > 0,
  fn: (s: ResyncSource) => ({ betAmount: s.betAmount, phone: s.user!.phone }),
  target: resyncRequested,
});

const split = (held: number[], taken: number[]) => ({ free: held.filter((id) => !taken.includes(id)), lost: held.filter((id) => taken.includes(id)) });
// When the ack confirms the game and its board list has already come, then reconcile with it.
sample({
  clock: ackedSameGame,
  source: { resyncing: $resyncing, fresh: $freshTaken, held: $selectedBoardIds },
  filter: ({ resyncing, fresh }) => resyncing && fresh !== null,
  fn: ({ fresh, held }) => split(held, fresh!),
  target: reconciled,
});
// When the board list comes after the ack, then reconcile with it.
sample({
  clock: takenUpdated,
  source: { resyncing: $resyncing, acked: $resyncAcked, held: $selectedBoardIds },
  filter: ({ resyncing, acked }) => resyncing && acked,
  fn: ({ held }, taken) => split(held, taken),
  target: reconciled,
});
// A server that sends no board list after the ack must not lock the selector: after a while,
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

const repickFx = createEffect(({ boardIds, betAmount, gameId }: { boardIds: number[]; betAmount: number; gameId: string }) => {
  for (const boardId of boardIds) emit('toggleBoard', { boardId, betAmount, gameId });
});
// When reconciled, then pick the free ones again (once each) and drop the lost ones, saying which.
sample({
  clock: reconciled,
  source: { betAmount: $betAmount, gameId: $gameId },
  filter: ({ gameId }, { free }) => gameId !== null && free.length > 0,
  fn: ({ betAmount, gameId }, { free }) => ({ boardIds: free, betAmount, gameId: gameId! }),
  target: repickFx,
});
const lost = sample({ clock: reconciled, filter: ({ lost }) => lost.length > 0, fn: ({ lost }) => lost });
sample({ clock: lost, target: boardsLost });
sample({ clock: lost, fn: (ids) => ({ kind: 'error' as const, message: PICKER_MESSAGES.takenWhileOffline(ids) }), target: showSnackbarFx });
const repickLogFx = createEffect((error: Error) => console.warn('[board-picker] re-pick not sent', error));
sample({ clock: repickFx.failData, target: repickLogFx });

// When the server refuses the board list (e.g. the stake's game is in progress), then say why and
// leave as Back would: the server has already released the picks.
const resyncRefused = sample({ clock: refreshFailed, filter: (e) => e instanceof BoardListRefused });
sample({ clock: refreshFailed, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
sample({ clock: resyncRefused, target: [listeners.detached, gameLeft] });
sample({ clock: resyncRefused, fn: () => '/stake', target: navigateFx });

/**
 * Spec §5 "Starting a manual game", in order; returns the message to show or null when Start may
 * proceed. Balances in ETB.
 */
export function startProblem(input: {
  hasSocket: boolean;
  balance: { current_balance: number; promo_balance: number } | null;
  betAmount: number;
  boards: number;
}): string | null {
  if (!input.hasSocket) return MESSAGES.connectionLost;
  const current = input.balance?.current_balance ?? 0;
  const promo = input.balance?.promo_balance ?? 0;
  if (current <= 0 && promo <= 0) return MESSAGES.invalidBalance;
  if (current < input.betAmount && promo < input.betAmount) return MESSAGES.insufficientBalance;
  if (!(input.betAmount > 0) || input.boards < 1 || input.boards > 2 || input.betAmount * input.boards > current + promo) return MESSAGES.badStart;
  return null;
}

/** Start's wait for the socket (spec §5: "Connection failed. Please try again." after 5 s). */
const connectWaitFx = createEffect(async () => {
  try {
    await waitForConnection(5000);
  } catch {
    throw new Error(MESSAGES.connectionFailed);
  }
});
/** A join the server refused in its acknowledgement (its message is shown as a validation error). */
class JoinRefusedError extends Error {}

/**
 * `_join_game_` (spec §4 step 3), a seat that debits the stake: sent once, never queued offline,
 * with the intent's request id (the same on every retry of the same picks), confirmed by the ack or
 * by `_game_joined_` / `_game_join_validation_error_`.
 * @throws Error("Connection lost...") when not connected (nothing sent); NotConfirmedError when no
 *   answer came; JoinRefusedError when the ack refuses; Error("Connection error. Please try again.")
 *   when sending throws
 */
const joinFx = createEffect(async (payload: { phone: string; betAmount: number; boardIds: number[]; gameId: string; requestId: string }) => {
  const answers = [
    { key: 'gameJoined' as const, gameId: payload.gameId },
    { key: 'gameJoinValidationError' as const, gameId: payload.gameId },
  ];
  let confirmation;
  try {
    confirmation = await emitConfirmed('joinGame', { ...payload, numberOfBoards: payload.boardIds.length, hasLost: false, isActive: true }, answers);
  } catch (error) {
    if (error instanceof NotConnectedError) throw new Error(MESSAGES.connectionLost);
    if (error instanceof NotConfirmedError) throw error;
    throw new Error(MESSAGES.connectionError);
  }
  if (confirmation.ack?.error) throw new JoinRefusedError(confirmation.ack.error);
});

/**
 * The join intent's request id: made when Start is confirmed, sent again on every retry of the same
 * picks in the same game, replaced after the join or when the picks or the game change.
 */
const joinIntentFx = createEffect((current: string | null) => current ?? newIdempotencyKey());
const $joinRequestId = createStore<string | null>(null)
  .on(joinIntentFx.doneData, (_, id) => id)
  .reset([joined, gameLeft, gameMoved, gameEntered, boardAdded, boardRemoved, boardsLost]);

/** True from Start until the server answers the join (spec §4 step 3 "busy"). */
export const $starting = createStore(false)
  .on(connectWaitFx, () => true)
  .on([connectWaitFx.fail, joinFx.fail, joinRefused, joined, refreshFailed], () => false)
  .reset(gameLeft);
/** Connected after Start, the join waits for a re-sync to finish (its game id and boards). */
const $joinQueued = createStore(false)
  .on(connectWaitFx.done, () => true)
  .reset([joinIntentFx, connectWaitFx.fail, refreshFailed, gameLeft, BoardPickerGate.close]);

const startState = sample({
  clock: startClicked,
  source: { balance: $balance, betAmount: $betAmount, boards: $selectedBoardIds, user: $user, gameId: $gameId, starting: $starting },
  filter: ({ starting }) => !starting,
});
const problem = sample({
  clock: startState,
  fn: ({ balance, betAmount, boards }) => startProblem({ hasSocket: currentSocket() !== null, balance, betAmount, boards: boards.length }),
});
// When Start is refused by a rule of spec §5, then show the rule's message.
sample({ clock: problem.filter({ fn: (m): m is string => m !== null }), fn: (message) => ({ kind: 'error' as const, message }), target: showSnackbarFx });
// When Start passes the rules, then wait for the socket (at most 5 s).
sample({
  clock: problem,
  source: startState,
  filter: (s, m) => m === null && s.user !== null && s.gameId !== null,
  fn: () => undefined,
  target: connectWaitFx,
});
// When connected and not re-syncing (or when the re-sync ends), then join with the boards and
// game id as they are now, not as they were at the tap.
sample({
  clock: [connectWaitFx.done, reconciled],
  source: { queued: $joinQueued, resyncing: $resyncing, user: $user, gameId: $gameId, requestId: $joinRequestId },
  filter: (s) => s.queued && !s.resyncing && s.user !== null && s.gameId !== null,
  fn: (s) => s.requestId,
  target: joinIntentFx,
});
sample({
  clock: joinIntentFx.doneData,
  source: { user: $user, betAmount: $betAmount, boards: $selectedBoardIds, gameId: $gameId },
  filter: (s) => s.user !== null && s.gameId !== null,
  fn: (s, requestId) => ({ phone: s.user!.phone, betAmount: s.betAmount, boardIds: s.boards, gameId: s.gameId!, requestId }),
  target: joinFx,
});
const joinFailed = sample({ clock: joinFx.failData, filter: (e) => !(e instanceof NotConfirmedError) && !(e instanceof JoinRefusedError) });
sample({ clock: [connectWaitFx.failData, joinFailed], fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
sample({ clock: joinFx.failData, filter: (e) => e instanceof JoinRefusedError, fn: (e) => e.message, target: joinRefused });
// When the join got no answer, then say "Not confirmed" and show the balance the server has now
// (the stake is debited on join); Start again sends the same request id, so it never joins twice.
sample({
  clock: joinFx.fail,
  filter: ({ error }) => error instanceof NotConfirmedError,
  fn: ({ params }) => ({ phone: params.phone, amount: params.betAmount * params.boardIds.length, sinceMs: 0 }),
  target: moneyNotConfirmed,
});
sample({ clock: joinRefused, fn: (message) => ({ kind: 'error' as const, message }), target: showSnackbarFx });
// When the server confirms the join, then open the game screen (spec §4 step 3).
sample({ clock: joined, source: $betAmount, fn: (bet) => `/gameWindow/${bet}`, target: navigateFx });
// When the stake is debited on join, then show the server's new balance.
sample({ clock: joined, source: $user, filter: Boolean, fn: (u) => u.phone, target: balanceRefreshRequested });


// When the player goes back, then tell the server, forget the game and return to /stake (spec §4 step 6).
sample({
  clock: backClicked,
  source: { boards: $selectedBoardIds, betamount: $betAmount, user: $user, gameId: $gameId },
  filter: ({ user, gameId, betamount }) => user !== null && gameId !== null && betamount > 0,
  fn: ({ boards, betamount, user, gameId }) => ({ boards, betamount, phone: user!.phone, gameId: gameId! }),
  target: notifyNavigateBackFx,
});
sample({ clock: backClicked, target: [listeners.detached, gameLeft] });
sample({ clock: backClicked, fn: () => '/stake', target: navigateFx });
// Leaving the picker any other way (e.g. to the game) drops this screen's listeners.
sample({ clock: BoardPickerGate.close, target: listeners.detached });

// While the selector is open (not yet in a game), a page unload tells the server the player went
// away, stores the path and bet amount, and closes the socket (spec §4 manual flow 7).
const pageUnloading = createEvent();
const unloadWatchFx = createEffect(() => {
  const onUnload = scopeBind(pageUnloading, { safe: true });
  const unload = () => onUnload();
  window.addEventListener('pagehide', unload);
  return () => window.removeEventListener('pagehide', unload);
});
const $unloadOff = createStore<(() => void) | null>(null, { serialize: 'ignore' }).on(unloadWatchFx.doneData, (_, off) => off);
const unwatchFx = createEffect((off: (() => void) | null) => off?.());
sample({ clock: BoardPickerGate.open, target: unloadWatchFx });
sample({ clock: BoardPickerGate.close, source: $unloadOff, target: unwatchFx });
$unloadOff.reset(unwatchFx.done);
const saveOnUnloadFx = createEffect((p: { betAmount: number; user: { phone: string } | null; gameId: string | null; boards: number[] }) => {
  saveForReturn({ path: window.location.pathname, betAmount: p.betAmount });
  if (p.user && p.gameId && p.betAmount > 0) {
    try {
      emit('navigateBack', { boards: p.boards, betamount: p.betAmount, phone: p.user.phone, gameId: p.gameId });
    } catch (error) {
      console.warn('[board-picker] _navigate_back_ not sent on unload', error);
    }
  }
  disconnectSocket();
});
sample({ clock: pageUnloading, source: { betAmount: $betAmount, user: $user, gameId: $gameId, boards: $selectedBoardIds }, target: saveOnUnloadFx });

/** The snackbar flow of a join or purchase that got no answer ("Not confirmed"). */
const moneyNotConfirmedNotice = createNotConfirmedNotice(showSnackbarFx);
sample({ clock: moneyNotConfirmed, target: moneyNotConfirmedNotice });
