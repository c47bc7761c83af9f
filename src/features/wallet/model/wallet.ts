import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { balanceReceived, balanceRefreshRequested } from '@/entities/wallet';
import { intentsOpened } from '@/entities/wallet/index.intents';
import { $user } from '@/entities/session';
import { API_MOCKING } from '@/shared/config';
import { PAYMENT_HOSTS } from '@/shared/config/index.payment-hosts';
import { isTrustedPaymentUrl } from '@/shared/lib/payment-url';
import { openLinkInTelegram } from '@/shared/telegram/index.native';
import { rememberPendingDeposit } from '../lib/pending-deposit';
import { amountOf, deposit, makeTrxId, manualDeposit, manualWithdraw, MESSAGES, TRX_PREFIX, transfer, transferConfirmClosed, withdraw } from './forms';

export {
  $transferConfirmOpen,
  $transferConfirmText,
  deposit,
  makeTrxId,
  manualDeposit,
  manualWithdraw,
  MESSAGES,
  PAYMENT_PARTNERS,
  transfer,
  transferConfirmClosed,
  TRX_PREFIX,
  WALLET_LIMITS,
  withdraw,
} from './forms';

/** A new manual withdrawal request id is made when the wallet opens and after each request. */
export const trxIdRenewed = createEvent();
const makeTrxIdFx = createEffect(() => makeTrxId(TRX_PREFIX, Date.now()));
export const $trxId = createStore('').on(makeTrxIdFx.doneData, (_, id) => id);
// When the wallet opens or a manual withdrawal went through, then make a fresh request id.
sample({ clock: [trxIdRenewed, manualWithdraw.requestFx.done], target: makeTrxIdFx });
// When a request id is made, then put it in the manual withdrawal form (the form's own field).
sample({ clock: makeTrxIdFx.doneData, fn: (value) => ({ name: 'trxId' as const, value }), target: manualWithdraw.fieldChanged });

/** The page leaves for the payment provider (spec §2.13); remembered first so the return page knows. */
export const redirectToProviderFx = createEffect(({ url, reference, amount }: { url: string; reference?: string; amount: number }) => {
  rememberPendingDeposit({ reference: reference ?? null, amount, startedAt: Date.now() });
  // inside Telegram the checkout opens outside the web view; the balance is read from the server on return
  if (!openLinkInTelegram(url)) window.location.assign(url);
});

/**
 * Where a deposit may send the player (spec §2.13): the hosts of VITE_PAYMENT_HOSTS and, in mock
 * mode only, the page's own origin, where the in-browser mock renders its checkout page. The url
 * arrives in a server answer, so it is checked before the page leaves (see `isTrustedPaymentUrl`).
 */
export const $paymentAllowList = createStore<{ hosts: readonly string[]; pageOrigin: string | null }>({
  hosts: PAYMENT_HOSTS,
  pageOrigin: API_MOCKING && typeof window !== 'undefined' ? window.location.origin : null,
});

// When the deposit answer supplies a url, then judge it against the payment hosts first.
const providerUrlReceived = sample({
  clock: deposit.requestFx.done,
  source: $paymentAllowList,
  filter: (_, { result }) => typeof result.url === 'string' && result.url !== '',
  fn: ({ hosts, pageOrigin }, { params, result }) => ({
    redirect: { url: result.url!, reference: result.reference, amount: amountOf(params.fields.amount) },
    trusted: isTrustedPaymentUrl(result.url, hosts, pageOrigin),
  }),
});

// When the url is one of our payment hosts, then go to that payment provider page.
sample({ clock: providerUrlReceived, filter: ({ trusted }) => trusted, fn: ({ redirect }) => redirect, target: redirectToProviderFx });

// When it is not (a `javascript:` url, a foreign host), then stay on the wallet and say so instead
// of "Redirecting…": following it would run script in our origin or hand the player to a stranger.
const providerUrlRefused = sample({ clock: providerUrlReceived, filter: ({ trusted }) => !trusted });
deposit.$note.on(providerUrlRefused, () => ({ kind: 'error', text: MESSAGES.untrustedPaymentUrl }));

// When a transfer succeeds, then its answer (the new balance) replaces the shown one (spec §4 Transfer).
sample({ clock: transfer.requestFx.doneData, target: balanceReceived });

// When a deposit went through without a provider page to visit, then the server may have credited
// it already: read the balance again (a deposit with a url is read again on the return page).
const depositSettledHere = sample({ clock: deposit.requestFx.doneData, filter: (answer) => !answer.url });

// When a withdrawal, a deposit without a url or a manual request went through, then read the balance again from the server.
sample({
  clock: [withdraw.requestFx.done, depositSettledHere, manualDeposit.requestFx.done, manualWithdraw.requestFx.done],
  source: $user,
  filter: Boolean,
  fn: (user) => user.phone,
  target: balanceRefreshRequested,
});

/** Opening the wallet: prefill the phone fields with the player's phone, make a request id. */
export const walletOpened = createEvent();
sample({ clock: walletOpened, target: trxIdRenewed });
sample({
  clock: walletOpened,
  source: { user: $user, fields: deposit.$fields },
  filter: ({ user, fields }) => user !== null && fields.phone === '',
  fn: ({ user }) => ({ name: 'phone' as const, value: user!.phone }),
  target: deposit.fieldChanged,
});
sample({
  clock: walletOpened,
  source: { user: $user, fields: withdraw.$fields },
  filter: ({ user, fields }) => user !== null && fields.phone === '',
  fn: ({ user }) => ({ name: 'phone' as const, value: user!.phone }),
  target: withdraw.fieldChanged,
});

/** Mounted by the wallet page: opening it prefills phones, makes a request id and checks the unconfirmed intents. */
export const WalletGate = createGate();
sample({ clock: WalletGate.open, target: walletOpened });
// When the wallet opens, then load this player's unconfirmed intents and read the ledger for each.
sample({ clock: walletOpened, source: $user, filter: Boolean, fn: (user) => user.phone, target: intentsOpened });

// When the wallet opens, then read the balance again so the card is never stale (spec §2.13).
sample({ clock: walletOpened, source: $user, filter: Boolean, fn: (user) => user.phone, target: balanceRefreshRequested });

// When the player leaves the wallet, then reset every form's status (spec §4 "reset actions clear those states").
sample({ clock: WalletGate.close, target: [deposit.reset, withdraw.reset, transfer.reset, manualDeposit.reset, manualWithdraw.reset, transferConfirmClosed] });
