import { attach, createEffect, createEvent, sample, type Effect, type EventCallable } from 'effector';
import { getBalance, getTransactionHistory, type CreditBalance, type Transaction, type TransactionType } from '@/shared/api';
import { formatEtb } from '@/shared/lib/money';
import { reportError } from '@/shared/lib/report-error';
import { m, type Message } from '@/shared/i18n';

/**
 * A money call that ended without a server answer (timeout, network error, 5xx; a socket money
 * event without an ack or answer) is "not confirmed": never "failed", never "done". The client reads
 * the balance (and, when the intent writes a ledger entry, the history) again and says what the
 * server now shows. Texts are ours; the spec has none for this case.
 */
export const NOT_CONFIRMED_CHECKING: Message = m.wallet_not_confirmed_checking;

/** What one money intent was, to look for its ledger entry: entry type, amount in ETB, when it was confirmed (epoch ms). */
export interface MoneyIntent {
  phone: string;
  /** The ledger entry the intent writes when the server performs it (none: balance only). */
  ledgerType?: TransactionType;
  /** ETB, two decimals. */
  amount: number;
  /** When the player confirmed the intent (epoch ms, the device clock). */
  sinceMs: number;
}

/** What the server showed after a money call without an answer; `balance` null when it could not be read. */
export interface ServerView {
  balance: CreditBalance | null;
  /** The matching ledger entry, when the intent has a ledger type and the server shows one. */
  entry: Transaction | null;
  /** Whether the history could be read (only asked for intents with a ledger type). */
  historyRead: boolean;
}

/** Entries dated this long before the intent still count: the server's clock and the phone's differ. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The newest ledger entry of the intent's type and amount dated after it began, or null. */
export function findIntentEntry(history: Transaction[], intent: MoneyIntent): Transaction | null {
  if (!intent.ledgerType) return null;
  return (
    history.find(
      (t) => t.type === intent.ledgerType && Math.abs(t.amount - intent.amount) < 0.005 && Date.parse(t.date) >= intent.sinceMs - CLOCK_SKEW_MS,
    ) ?? null
  );
}

/**
 * Reads the balance and (for an intent with a ledger type) the transaction history again after a
 * money call without an answer (spec §7 GET /transactions/balance/{id}, /transactions/history/data/{id}).
 * Never throws: what could not be read is null / false.
 */
export const checkServerViewFx = createEffect(async (intent: MoneyIntent): Promise<ServerView> => {
  // a money call without an answer is worth knowing about on our side too
  reportError(new Error('money call not confirmed'), { kind: 'money-not-confirmed', ledgerType: intent.ledgerType ?? null, amount: intent.amount });
  const [balance, history] = await Promise.all([
    getBalance(intent.phone).catch(() => null),
    intent.ledgerType ? getTransactionHistory(intent.phone).catch(() => null) : Promise.resolve(null),
  ]);
  return { balance, entry: history ? findIntentEntry(history, intent) : null, historyRead: history !== null };
});

/** How the report names the intent that writes each ledger entry type (the rest use the type's name). */
const INTENT_NAMES: Partial<Record<TransactionType, Message>> = {
  transfer_out: m.wallet_intent_transfer,
  withdrawal: m.wallet_intent_withdrawal,
  deposit: m.wallet_intent_deposit,
  cartela_purchase: m.wallet_intent_purchase,
};

/**
 * The player's text once the server was asked again: what the server shows, never that the money
 * moved unless a ledger entry says so. Amounts in ETB with two decimals. Returns a catalogue
 * message, worded in the language current when it is shown.
 */
export function notConfirmedReport(view: ServerView, intent: MoneyIntent): Message {
  return () => {
    const balance = view.balance ? m.wallet_balance_now({ amount: formatEtb(view.balance.current_balance) }) : m.wallet_balance_unread();
    const retry = m.wallet_safe_retry();
    const type = intent.ledgerType;
    const label = type ? (INTENT_NAMES[type]?.() ?? type) : null;
    if (view.entry && label) return m.wallet_nc_entry({ label, amount: formatEtb(view.entry.amount), balance });
    if (label && view.historyRead) return m.wallet_nc_no_entry({ label, amount: formatEtb(intent.amount), balance, retry });
    return m.wallet_nc_plain({ balance, retry });
  };
}

/**
 * For a game screen's socket money or seat event (a join, a board purchase) that got no answer:
 * returns the event to call with the intent; `show` (the screen's snackbar) first says "Not
 * confirmed — checking your balance…", then what the server shows. Call once per slice, at module
 * level. The snackbar is passed in so the wallet entity stays out of the login page's bundle.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any result/failure of the screen's snackbar effect
export function createNotConfirmedNotice<P extends { kind: string; message: string | Message }>(show: Effect<P, any, any>): EventCallable<MoneyIntent> {
  const happened = createEvent<MoneyIntent>();
  const checkFx = attach({ effect: checkServerViewFx });
  sample({ clock: happened, fn: () => ({ kind: 'warning', message: NOT_CONFIRMED_CHECKING }) as P, target: show });
  sample({ clock: happened, target: checkFx });
  // When the server was asked again, then say what it shows (the same snackbar, replaced).
  sample({ clock: checkFx.done, fn: ({ params, result }) => ({ kind: 'warning', message: notConfirmedReport(result, params) }) as P, target: show });
  return happened;
}
