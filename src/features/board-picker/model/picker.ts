import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { createListenerGroup, currentSocket, disconnectSocket, emit, listen, waitForConnection } from '@/shared/api/socket';
import { MESSAGES } from '@/shared/config';
import { canPickBoard } from '@/shared/lib/bingo';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { $balance, balanceRefreshRequested } from '@/entities/wallet';
import { $betAmount, $gameId, $selectedBoardIds, boardAdded, boardRemoved, gameLeft, notifyNavigateBackFx, prizePoolUpdated, saveForReturn } from '@/entities/game';
import { $boardIds, $boardsById, fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';

/**
 * Manual board selection (spec §2.7, §4 manual flow 2–3, §5 "Starting a manual game"): taken boards
 * live from `_updated_board_list_{gameId}`, picks toggled with the server, Start validates and
 * joins, `_game_joined_{gameId}` goes to the game, Back frees the picks and returns to /stake.
 */
export const BoardPickerGate = createGate<void>('BoardPickerGate');
export const boardClicked = createEvent<number>();
export const boardRemoveClicked = createEvent<number>();
export const startClicked = createEvent();
export const backClicked = createEvent();

const takenUpdated = createEvent<number[]>();
const joinRefused = createEvent<string>();
const joined = createEvent();

/** Every board taken in this game (by anyone, the player included), from the server. */
export const $taken = createStore<number[]>([]).on(takenUpdated, (_, ids) => ids).reset(gameLeft);
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
// Without a game id there is nothing to pick: back to the stakes.
sample({ clock: BoardPickerGate.open, source: $gameId, filter: (id) => !id, fn: () => '/stake', target: navigateFx });
// When the picker opens, then load board ids and board data unless already loaded.
sample({ clock: BoardPickerGate.open, source: $boardIds, filter: (ids) => ids.length === 0, target: fetchBoardIdsFx });
sample({ clock: BoardPickerGate.open, source: $boardsById, filter: (b) => Object.keys(b).length === 0, target: fetchBoardsFx });

const toggleFx = createEffect(({ boardId, betAmount, gameId }: { boardId: number; betAmount: number; gameId: string }) => {
  emit('toggleBoard', { boardId, betAmount, gameId });
});

// When a free board is tapped and the pick rule allows it (spec §4 step 2), then pick it with the server.
const picked = sample({
  clock: boardClicked,
  source: { held: $selectedBoardIds, others: $takenByOthers },
  filter: ({ held, others }, id) => canPickBoard(id, held, others),
  fn: (_, id) => id,
});
sample({ clock: picked, target: boardAdded });
sample({ clock: picked, source: { betAmount: $betAmount, gameId: $gameId }, filter: ({ gameId }) => Boolean(gameId), fn: ({ betAmount, gameId }, boardId) => ({ boardId, betAmount, gameId: gameId! }), target: toggleFx });

// When a chosen board is removed, then free it with the server.
const removed = sample({ clock: boardRemoveClicked, source: $selectedBoardIds, filter: (held, id) => held.includes(id), fn: (_, id) => id });
sample({ clock: removed, target: boardRemoved });
sample({ clock: removed, source: { betAmount: $betAmount, gameId: $gameId }, filter: ({ gameId }) => Boolean(gameId), fn: ({ betAmount, gameId }, boardId) => ({ boardId, betAmount, gameId: gameId! }), target: toggleFx });

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

const joinFx = createEffect(async (payload: { phone: string; betAmount: number; boardIds: number[]; gameId: string }) => {
  try {
    await waitForConnection(5000);
  } catch {
    throw new Error(MESSAGES.connectionFailed);
  }
  try {
    emit('joinGame', { ...payload, numberOfBoards: payload.boardIds.length, hasLost: false, isActive: true });
  } catch {
    throw new Error(MESSAGES.connectionError);
  }
});

/** True from Start until the server answers the join (spec §4 step 3 "busy"). */
export const $starting = createStore(false)
  .on(joinFx, () => true)
  .on([joinFx.fail, joinRefused, joined], () => false)
  .reset(gameLeft);

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
// When Start passes the rules, then join with the picked boards.
sample({
  clock: problem,
  source: startState,
  filter: (s, m) => m === null && s.user !== null && s.gameId !== null,
  fn: (s) => ({ phone: s.user!.phone, betAmount: s.betAmount, boardIds: s.boards, gameId: s.gameId! }),
  target: joinFx,
});
sample({ clock: [joinFx.failData], fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
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
