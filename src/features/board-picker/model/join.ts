import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { emitConfirmedFx, isRefusingAck, NotConfirmedError, sendFailure, waitForConnectionFx, type ClientAck, type ServerPayload } from '@/shared/socket';
import { GAME_MESSAGES, SERVER_REFUSED } from '@/shared/config/index.game-messages';
import type { Message } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { roundEtb } from '@/shared/lib/money';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { $balance, balanceRefreshRequested, createNotConfirmedNotice, type MoneyIntent } from '@/entities/wallet';
import { forgetSeatIntentFx, takeSeatIntentFx, type IntentKey, type SeatTarget } from '@/entities/wallet/index.intents';
import { $betAmount, $gameId, $selectedBoardIds, boardAdded, boardRemoved, boardsLost, gameEntered, gameLeft, gameMoved, seatedBoards } from '@/entities/game';
import { $hasSocket } from '@/entities/connection';
import { checkLimitFx, limitRefusalText, stakePaid } from '@/entities/responsible-play';
import { BoardPickerGate, joined, joinedAnswerReceived, joinRefused, joinRefusedAnswerReceived } from './board-list';
import { $resyncing, reconciled, refreshFailed } from './resync';

/**
 * Start on the manual board picker (spec §4 manual flow 3, §5 "Starting a manual game"): the
 * rules of §5, the wait for the socket, `_join_game_` with the intent's request id, and the
 * server's answer (`_game_joined_{gameId}` opens the game screen).
 */
export const startClicked = createEvent();

/**
 * Spec §5 "Starting a manual game", in order; returns the message to show or null when Start may
 * proceed. Balances in ETB.
 */
export function startProblem(input: {
  hasSocket: boolean;
  balance: { current_balance: number; promo_balance: number } | null;
  betAmount: number;
  boards: number;
}): Message | null {
  if (!input.hasSocket) return GAME_MESSAGES.connectionLost;
  const current = input.balance?.current_balance ?? 0;
  const promo = input.balance?.promo_balance ?? 0;
  if (current <= 0 && promo <= 0) return GAME_MESSAGES.invalidBalance;
  if (current < input.betAmount && promo < input.betAmount) return GAME_MESSAGES.insufficientBalance;
  if (!(input.betAmount > 0) || input.boards < 1 || input.boards > 2 || input.betAmount * input.boards > current + promo) return GAME_MESSAGES.badStart;
  return null;
}

/** A join of this screen got no answer (the intent: phone, amount, when). */
const moneyNotConfirmed = createEvent<MoneyIntent>();

/** Start's wait for the socket (spec §5: "Connection failed. Please try again." after 5 s). */
const connectWaitFx = createEffect(async () => {
  try {
    await waitForConnectionFx(5000);
  } catch {
    throw new Error(GAME_MESSAGES.connectionFailed());
  }
});
/** A join the server refused in its acknowledgement (its message is shown as a validation error). */
class JoinRefusedError extends Error {}

/** Who joins which game with what: the player, stake (ETB), boards and game. */
interface JoinTarget {
  phone: string;
  betAmount: number;
  boardIds: number[];
  gameId: string;
}
/** What `_join_game_` sends: the target and the intent's request id. */
type JoinParams = JoinTarget & { requestId: string };
/**
 * `_join_game_` (spec §4 step 3), a seat that debits the stake: sent once, never queued offline,
 * with the intent's request id (the same on every retry of the same picks), confirmed by the ack or
 * by `_game_joined_` / `_game_join_validation_error_` heard while it is in flight (`emitConfirmed`:
 * one that echoes no request id waits for the ack, and a refusing ack overrides it).
 * @throws Error("Connection lost...") when not connected (nothing sent); NotConfirmedError when no
 *   answer came; JoinRefusedError when the ack refuses (`{error}` or `{success: false, message}`:
 *   the server's message, ours when it sent none) or, with no ack, `_game_join_validation_error_`
 *   answered; Error("Connection error. Please try again.") when sending throws
 * @returns the `_game_joined_` heard in flight (null when only the ack answered)
 */
const joinFx = createEffect(async (payload: JoinParams): Promise<{ joined: ServerPayload<'gameJoined'> | null }> => {
  const answers = [
    { key: 'gameJoined' as const, gameId: payload.gameId },
    { key: 'gameJoinValidationError' as const, gameId: payload.gameId },
  ];
  let confirmation;
  try {
    confirmation = await emitConfirmedFx({ key: 'joinGame', payload: { ...payload, numberOfBoards: payload.boardIds.length, hasLost: false, isActive: true }, answers });
  } catch (error) {
    throw sendFailure(error);
  }
  const ack = confirmation.ack as ClientAck<'joinGame'> | undefined;
  if (ack && isRefusingAck(ack)) throw new JoinRefusedError(ack.error || ack.message || SERVER_REFUSED());
  if (confirmation.answer === 'gameJoinValidationError') {
    // with a successful ack, a refusal that echoed no request id was another player's
    if (!ack) throw new JoinRefusedError((confirmation.payload as ServerPayload<'gameJoinValidationError'>).message || SERVER_REFUSED());
    return { joined: null };
  }
  return { joined: confirmation.answer === 'gameJoined' ? (confirmation.payload as ServerPayload<'gameJoined'>) : null };
});

/** How long a join the server acknowledged waits for its `_game_joined_` (the boards seated) before the game opens with the picks (ms). */
export const JOINED_WAIT_MS = 3000;
/** Waits `JOINED_WAIT_MS` for an acknowledged join's answer event; resolves with the join's request id. */
export const joinedWaitFx = createEffect((requestId: string) => new Promise<string>((done) => setTimeout(() => done(requestId), JOINED_WAIT_MS)));

/**
 * The join intent's request id: made when Start is confirmed, sent again on every retry of the same
 * picks in the same game (after a reload too: the device keeps it per player until answered),
 * replaced after the join or when the picks or the game change.
 */
const joinIntentFx = attach({ effect: takeSeatIntentFx });
const $joinIntent = createStore<IntentKey | null>(null)
  .on(joinIntentFx.doneData, (_, intent) => intent)
  .reset([joined, joinRefused, gameLeft, gameMoved, gameEntered, boardAdded, boardRemoved, boardsLost]);
const $joinRequestId = $joinIntent.map((intent) => intent?.key ?? null);
/** The request id of the last join sent: `$joinIntent` has already let it go when its answer is handled. */
const $lastJoinKey = createStore<string | null>(null).on(joinIntentFx.doneData, (_, intent) => intent.key);
// When the server answers the join (seated or refused), then the device forgets its request id.
sample({ clock: [joined, joinRefused], source: $lastJoinKey, filter: Boolean, target: forgetSeatIntentFx });

/**
 * The daily stake limit and a break (responsible play, ours): checked after the spec's rules and
 * before anything is sent. @throws LimitRefusedError with our text
 */
const stakeLimitFx = attach({ effect: checkLimitFx });

/** True from Start until the server answers the join (spec §4 step 3 "busy"). */
export const $starting = createStore(false)
  .on([stakeLimitFx, connectWaitFx], () => true)
  .on([stakeLimitFx.fail, connectWaitFx.fail, joinFx.fail, joinRefused, joined, refreshFailed], () => false)
  .reset(gameLeft);
/**
 * The join of this page the server may still answer: its request id and whether `_join_game_` is in
 * flight (sent, no ack or answer yet); null when there is none. A refused join has none: the next
 * Start is a new intent.
 */
const $pendingJoin = combine($joinRequestId, joinFx.pending, (requestId, inFlight) => (requestId === null ? null : { requestId, inFlight }));
/**
 * Whether an answer event heard by the board list is this page's, once the join is no longer in
 * flight (acknowledged, or not confirmed): only one that echoes its request id (proposed). In
 * flight, `joinFx` reads the answers itself. A server may send `_game_joined_` and
 * `_game_join_validation_error_` to every socket of the game, so another player's answer must never
 * move this player.
 */
const isOwnAnswer = (pending: { requestId: string; inFlight: boolean } | null, answer: { requestId?: string }) =>
  pending !== null && !pending.inFlight && answer.requestId === pending.requestId;
// When the server answers this page's join, then it is joined or refused; any other answer is ignored.
sample({ clock: joinedAnswerReceived, source: $pendingJoin, filter: isOwnAnswer, fn: (_, answer) => answer, target: joined });
sample({ clock: joinRefusedAnswerReceived, source: $pendingJoin, filter: isOwnAnswer, fn: (_, answer) => answer.message, target: joinRefused });

/** The join's player and game as they are now (null while either is missing). */
const $joinTarget = combine($user, $betAmount, $selectedBoardIds, $gameId, (user, betAmount, boardIds, gameId): JoinTarget | null =>
  user !== null && gameId !== null ? { phone: user.phone, betAmount, boardIds, gameId } : null,
);
const isJoinTarget = (target: JoinTarget | null): target is JoinTarget => target !== null;
const seatTarget = (t: JoinTarget): SeatTarget => ({ kind: 'join', phone: t.phone, gameId: t.gameId, boards: t.boardIds, betAmount: t.betAmount });

/** Connected after Start, the join waits for a re-sync to finish (its game id and boards). */
const $joinQueued = createStore(false)
  .on(connectWaitFx.done, () => true)
  .reset([joinIntentFx, connectWaitFx.fail, refreshFailed, gameLeft, BoardPickerGate.close]);

const startState = sample({
  clock: startClicked,
  source: { balance: $balance, betAmount: $betAmount, boards: $selectedBoardIds, hasSocket: $hasSocket, user: $user, gameId: $gameId, starting: $starting },
  filter: ({ starting }) => !starting,
});
const problem = sample({
  clock: startState,
  fn: ({ balance, betAmount, boards, hasSocket }) => startProblem({ hasSocket, balance, betAmount, boards: boards.length }),
});
// When Start is refused by a rule of spec §5, then show the rule's message.
sample({ clock: problem.filter({ fn: (m): m is Message => m !== null }), fn: (message) => ({ kind: 'error' as const, message }), target: showSnackbarFx });
// When Start passes the rules, then check the stake (stake × boards, ETB) against the limits.
sample({
  clock: problem,
  source: startState,
  filter: (s, m) => m === null && s.user !== null && s.gameId !== null,
  fn: (s) => ({ kind: 'stake' as const, amount: roundEtb(s.betAmount * s.boards.length) }),
  target: stakeLimitFx,
});
// When the limits allow it, then wait for the socket (at most 5 s); when not, say why (nothing is sent).
sample({ clock: stakeLimitFx.done, fn: () => undefined, target: connectWaitFx });
sample({
  clock: stakeLimitFx.failData,
  fn: (e) => ({ kind: 'error' as const, message: limitRefusalText(e) }),
  target: showSnackbarFx,
});
// When connected and not re-syncing (or when the re-sync ends), then join with the boards and
// game id as they are now, not as they were at the tap.
sample({
  clock: [connectWaitFx.done, reconciled],
  source: { queued: $joinQueued, resyncing: $resyncing, target: $joinTarget, intent: $joinIntent },
  filter: (s) => s.queued && !s.resyncing && s.target !== null,
  fn: (s) => ({ target: seatTarget(s.target!), held: s.intent }),
  target: joinIntentFx,
});
sample({
  clock: joinIntentFx.doneData,
  source: $joinTarget,
  filter: isJoinTarget,
  fn: (target, intent) => ({ ...target, requestId: intent.key }),
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
  fn: ({ params }) => ({ phone: params.phone, amount: params.betAmount * params.boardIds.length, key: params.requestId }),
  target: moneyNotConfirmed,
});
sample({ clock: joinRefused, fn: (message) => ({ kind: 'error' as const, message }), target: showSnackbarFx });
// When `_game_joined_` answered the join in flight (and no ack refused it), then it is joined.
sample({ clock: joinFx.doneData, filter: (r) => r.joined !== null, fn: (r) => r.joined!, target: joined });
// When only the ack answered, then give a `_game_joined_` that echoes the request id a moment (it
// names the boards seated); when that does not come, the ack is the answer: the game opens with the picks.
sample({ clock: joinFx.done, filter: ({ result }) => result.joined === null, fn: ({ params }) => params.requestId, target: joinedWaitFx });
sample({
  clock: joinedWaitFx.doneData,
  source: { pending: $pendingJoin, starting: $starting, gameId: $gameId },
  filter: ({ pending, starting, gameId }, requestId) => pending !== null && starting && pending.requestId === requestId && gameId !== null,
  fn: ({ gameId }) => ({ gameId: gameId! }),
  target: joined,
});
// When the server confirms the join, then open the game screen (spec §4 step 3).
sample({ clock: joined, source: $betAmount, fn: (betAmount) => ({ to: '/gameWindow/$betAmount', params: { betAmount } }) as const, target: navigateFx });
// When the server confirms the join, then its stake counts toward today's stakes (responsible play):
// stake × the boards seated (among the picks; the picks when the server names none). A refusal counts nothing.
sample({
  clock: joined,
  source: { betAmount: $betAmount, picks: $selectedBoardIds },
  fn: ({ betAmount, picks }, answer) => roundEtb(betAmount * seatedBoards(picks, answer.boardIds).length),
  target: stakePaid,
});
// When the stake is debited on join, then show the server's new balance.
sample({ clock: joined, source: $user, filter: Boolean, fn: (u) => u.phone, target: balanceRefreshRequested });

/** The snackbar flow of a join that got no answer ("Not confirmed"). */
const moneyNotConfirmedNotice = createNotConfirmedNotice(showSnackbarFx);
sample({ clock: moneyNotConfirmed, target: moneyNotConfirmedNotice });
