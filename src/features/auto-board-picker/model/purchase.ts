import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ScheduledGame } from '@/shared/api';
import { emitConfirmedFx, isRefusingAck, NotConfirmedError, sendFailure, type ClientAck, type ServerPayload } from '@/shared/socket';
import { m, type Message } from '@/shared/i18n';
import { formatEtb, roundEtb } from '@/shared/lib/money';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { $balance, balanceRefreshRequested, createNotConfirmedNotice, type MoneyIntent } from '@/entities/wallet';
import { forgetSeatIntentFx, takeSeatIntentFx, type IntentKey } from '@/entities/wallet/index.intents';
import { checkLimitFx, limitRefusalText, stakePaid } from '@/entities/responsible-play';
import { PURCHASE_FAILED, PURCHASE_OK, purchaseSnackbar } from '@/entities/auto-game';
import { $autoGame, $autoGameId, $autoPicks, AutoPickerGate, autoBoardClicked, autoBoardRemoveClicked, purchaseResultReceived } from './picker';

/**
 * Buying the auto board picker's picks (spec §2.8, §4 Scheduled game flow, §5 Buying boards): the
 * dialog ካርቴላ ግዢ ፎርም, `purchase_cartela` once per intent, its result (the ack or
 * `purchase_cartela_result`, whichever comes first) and "Not confirmed" when none comes.
 */
export const AUTO_MESSAGES = {
  /** Spec §5 / §8 "Purchase with no boards". */
  noBoards: m.game_choose_boards as Message,
  /** Spec §5 / §8 "Purchase over balance"; {balance} in ETB with two decimals. */
  overBalance: (balance: number): Message => () => m.game_over_balance({ balance: formatEtb(balance) }),
  /** Spec §8: the dialog's warning with the missing amount. */
  missing: (missing: number): Message => () => m.game_missing_amount({ missing: formatEtb(missing) }),
  purchaseOk: PURCHASE_OK,
  purchaseFailed: PURCHASE_FAILED,
} as const;

export const autoBuyClicked = createEvent();
export const purchaseCancelled = createEvent();
export const purchaseConfirmed = createEvent();
/** A purchase of this screen got no answer (the intent: phone, amount, ledger type, when). */
const moneyNotConfirmed = createEvent<MoneyIntent>();
const purchaseAnswered = createEvent<ServerPayload<'purchaseCartelaResult'>>();

export const $purchaseOpen = createStore(false);
/** Spec §4: buying goes idle → processing → result. */
export const $purchaseStatus = createStore<'idle' | 'processing' | 'result'>('idle').reset(AutoPickerGate.open);
/** Total price in ETB of the picks (price per board × number of boards). */
export const $purchaseTotal = combine($autoPicks, $autoGame, (picks, game) => roundEtb(picks.length * (game?.betAmount ?? 0)));
export const $currentBalance = $balance.map((b) => b?.current_balance ?? 0);
/** Missing ETB when the total exceeds the current balance (0 when enough). */
export const $purchaseMissing = combine($purchaseTotal, $currentBalance, (total, balance) => (total > balance ? roundEtb(total - balance) : 0));

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
$purchaseOpen.on(sample({ clock: autoBuyClicked, source: $autoPicks, filter: (p) => p.length > 0 }), () => true).reset([purchaseCancelled, AutoPickerGate.close]);

/**
 * The purchase intent's key (its request id) and when the player confirmed it: made on አሁን ይግዙ,
 * sent again on every retry of the same picks (after a reload too: the device keeps it per player
 * until answered), replaced after a result or new picks.
 */
const purchaseIntentFx = attach({ effect: takeSeatIntentFx });
const $purchaseIntent = createStore<IntentKey | null>(null).on(purchaseIntentFx.doneData, (_, intent) => intent);

/** What `purchase_cartela` sends: the player, the game, the picks and the intent's request id. */
interface PurchaseParams {
  phone: string;
  gameId: string;
  boards: number[];
  requestId: string;
}
/**
 * Sends `purchase_cartela` (spec §7), which debits the balance: once, never queued offline, with the
 * intent's request id. Resolves with the result: the ack's (`{error}` and `{success: false,
 * message}` are refusals), else the `purchase_cartela_result` heard while it was in flight
 * (`emitConfirmed`: one that echoes no request id waits for the ack, which overrides it).
 * @throws Error("Connection lost...") when not connected (nothing sent); NotConfirmedError when no
 *   answer came in 10 s; Error("Connection error. Please try again.") when sending throws
 */
export const purchaseFx = createEffect(async (p: PurchaseParams): Promise<{ success: boolean; message: string | undefined }> => {
  let confirmation;
  try {
    confirmation = await emitConfirmedFx({ key: 'purchaseCartela', payload: p, answers: [{ key: 'purchaseCartelaResult' }] });
  } catch (error) {
    throw sendFailure(error);
  }
  const ack = confirmation.ack as ClientAck<'purchaseCartela'> | undefined;
  if (ack) return { success: !isRefusingAck(ack), message: ack.error || ack.message };
  const result = confirmation.payload as ServerPayload<'purchaseCartelaResult'>;
  return { success: result.success, message: result.message };
});
/** The buyer and the game while both are known (null otherwise). */
type Buyer = { phone: string; gameId: string };
const $buyer = combine($user, $autoGameId, (user, gameId): Buyer | null => (user !== null && gameId !== null ? { phone: user.phone, gameId } : null));
const isBuyer = (b: Buyer | null): b is Buyer => b !== null;
/**
 * The daily stake limit and a break (responsible play, ours): the purchase's total is checked before
 * anything is sent. @throws LimitRefusedError with our text
 */
const stakeLimitFx = attach({ effect: checkLimitFx });
// When አሁን ይግዙ is pressed, not already processing and the balance covers it, then check the total against the limits.
sample({
  clock: purchaseConfirmed,
  source: { picks: $autoPicks, buyer: $buyer, status: $purchaseStatus, missing: $purchaseMissing, game: $autoGame, total: $purchaseTotal, checking: stakeLimitFx.pending },
  filter: ({ picks, buyer, status, missing, game, checking }) => !checking && status !== 'processing' && missing === 0 && picks.length > 0 && buyer !== null && game !== null,
  fn: ({ total }) => ({ kind: 'stake' as const, amount: total }),
  target: stakeLimitFx,
});
// When the limits allow it, then take the intent's request id; when not, close the dialog and say why (nothing is sent).
sample({
  clock: stakeLimitFx.done,
  source: { held: $purchaseIntent, buyer: $buyer, boards: $autoPicks, game: $autoGame },
  filter: ({ buyer, game }) => buyer !== null && game !== null,
  fn: ({ held, buyer, boards, game }) => ({ held, target: { kind: 'purchase' as const, phone: buyer!.phone, gameId: buyer!.gameId, boards, betAmount: game!.betAmount } }),
  target: purchaseIntentFx,
});
$purchaseOpen.on(stakeLimitFx.fail, () => false);
sample({
  clock: stakeLimitFx.failData,
  fn: (e) => ({ kind: 'error' as const, message: limitRefusalText(e) }),
  target: showSnackbarFx,
});
const purchaseRequested = sample({ clock: purchaseIntentFx.doneData, source: $buyer, filter: isBuyer, fn: (buyer, intent) => ({ buyer, requestId: intent.key }) });
// Then buy (one request).
sample({ clock: purchaseRequested, source: $autoPicks, fn: (boards, { buyer, requestId }): PurchaseParams => ({ ...buyer, boards, requestId }), target: purchaseFx });
/**
 * `purchase_cartela_result` names no game and a server may send it to every socket. While the
 * purchase is in flight `purchaseFx` reads it; afterwards (not confirmed) only one that echoes the
 * purchase's request id (proposed) is its late answer.
 */
const lateResult = sample({
  clock: purchaseResultReceived,
  source: { inFlight: purchaseFx.pending, intent: $purchaseIntent },
  filter: ({ inFlight, intent }, result) => !inFlight && intent !== null && result.requestId === intent.key,
  fn: (_, result) => result,
});
// The purchase's answer: its result in flight, or a late one that echoes its request id.
sample({ clock: [purchaseFx.doneData, lateResult], target: purchaseAnswered });
/** What a purchase that got no answer needs: when it was confirmed (epoch ms) and the price per board (ETB). */
type Unconfirmed = { sinceMs: number; betAmount: number };
const $unconfirmedContext = combine($purchaseIntent, $autoGame, (intent, game: ScheduledGame | null): Unconfirmed | null =>
  intent !== null && game !== null ? { sinceMs: intent.at, betAmount: game.betAmount } : null,
);
const isUnconfirmed = (c: Unconfirmed | null): c is Unconfirmed => c !== null;
const purchaseUnconfirmed = sample({ clock: purchaseFx.fail, filter: ({ error }) => error instanceof NotConfirmedError, fn: ({ params }) => params });
// When the purchase got no answer, then say "Not confirmed" and show what the server has (balance,
// a board purchase in the ledger); a retry of the same picks sends the same request id.
sample({
  clock: purchaseUnconfirmed,
  source: $unconfirmedContext,
  filter: isUnconfirmed,
  fn: (context, params) => ({
    phone: params.phone,
    ledgerType: 'cartela_purchase' as const,
    amount: roundEtb(params.boards.length * context.betAmount),
    key: params.requestId,
    sinceMs: context.sinceMs,
  }),
  target: moneyNotConfirmed,
});
$purchaseStatus.on(purchaseFx, () => 'processing').on(purchaseAnswered, () => 'result').on(purchaseFx.fail, () => 'result');
// When the result arrives, then close the dialog, show the message and refresh the balance (spec §4, §8).
$purchaseOpen.on(purchaseAnswered, () => false).on(purchaseFx.fail, () => false);
/** The boards of the purchase being sent, so its success names them ("You bought boards 33 and 34"). */
const $purchaseBoards = createStore<number[]>([]).on(purchaseFx, (_, p) => p.boards);
sample({ clock: purchaseAnswered, source: $purchaseBoards, fn: (boards, r) => purchaseSnackbar(r, boards), target: showSnackbarFx });
sample({
  clock: purchaseFx.failData,
  filter: (e) => !(e instanceof NotConfirmedError),
  fn: (e) => ({ kind: 'error' as const, message: e.message || AUTO_MESSAGES.purchaseFailed }),
  target: showSnackbarFx,
});
// An answer (bought or refused) or new picks end the intent: the next purchase gets a new request
// id (a server answers a repeated id with its first answer, so a retry after a refusal would be
// refused again).
$purchaseIntent.reset([purchaseAnswered, autoBoardClicked, autoBoardRemoveClicked, AutoPickerGate.open]);
/** The request id of the last purchase sent: `$purchaseIntent` has already let it go when its answer is handled. */
const $lastPurchaseKey = createStore<string | null>(null).on(purchaseIntentFx.doneData, (_, intent) => intent.key);
// When the server answers the purchase (bought or refused), then the device forgets its request id.
sample({ clock: purchaseAnswered, source: $lastPurchaseKey, filter: Boolean, target: forgetSeatIntentFx });
// Bought boards are no longer picks (they are the player's now).
$autoPicks.on(purchaseAnswered, (picks, r) => (r.success ? [] : picks));
sample({ clock: purchaseAnswered, source: $user, filter: Boolean, fn: (u) => u.phone, target: balanceRefreshRequested });
/** The stake (ETB) of the purchase being sent: boards × the game's price. */
const $purchaseStake = createStore(0);
sample({ clock: purchaseFx, source: $autoGame, fn: (game, p) => roundEtb(p.boards.length * (game?.betAmount ?? 0)), target: $purchaseStake });
// When a purchase is bought, then its total counts toward today's stakes (responsible play).
sample({ clock: purchaseAnswered, source: $purchaseStake, filter: (_, r) => r.success, fn: (stake) => stake, target: stakePaid });

/** The snackbar flow of a purchase that got no answer ("Not confirmed"). */
const moneyNotConfirmedNotice = createNotConfirmedNotice(showSnackbarFx);
sample({ clock: moneyNotConfirmed, target: moneyNotConfirmedNotice });
