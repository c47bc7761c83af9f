import { createEffect, createEvent, createStore, sample } from 'effector';
import { getBalance, type CreditBalance } from '@/shared/api';

/**
 * The player's balances (spec §3 Wallet): current_balance and promo_balance in ETB. Set from the
 * login / user-info answers and refreshed from the server after money moves (never computed here);
 * also from the server's view after a money call with no answer (./not-confirmed.ts, which loads
 * with the money pages, not with the login page).
 */
export const balanceReceived = createEvent<CreditBalance>();
export const walletCleared = createEvent();
/** Asks the server for the balance of `phone` (spec §7 GET /transactions/balance/{id}). */
export const balanceRefreshRequested = createEvent<string>();

/** GET /transactions/balance/{phone}. @throws ApiError */
export const fetchBalanceFx = createEffect((phone: string) => getBalance(phone));

/**
 * How many balances the server has handed over in answers (login, a transfer, a game's settlement):
 * a read that started before the latest of them may carry an older balance.
 */
const $answersSeen = createStore(0).on(balanceReceived, (n) => n + 1);
/** A balance read, with the count of answers seen when it started. */
const readBalanceFx = createEffect(({ phone }: { phone: string; since: number }) => fetchBalanceFx(phone));

export const $balance = createStore<CreditBalance | null>(null)
  .on(balanceReceived, (_, b) => b)
  .reset(walletCleared);

// When a refresh is asked for, then read the balance (a failed refresh keeps the last known one).
sample({ clock: balanceRefreshRequested, source: $answersSeen, fn: (since, phone) => ({ phone, since }), target: readBalanceFx });
// When a read comes back, then it is the balance unless an answer carrying a newer one came while
// it ran (a slow read started when the wallet opened must not undo a transfer's answer).
sample({
  clock: readBalanceFx.done,
  source: $answersSeen,
  filter: (seen, { params }) => params.since === seen,
  fn: (_, { result }) => result,
  target: $balance,
});
