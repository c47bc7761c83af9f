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

export const fetchBalanceFx = createEffect((phone: string) => getBalance(phone));

export const $balance = createStore<CreditBalance | null>(null)
  .on(balanceReceived, (_, b) => b)
  .on(fetchBalanceFx.doneData, (_, b) => b)
  .reset(walletCleared);

// When a refresh is asked for, then fetch the balance (a failed refresh keeps the last known one).
sample({ clock: balanceRefreshRequested, target: fetchBalanceFx });
