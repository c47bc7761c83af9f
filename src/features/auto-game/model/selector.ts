import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { getBoard, getScheduledGames, newIdempotencyKey, type Board, type ScheduledGame } from '@/shared/api';
import { createListenerGroup, emit, emitConfirmed, emitWithAck, listen, NotConfirmedError, NotConnectedError, type ServerPayload } from '@/shared/socket';
import { MESSAGES } from '@/shared/config';
import { MAX_BOARDS } from '@/shared/lib/bingo';
import { formatEtb, roundEtb } from '@/shared/lib/money';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { connected, connectionWatchStarted } from '@/entities/connection';
import { $user } from '@/entities/session';
import { $balance, balanceRefreshRequested, createNotConfirmedNotice, type MoneyIntent } from '@/entities/wallet';
import { $boardIds, $boardsById, fetchBoardIdsFx } from '@/entities/board';
import { PURCHASE_FAILED, PURCHASE_OK, purchaseSnackbar } from '../lib/map';

/**
 * Board picking and purchase for a scheduled game (spec §2.7 scheduled, §2.8, §4 Scheduled game
 * flow, §5 Buying boards): taken boards from `response_auto_boardlist_{gameId}`, at most 2 local
 * picks, purchase through `purchase_cartela` → `purchase_cartela_result`, the release of unbought
 * picks when leaving.
 */
/** A join or purchase of this screen got no answer (the intent: phone, amount, ledger type, when). */
const moneyNotConfirmed = createEvent<MoneyIntent>();
export const AUTO_MESSAGES = {
  /** Spec §5 / §8 "Purchase with no boards". */
  noBoards: 'ካርቴላ ይምረጡ!',
  /** Spec §5 / §8 "Purchase over balance"; {balance} in ETB with two decimals. */
  overBalance: (balance: number) => `በቂ ባላንስ አልተገኘም - ${formatEtb(balance)} ብር!`,
  /** Spec §8: the dialog's warning with the missing amount. */
  missing: (missing: number) => `በቂ ባላንስ አልተገኘም. ተጨማሪ ${formatEtb(missing)} ብር ያስገልግዎታል!`,
  purchaseOk: PURCHASE_OK,
  purchaseFailed: PURCHASE_FAILED,
} as const;

export const AutoSelectorGate = createGate<{ gameId: string }>('AutoSelectorGate');
export const autoBoardClicked = createEvent<number>();
export const autoBoardRemoveClicked = createEvent<number>();
export const autoBackClicked = createEvent();
export const autoBuyClicked = createEvent();
export const autoEnterClicked = createEvent();
export const purchaseCancelled = createEvent();
export const purchaseConfirmed = createEvent();

const takenUpdated = createEvent<number[]>();
/** A purchase result from the server: the ack or `purchase_cartela_result`, whichever came first. */
const purchaseResultReceived = createEvent<ServerPayload<'purchaseCartelaResult'>>();
const purchaseAnswered = createEvent<ServerPayload<'purchaseCartelaResult'>>();

/** The scheduled game being picked for (from the list call; null until loaded). */
export const loadAutoGameFx = createEffect(async (gameId: string): Promise<ScheduledGame | null> => {
  const list = await getScheduledGames();
  return list.find((g) => g.gameId === gameId) ?? null;
});
/** Board data by id when the full board list is not cached (spec §4 "fetched by id"). */
export const fetchAutoBoardFx = createEffect((id: number) => getBoard(id));

export const $autoGameId = createStore<string | null>(null).on(AutoSelectorGate.open, (_, p) => p.gameId);
export const $autoGame = createStore<ScheduledGame | null>(null)
  .on(loadAutoGameFx.doneData, (_, g) => g)
  .reset(AutoSelectorGate.open);
/** Boards fetched one by one (when `$boardsById` lacks them). */
export const $fetchedBoards = createStore<Record<number, Board>>({}).on(fetchAutoBoardFx.doneData, (all, b) => ({ ...all, [b.board_id]: b }));
/**
 * Spec §8 "Board fetch failure: the server's error data stored": board id → the error message of its
 * failed by-id fetch; cleared when that board is fetched again.
 */
export const $autoBoardFetchErrors = createStore<Record<number, string>>({})
  .on(fetchAutoBoardFx.fail, (all, { params, error }) => ({ ...all, [params]: error.message }))
  .on(fetchAutoBoardFx, (all, id) => Object.fromEntries(Object.entries(all).filter(([key]) => Number(key) !== id)));
/** Retry of a board whose data could not be fetched (board id). */
export const autoBoardRetryClicked = createEvent<number>();
sample({ clock: autoBoardRetryClicked, target: fetchAutoBoardFx });
/** Board data from the cache when present, else from the by-id fetches. */
export const $autoBoardsById = combine($boardsById, $fetchedBoards, (cached, fetched) => ({ ...fetched, ...cached }));
/** Every board bought in this game (by anyone), from the server. */
export const $autoTaken = createStore<number[]>([]).on(takenUpdated, (_, ids) => ids).reset(AutoSelectorGate.open);
/** The player's picks (not yet bought), at most 2. */
export const $autoPicks = createStore<number[]>([]).reset(AutoSelectorGate.open);
export const $purchaseOpen = createStore(false);
/** Spec §4: buying goes idle → processing → result. */
export const $purchaseStatus = createStore<'idle' | 'processing' | 'result'>('idle').reset(AutoSelectorGate.open);
/** Total price in ETB of the picks (price per board × number of boards). */
export const $purchaseTotal = combine($autoPicks, $autoGame, (picks, game) => roundEtb(picks.length * (game?.betAmount ?? 0)));
export const $currentBalance = $balance.map((b) => b?.current_balance ?? 0);
/** The game could not be loaded (message), or it is not in the list any more. */
export const $autoGameProblem = createStore<string | null>(null)
  .on(loadAutoGameFx.doneData, (_, g) => (g ? null : 'no game found, try again later'))
  .on(loadAutoGameFx.failData, (_, e) => `Error: ${e.message}`)
  .reset(AutoSelectorGate.open);
/** Missing ETB when the total exceeds the current balance (0 when enough). */
export const $purchaseMissing = combine($purchaseTotal, $currentBalance, (total, balance) => (total > balance ? roundEtb(total - balance) : 0));

const listeners = createListenerGroup<string>((gameId) => {
  const onTaken = scopeBind(takenUpdated, { safe: true });
  const onPurchase = scopeBind(purchaseResultReceived, { safe: true });
  return [listen('autoBoardlist', gameId, (p) => onTaken(p.gameBoards)), listen('purchaseCartelaResult', undefined, onPurchase)];
});

const requestBoardlistFx = createEffect(async (gameId: string) => {
  const ack = await emitWithAck('requestAutoBoardlist', { game_id: gameId });
  if (ack.status !== 'success') throw new Error(ack.message ?? 'board list refused');
});
const logFx = createEffect((message: string) => console.warn(`[auto-game] ${message}`));
// Spec §8: a failed board list request (scheduled) is only logged.
sample({ clock: requestBoardlistFx.failData, fn: (e) => `request_auto_boardlist failed: ${e.message}`, target: logFx });

// When the selector opens, then listen to the game, ask for its taken boards and load its data.
sample({ clock: AutoSelectorGate.open, fn: (p) => p.gameId, target: [listeners.attached, requestBoardlistFx, loadAutoGameFx] });
// When the selector opens, then watch the connection, so a reconnect can be answered below.
sample({ clock: AutoSelectorGate.open, target: connectionWatchStarted });
// When the socket comes back while the selector is open, then ask again (boards bought meanwhile).
sample({ clock: connected, source: { open: AutoSelectorGate.status, gameId: $autoGameId }, filter: ({ open, gameId }) => open && gameId !== null, fn: ({ gameId }) => gameId!, target: requestBoardlistFx });
sample({ clock: AutoSelectorGate.open, source: $boardIds, filter: (ids) => ids.length === 0, target: fetchBoardIdsFx });

// When a board is tapped, then pick it unless 2 are held, it is held or taken (a third click is ignored, spec §5).
$autoPicks.on(
  sample({
    clock: autoBoardClicked,
    source: { picks: $autoPicks, taken: $autoTaken },
    filter: ({ picks, taken }, id) => picks.length < MAX_BOARDS && !picks.includes(id) && !taken.includes(id),
    fn: (_, id) => id,
  }),
  (picks, id) => [...picks, id],
);
$autoPicks.on(autoBoardRemoveClicked, (picks, id) => picks.filter((x) => x !== id));
// A board someone else just bought cannot stay picked.
$autoPicks.on(takenUpdated, (picks, taken) => picks.filter((id) => !taken.includes(id)));

// When a picked board is not cached, then fetch it by id.
sample({
  clock: autoBoardClicked,
  source: { boards: $autoBoardsById, picks: $autoPicks },
  filter: ({ boards, picks }, id) => picks.includes(id) && !boards[id],
  fn: (_, id) => id,
  target: fetchAutoBoardFx,
});

/** Sends the release of unbought picks (spec §4); a failure to send is logged, leaving is never blocked. */
export const releaseFx = createEffect((p: { gameId: string; phone: string; boards: number[] }) => {
  try {
    emit('releaseAutoBoards', p);
  } catch (error) {
    console.error('[auto-game] release not sent', error);
  }
});
const leaving = createEvent();
sample({ clock: [autoBackClicked, AutoSelectorGate.close], target: leaving });
const left = sample({ clock: leaving, source: { picks: $autoPicks, gameId: $autoGameId, user: $user } });
// When the player leaves the selector with picks, then release them (spec §4, §2.7).
sample({
  clock: left,
  filter: ({ picks, gameId, user }) => picks.length > 0 && gameId !== null && user !== null,
  fn: ({ picks, gameId, user }) => ({ gameId: gameId!, phone: user!.phone, boards: picks }),
  target: releaseFx,
});
$autoPicks.reset(left);
sample({ clock: AutoSelectorGate.close, target: listeners.detached });
sample({ clock: autoBackClicked, fn: () => '/autoGames', target: navigateFx });
sample({ clock: autoEnterClicked, source: $autoGameId, filter: Boolean, fn: (id) => `/autoGamePlay/${id}`, target: navigateFx });

// When ይግዙ is pressed with no picks, then say so (spec §5).
sample({ clock: autoBuyClicked, source: $autoPicks, filter: (p) => p.length === 0, fn: () => ({ kind: 'error' as const, message: AUTO_MESSAGES.noBoards }), target: showSnackbarFx });
// When ይግዙ is pressed over the balance, then show the balance message; the dialog still opens with its warning.
sample({
  clock: autoBuyClicked,
  source: { picks: $autoPicks, missing: $purchaseMissing, balance: $currentBalance },
  filter: ({ picks, missing }) => picks.length > 0 && missing > 0,
  fn: ({ balance }) => ({ kind: 'error' as const, message: AUTO_MESSAGES.overBalance(balance) }),
  target: showSnackbarFx,
});
$purchaseOpen.on(sample({ clock: autoBuyClicked, source: $autoPicks, filter: (p) => p.length > 0 }), () => true).reset([purchaseCancelled, AutoSelectorGate.close]);

/** The purchase intent: its request id and when the player confirmed it (epoch ms). */
interface PurchaseIntent {
  requestId: string;
  at: number;
}
/** Made on አሁን ይግዙ, sent again on every retry of the same picks, replaced after a bought result or new picks. */
const purchaseIntentFx = createEffect((current: PurchaseIntent | null): PurchaseIntent => current ?? { requestId: newIdempotencyKey(), at: Date.now() });
const $purchaseIntent = createStore<PurchaseIntent | null>(null).on(purchaseIntentFx.doneData, (_, intent) => intent);

/**
 * Sends `purchase_cartela` (spec §7), which debits the balance: once, never queued offline, with the
 * intent's request id. Resolves with the ack's result, or null when `purchase_cartela_result`
 * confirmed it (the listener shows that one).
 * @throws Error("Connection lost...") when not connected (nothing sent); NotConfirmedError when no
 *   answer came in 10 s; Error("Connection error. Please try again.") when sending throws
 */
export const purchaseFx = createEffect(async (p: { phone: string; gameId: string; boards: number[]; requestId: string }) => {
  try {
    const confirmation = await emitConfirmed('purchaseCartela', p, [{ key: 'purchaseCartelaResult' }]);
    return confirmation.ack ? { success: !confirmation.ack.error, message: confirmation.ack.error ?? confirmation.ack.message } : null;
  } catch (error) {
    if (error instanceof NotConnectedError) throw new Error(MESSAGES.connectionLost);
    if (error instanceof NotConfirmedError) throw error;
    throw new Error(MESSAGES.connectionError);
  }
});
// When አሁን ይግዙ is pressed, not already processing and the balance covers it, then take the intent's request id.
sample({
  clock: purchaseConfirmed,
  source: { picks: $autoPicks, gameId: $autoGameId, user: $user, status: $purchaseStatus, missing: $purchaseMissing, game: $autoGame, intent: $purchaseIntent },
  filter: ({ picks, gameId, user, status, missing, game }) => status !== 'processing' && missing === 0 && picks.length > 0 && gameId !== null && user !== null && game !== null,
  fn: ({ intent }) => intent,
  target: purchaseIntentFx,
});
// Then buy (one request).
sample({
  clock: purchaseIntentFx.doneData,
  source: { picks: $autoPicks, gameId: $autoGameId, user: $user },
  filter: ({ gameId, user }) => gameId !== null && user !== null,
  fn: ({ picks, gameId, user }, intent) => ({ phone: user!.phone, gameId: gameId!, boards: picks, requestId: intent.requestId }),
  target: purchaseFx,
});
// The first answer counts (ack or result event); a second one for the same purchase is ignored.
sample({
  clock: [purchaseResultReceived, purchaseFx.doneData.filter({ fn: (r): r is { success: boolean; message: string | undefined } => r !== null })],
  source: $purchaseStatus,
  filter: (status) => status === 'processing',
  fn: (_, result) => result,
  target: purchaseAnswered,
});
const purchaseUnconfirmed = sample({ clock: purchaseFx.fail, filter: ({ error }) => error instanceof NotConfirmedError });
// When the purchase got no answer, then say "Not confirmed" and show what the server has (balance,
// a board purchase in the ledger); a retry of the same picks sends the same request id.
sample({
  clock: purchaseUnconfirmed,
  source: { intent: $purchaseIntent, game: $autoGame },
  filter: ({ intent, game }) => intent !== null && game !== null,
  fn: ({ intent, game }, { params }) => ({
    phone: params.phone,
    ledgerType: 'cartela_purchase' as const,
    amount: roundEtb(params.boards.length * game!.betAmount),
    sinceMs: intent!.at,
  }),
  target: moneyNotConfirmed,
});
$purchaseStatus.on(purchaseFx, () => 'processing').on(purchaseAnswered, () => 'result').on(purchaseFx.fail, () => 'result');
// When the result arrives, then close the dialog, show the message and refresh the balance (spec §4, §8).
$purchaseOpen.on(purchaseAnswered, () => false).on(purchaseFx.fail, () => false);
sample({ clock: purchaseAnswered, fn: purchaseSnackbar, target: showSnackbarFx });
sample({
  clock: purchaseFx.failData,
  filter: (e) => !(e instanceof NotConfirmedError),
  fn: (e) => ({ kind: 'error' as const, message: e.message || AUTO_MESSAGES.purchaseFailed }),
  target: showSnackbarFx,
});
// A bought result or new picks end the intent: the next purchase gets a new request id.
$purchaseIntent.reset([purchaseAnswered.filter({ fn: (r) => r.success }), autoBoardClicked, autoBoardRemoveClicked, AutoSelectorGate.open]);
// Bought boards are no longer picks (they are the player's now).
$autoPicks.on(purchaseAnswered, (picks, r) => (r.success ? [] : picks));
sample({ clock: purchaseAnswered, source: $user, filter: Boolean, fn: (u) => u.phone, target: balanceRefreshRequested });

/** The snackbar flow of a join or purchase that got no answer ("Not confirmed"). */
const moneyNotConfirmedNotice = createNotConfirmedNotice(showSnackbarFx);
sample({ clock: moneyNotConfirmed, target: moneyNotConfirmedNotice });
