import { attach, createEffect, createEvent, sample, type Effect, type EventCallable } from 'effector';
import { getBalance, type CreditBalance, type Transaction, type TransactionType } from '@/shared/api';
import { getTransactionHistory } from '@/shared/api/index.history';
import { formatEtb } from '@/shared/lib/money';
import { reportError } from '@/shared/lib/report-error';
import { m, type Message } from '@/shared/i18n';
import { $balance } from './wallet';

/**
 * A money call that ended without a server answer (timeout, network error, 5xx; a socket money
 * event without an ack or answer) is "not confirmed": never "failed", never "done". The client reads
 * the balance (and, when the intent writes a ledger entry, the history) again and says what the
 * server now shows. Texts are ours; the spec has none for this case.
 */
export const NOT_CONFIRMED_CHECKING: Message = m.wallet_not_confirmed_checking;

/** What one money intent was, to find its ledger entry by its key: entry type, amount in ETB, the key. */
export interface MoneyIntent {
  phone: string;
  /** The ledger entry the intent writes when the server performs it (none: balance only). */
  ledgerType?: TransactionType;
  /** ETB, two decimals. */
  amount: number;
  /**
   * The intent's idempotency key: the `Idempotency-Key` header of an HTTP money call, the
   * `requestId` of a socket money event. Pass it only when a retry of the intent sends it again.
   */
  key?: string;
  /** When the player confirmed the intent (epoch ms, the device clock); reported, never matched on. */
  sinceMs?: number;
}

/** What the server showed after a money call without an answer; `balance` null when it could not be read. */
export interface ServerView {
  balance: CreditBalance | null;
  /** The intent's ledger entry (the one carrying its key), when the server shows one. */
  entry: Transaction | null;
  /** Whether the history could be read (only asked for intents with a ledger type). */
  historyRead: boolean;
  /**
   * Whether the history can tell: the intent has a key and a ledger type and the server writes
   * keys on its entries (proposed `idempotency_key`; at least one entry read carries one).
   */
  told: boolean;
}

/**
 * The intent's own ledger entry: the one whose proposed `idempotency_key` is the intent's key, or
 * null. Never by resemblance: another transfer of the same amount a minute earlier is not this one.
 */
export function findIntentEntry(history: Transaction[], intent: MoneyIntent): Transaction | null {
  if (!intent.ledgerType || !intent.key) return null;
  return history.find((t) => t.idempotency_key === intent.key && t.type === intent.ledgerType) ?? null;
}

/**
 * Whether this history can say that the intent was not done: the intent has a key and a ledger
 * type, and the server keys its entries (a server that omits `idempotency_key` everywhere cannot tell).
 */
export function historyTells(history: Transaction[], intent: MoneyIntent): boolean {
  return Boolean(intent.ledgerType && intent.key) && history.some((t) => typeof t.idempotency_key === 'string' && t.idempotency_key !== '');
}

/**
 * Reads the balance and (for an intent with a ledger type) the transaction history of the
 * intent's player (spec §7 GET /transactions/balance/{id}, /transactions/history/data/{id}) and
 * looks for the intent's entry by its key. Never throws: what could not be read is null / false.
 */
export const readServerViewFx = createEffect(async (intent: MoneyIntent): Promise<ServerView> => {
  const [balance, history] = await Promise.all([
    getBalance(intent.phone).catch(() => null),
    intent.ledgerType ? getTransactionHistory(intent.phone).catch(() => null) : Promise.resolve(null),
  ]);
  return { balance, entry: history ? findIntentEntry(history, intent) : null, historyRead: history !== null, told: history ? historyTells(history, intent) : false };
});

/**
 * After a money call without an answer: reports it (`reportError`) and reads what the server now
 * shows (`readServerViewFx`). Never throws.
 */
export const checkServerViewFx = createEffect(async (intent: MoneyIntent): Promise<ServerView> => {
  // a money call without an answer is worth knowing about on our side too
  reportError(new Error('money call not confirmed'), { kind: 'money-not-confirmed', ledgerType: intent.ledgerType ?? null, amount: intent.amount });
  return readServerViewFx(intent);
});

// What the server shows after a money call with no answer is the balance from then on (the store
// lives in ./wallet.ts; its update from here stays with these effects, off the login page's path).
$balance.on(checkServerViewFx.doneData, (b, view) => view.balance ?? b).on(readServerViewFx.doneData, (b, view) => view.balance ?? b);

/** How the report names the intent that writes each ledger entry type (the rest use the type's name). */
const INTENT_NAMES: Partial<Record<TransactionType, Message>> = {
  transfer_out: m.wallet_intent_transfer,
  withdrawal: m.wallet_intent_withdrawal,
  deposit: m.wallet_intent_deposit,
  cartela_purchase: m.wallet_intent_purchase,
};

/**
 * The player's text once the server was asked again: what the server shows, never that the money
 * moved unless the intent's own ledger entry (by its key) says so. "Trying again is safe" only when
 * the history can tell and shows no entry with the key, and a retry sends that key again; with a
 * key but an outcome the history cannot tell, only that a retry sends the same key. Amounts in
 * ETB with two decimals. Returns a catalogue message, worded in the language current when shown.
 */
export function notConfirmedReport(view: ServerView, intent: MoneyIntent): Message {
  return () => {
    const balance = view.balance ? m.wallet_balance_now({ amount: formatEtb(view.balance.current_balance) }) : m.wallet_balance_unread();
    const sameKey = intent.key ? ` ${m.wallet_retry_same_key()}` : '';
    const type = intent.ledgerType;
    const label = type ? (INTENT_NAMES[type]?.() ?? type) : null;
    if (view.entry && label) return m.wallet_nc_entry({ label, amount: formatEtb(view.entry.amount), balance });
    if (label && view.historyRead && view.told) return m.wallet_nc_no_entry({ label, amount: formatEtb(intent.amount), balance, retry: m.wallet_safe_retry() });
    if (label && view.historyRead) return m.wallet_nc_untold({ label, amount: formatEtb(intent.amount), balance }) + sameKey;
    return m.wallet_nc_plain({ balance }) + sameKey;
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
